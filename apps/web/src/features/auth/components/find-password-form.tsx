import { EmailSchema } from '@dasibom/contract';
import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EmailField, LoginIdField } from '../../../components/forms/account-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FORM_VALIDATION, rulesResolver } from '../../../lib/form-resolver.ts';
import { showAlert } from '../../../stores/alert-store.ts';
import { useSendVerification } from '../api/send-verification.ts';
import type { VerificationState } from '../recovery-state.ts';

type Values = { email: string; loginId: string };

const resolver = rulesResolver<Values>({
  email: (value) =>
    value.trim() === ''
      ? AUTH_MESSAGES.emailRequired
      : EmailSchema.safeParse(value).success
        ? null
        : AUTH_MESSAGES.findPasswordEmailFormat,
  loginId: (value) => (value.trim() === '' ? AUTH_MESSAGES.loginIdRequired : null),
});

/** /findpwd: e-mail and login ID; a FIND_PASSWORD code goes to the address when the two belong together. */
export function FindPasswordForm({ defaultLoginId = '' }: { defaultLoginId?: string }) {
  const navigate = useNavigate();
  const send = useSendVerification();
  const { register, handleSubmit, formState } = useForm<Values>({
    ...FORM_VALIDATION,
    resolver,
    defaultValues: { email: '', loginId: defaultLoginId },
  });

  const submit = handleSubmit(async ({ email, loginId }) => {
    const address = EmailSchema.parse(email);
    const id = loginId.trim();
    try {
      const sent = await send.mutateAsync({ email: address, type: 'FIND_PASSWORD', loginId: id });
      navigate('/verification', {
        state: { email: address, type: 'FIND_PASSWORD', loginId: id, sent } satisfies VerificationState,
      });
    } catch {
      await showAlert(AUTH_MESSAGES.emailRequestFailed);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <LoginIdField {...register('loginId')} errorMessage={formState.errors.loginId?.message} />
      <EmailField
        {...register('email')}
        description="가입할 때 쓴 이메일 주소로 인증번호를 보내드려요."
        errorMessage={formState.errors.email?.message}
      />
      <Button type="submit" size="lg" isFullWidth isPending={send.isPending}>
        인증번호 받기
      </Button>
    </form>
  );
}
