import { EmailSchema } from '@dasibom/contract';
import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField } from '../../../components/forms/account-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { type ApiErrorCode, isApiError } from '../../../lib/api-error.ts';
import { FORM_VALIDATION, firstIssue, rulesResolver } from '../../../lib/form-resolver.ts';
import { showAlert } from '../../../stores/alert-store.ts';
import { useSendVerification } from '../api/send-verification.ts';
import { type Consents, normalizedEmail, useSignupDraft } from '../signup-draft.ts';

type ConsentKey = keyof Consents;

const CONSENTS: { key: ConsentKey; label: string; title: string; body: string[] }[] = [
  {
    key: 'age',
    label: '만 14세 이상입니다',
    title: '만 14세 이상 확인',
    body: [
      '다시봄은 만 14세 이상부터 가입할 수 있어요.',
      '만 14세 미만은 법정대리인의 동의가 필요해서 지금은 가입을 받지 않아요.',
    ],
  },
  {
    key: 'terms',
    label: '이용약관 동의',
    title: '이용약관',
    body: [
      '다시봄은 두 번째 일을 준비하는 분이 직업을 알아보고, 채용 공고와 국비 지원 교육을 찾고, 준비할 일을 목록으로 관리하도록 돕는 무료 서비스예요.',
      '다른 사람을 사칭하거나, 남의 개인 정보를 올리거나, 서비스를 방해하는 행동은 할 수 없어요.',
      '새로 만든 할일 목록은 나만 볼 수 있고, 공개로 바꾸면 로그인하지 않은 방문자를 포함해 누구나 볼 수 있어요.',
      '언제든 마이페이지에서 회원 탈퇴를 할 수 있고, 탈퇴하면 모든 정보가 지워져요.',
    ],
  },
  {
    key: 'privacy',
    label: '개인정보 수집·이용 동의',
    title: '개인정보 수집·이용',
    body: [
      '모으는 정보: 아이디, 비밀번호(암호화해서 저장), 이메일, 닉네임, 생년월일, 성별, 사는 곳(시·군·구).',
      '쓰는 곳: 회원 확인, 아이디·비밀번호 찾기, 나에게 맞는 직업·공고·교육 안내.',
      '보관 기간: 회원 탈퇴 때까지. 탈퇴하면 바로 지워요.',
      '동의하지 않으면 가입할 수 없어요. 광고나 방문 분석 도구는 쓰지 않고, 정보를 다른 회사에 넘기지 않아요.',
    ],
  },
];

type EmailValues = { email: string };

const resolver = rulesResolver<EmailValues>({ email: (value) => firstIssue(EmailSchema, value) });

const CODES_WITH_DETAIL: readonly ApiErrorCode[] = [
  'CODE_SEND_LIMIT',
  'MAIL_UNAVAILABLE',
  'RATE_LIMITED',
  'CODE_RESEND_TOO_SOON',
  'NETWORK_ERROR',
];

/** The server's own words, on a second line, where they say more than the generic text. */
function failureDetail(error: unknown): string {
  return isApiError(error) && CODES_WITH_DETAIL.includes(error.code) ? `\n${error.message}` : '';
}

type ConsentRowProps = {
  item: (typeof CONSENTS)[number];
  isSelected: boolean;
  onChange: (value: boolean) => void;
  onShowTerms: () => void;
};

function ConsentRow({ item, isSelected, onChange, onShowTerms }: ConsentRowProps) {
  return (
    // The 보기 button drops under the label when the row is too narrow for both (phones at 150 %).
    <li className="flex flex-wrap items-center justify-between gap-x-2">
      <Checkbox isSelected={isSelected} onChange={onChange} className="min-w-0 flex-[1_1_12rem]">
        <span className="font-semibold text-primary-strong">[필수]</span> {item.label}
      </Checkbox>
      <Button
        variant="ghost"
        aria-label={`${item.title} 내용 보기`}
        onPress={onShowTerms}
        className="ms-auto shrink-0 px-3 underline underline-offset-4"
      >
        보기
      </Button>
    </li>
  );
}

