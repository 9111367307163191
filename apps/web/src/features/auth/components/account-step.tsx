import { LoginIdSchema } from '@dasibom/contract';
import { Info } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '../../../components/forms/new-password-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FORM_VALIDATION, firstIssue, rulesResolver } from '../../../lib/form-resolver.ts';
import { confirmProblem, newPasswordProblem } from '../../../lib/password.ts';
import { useCheckId } from '../api/check-id.ts';
import { useSignupDraft } from '../signup-draft.ts';
import { DuplicateCheckField } from './duplicate-check-field.tsx';
import { useDuplicateCheck } from './use-duplicate-check.ts';

type AccountValues = { loginId: string; password: string; passwordConfirm: string };

const resolver = rulesResolver<AccountValues>({
  loginId: (value) => firstIssue(LoginIdSchema, value),
  password: (value, values) => newPasswordProblem(value, { loginId: values.loginId }),
  passwordConfirm: (value, values) => confirmProblem(values.password, value),
});

/** Step 1: login ID with its duplicate check, password with the live checklist, confirmation. */
export function AccountStep({ onDone, passwordWasLost }: { onDone: () => void; passwordWasLost?: boolean }) {
  const draft = useSignupDraft();
  const form = useForm<AccountValues>({
    ...FORM_VALIDATION,
    resolver,
    defaultValues: {
      loginId: draft.loginId,
      password: draft.password,
      passwordConfirm: draft.passwordConfirm,
    },
  });
  const { register, handleSubmit, watch, formState } = form;
  const idCheck = useDuplicateCheck(form, 'loginId', 'loginId', useCheckId());

  // Every keystroke goes to the draft (the ID to sessionStorage, the passwords to memory only).
  useEffect(() => {
    const subscription = watch((values) => {
      useSignupDraft.getState().update({
        loginId: values.loginId ?? '',
        password: values.password ?? '',
        passwordConfirm: values.passwordConfirm ?? '',
      });
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const loginId = watch('loginId');

  const submit = handleSubmit((values) => {
    if (idCheck.isChecked(values.loginId)) onDone();
  }, idCheck.flagUnchecked);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {passwordWasLost && (
        <p className="flex items-start gap-2 rounded-xl bg-warning-tint px-4 py-3 text-base text-ink">
          <Info aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          <span>
            안전을 위해 비밀번호는 저장하지 않아요. 비밀번호를 다시 입력해 주세요. 다른 입력 내용은 그대로
            남아 있어요.
          </span>
        </p>
      )}
      <DuplicateCheckField
        label="아이디"
        checkLabel="아이디 중복 확인"
        registration={register('loginId')}
        autoComplete="username"
        maxLength={20}
        description="영문과 숫자로 4~20자"
        errorMessage={formState.errors.loginId?.message}
        status={idCheck.status}
        onCheck={idCheck.runCheck}
        isChecking={idCheck.isChecking}
      />
      <NewPasswordFields form={{ register, watch, formState }} identity={{ loginId }} />
      <Button type="submit" size="lg" isFullWidth>
        다음
      </Button>
    </form>
  );
}
