import { EmailSchema } from '@dasibom/contract';
import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EmailField } from '../../../components/forms/account-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { rulesResolver } from '../../../lib/form-resolver.ts';
import { showAlert } from '../../../stores/alert-store.ts';
import { useSendVerification } from '../api/send-verification.ts';
import type { VerificationState } from '../recovery-state.ts';

type Values = { email: string };

export function findIdEmailProblem(email: string): string | null {
  if (email.trim() === '') return AUTH_MESSAGES.emailRequired;
  return EmailSchema.safeParse(email).success ? null : AUTH_MESSAGES.findIdEmailFormat;
}

const resolver = rulesResolver<Values>({ email: findIdEmailProblem });

/** /findid: the e-mail of the account; a FIND_ID code goes there (the same answer whether or not it exists). */
export function FindIdForm() {
  const navigate = useNavigate();
  const send = useSendVerification();
  const { register, handleSubmit, watch, formState } = useForm<Values>({
    mode: 'onTouched',
    resolver,
    defaultValues: { email: '' },
  });
  const isValid = findIdEmailProblem(watch('email')) === null;

  const submit = handleSubmit(async ({ email }) => {
    const address = EmailSchema.parse(email);
    try {
      const sent = await send.mutateAsync({ email: address, type: 'FIND_ID' });
      navigate('/verification', {
        state: { email: address, type: 'FIND_ID', sent } satisfies VerificationState,
      });
    } catch {
      await showAlert(AUTH_MESSAGES.emailRequestFailed);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <EmailField
        {...register('email')}
        description="가입할 때 쓴 이메일 주소를 입력해 주세요."
        errorMessage={formState.errors.email?.message}
      />
      <Button type="submit" size="lg" isFullWidth isDisabled={!isValid} isPending={send.isPending}>
        인증번호 받기
      </Button>
    </form>
  );
}