/** Step 2: three required consents with 전체 동의, and the e-mail address the code goes to. */
export function ConsentStep({ onDone }: { onDone: () => void }) {
  const consents = useSignupDraft((state) => state.consents);
  const update = useSignupDraft((state) => state.update);
  const [openTerms, setOpenTerms] = useState<ConsentKey | null>(null);
  const allRef = useRef<HTMLDivElement>(null);
  const send = useSendVerification();
  const { register, handleSubmit, formState } = useForm<EmailValues>({
    ...FORM_VALIDATION,
    resolver,
    defaultValues: { email: useSignupDraft.getState().email },
  });

  const values = Object.values(consents);
  const isAll = values.every(Boolean);
  const isSome = values.some(Boolean);
  const setConsent = (key: ConsentKey, value: boolean) => update({ consents: { ...consents, [key]: value } });

  const sendCode = handleSubmit(async ({ email: typed }) => {
    const email = normalizedEmail(typed) ?? typed.trim();
    const draft = useSignupDraft.getState();
    update({ email });
    // Already verified (came back to this step): nothing to send again.
    if (draft.verifiedEmail === email) {
      onDone();
      return;
    }
    try {
      const sent = await send.mutateAsync({ email, type: 'SIGN_UP' });
      update({ code: { ...sent, email }, verifiedEmail: null });
      onDone();
    } catch (error) {
      // The code sent a moment ago for this address is still valid: carry on with it.
      if (isApiError(error) && error.code === 'CODE_RESEND_TOO_SOON' && draft.code?.email === email) {
        onDone();
        return;
      }
      await showAlert(`${AUTH_MESSAGES.emailRequestFailed}${failureDetail(error)}`);
    }
  });

  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!isAll) {
          await showAlert(AUTH_MESSAGES.consentRequired);
          allRef.current?.querySelector('input')?.focus();
          return;
        }
        await sendCode();
      }}
      className="flex flex-col gap-6"
    >
      <fieldset className="flex flex-col gap-2 rounded-card border border-line-soft p-4">
        <legend className="px-1 text-base font-semibold text-ink">약관 동의 (필수)</legend>
        <div ref={allRef} className="border-b border-line-soft pb-2">
          <Checkbox
            isSelected={isAll}
            isIndeterminate={isSome && !isAll}
            onChange={(value) => update({ consents: { age: value, terms: value, privacy: value } })}
            className="font-bold"
          >
            전체 동의
          </Checkbox>
        </div>
        <ul className="flex flex-col gap-1">
          {CONSENTS.map((item) => (
            <ConsentRow
              key={item.key}
              item={item}
              isSelected={consents[item.key]}
              onChange={(value) => setConsent(item.key, value)}
              onShowTerms={() => setOpenTerms(item.key)}
            />
          ))}
        </ul>
      </fieldset>

      <EmailField
        {...register('email')}
        description="이 주소로 인증번호를 보내드려요. 아이디·비밀번호를 찾을 때도 써요."
        errorMessage={formState.errors.email?.message}
      />

      <Button type="submit" size="lg" isFullWidth isPending={send.isPending}>
        인증번호 받기
      </Button>

      {CONSENTS.map((item) => (
        <Modal
          key={item.key}
          title={item.title}
          isOpen={openTerms === item.key}
          onOpenChange={(open) => setOpenTerms(open ? item.key : null)}
          footer={(close) => (
            <Button
              onPress={() => {
                setConsent(item.key, true);
                close();
              }}
            >
              동의하기
            </Button>
          )}
        >
          <ul className="flex list-disc flex-col gap-2 pl-6 text-lg leading-relaxed marker:text-primary">
            {item.body.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Modal>
      ))}
    </form>
  );
}
