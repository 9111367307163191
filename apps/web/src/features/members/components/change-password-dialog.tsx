import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { InlineStatus } from '../../../components/forms/inline-status.tsx';
import { NewPasswordFields } from '../../../components/forms/new-password-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { withRetryAfter } from '../../../lib/duration.ts';
import { FORM_VALIDATION, rulesResolver } from '../../../lib/form-resolver.ts';
import { confirmProblem, newPasswordProblem, type PasswordIdentity } from '../../../lib/password.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useChangePassword } from '../api/change-password.ts';

type Values = { currentPassword: string; password: string; passwordConfirm: string };

function ChangePasswordForm({ identity, onDone }: { identity: PasswordIdentity; onDone: () => void }) {
  const id = useId();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState, setError } = useForm<Values>({
    ...FORM_VALIDATION,
    resolver: rulesResolver<Values>({
      currentPassword: (value) => (value.trim() === '' ? AUTH_MESSAGES.passwordRequired : null),
      password: (value) => newPasswordProblem(value, identity),
      passwordConfirm: (value, values) => confirmProblem(values.password, value),
    }),
    defaultValues: { currentPassword: '', password: '', passwordConfirm: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, password: next, passwordConfirm }) => {
    setFailure(null);
    try {
      await change.mutateAsync({
        currentPassword: currentPassword.trim(),
        newPassword: next.trim(),
        newPasswordCheck: passwordConfirm.trim(),
      });
      toast(AUTH_MESSAGES.passwordChanged, { tone: 'success' });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'PASSWORD_MISMATCH') {
        setError('currentPassword', { message: error.message }, { shouldFocus: true });
        return;
      }
      // Too many wrong current passwords: said at that field, with how long to wait (the server checks nothing
      // until then, so trying again sooner only repeats this).
      if (isApiError(error) && error.code === 'PASSWORD_THROTTLED') {
        setError(
          'currentPassword',
          { message: withRetryAfter(error.message, error.retryAfterSeconds) },
          { shouldFocus: true },
        );
        return;
      }
      if (isApiError(error) && error.code === 'RATE_LIMITED') {
        setFailure(withRetryAfter(error.message, error.retryAfterSeconds));
        return;
      }
      const fields = isApiError(error) ? error.fields : undefined;
      if (fields?.newPassword) {
        setError('password', { message: fields.newPassword }, { shouldFocus: true });
        return;
      }
      setFailure(AUTH_MESSAGES.passwordChangeFailed);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={identity.loginId ?? ''}
        readOnly
        hidden
      />
      <PasswordField
        {...register('currentPassword')}
        purpose="current"
        label="현재 비밀번호"
        errorMessage={formState.errors.currentPassword?.message}
      />
      <NewPasswordFields form={{ register, watch, formState }} identity={identity} isReplacement />
      <InlineStatus id={`${id}-failure`} tone="error">
        {failure}
      </InlineStatus>
      <div className="flex flex-wrap justify-end gap-3 border-t border-line-soft pt-4">
        <Button variant="secondary" onPress={onDone}>
          취소
        </Button>
        <Button type="submit" isPending={change.isPending}>
          변경하기
        </Button>
      </div>
    </form>
  );
}

/** 비밀번호 변경: a modal asking for the current password, then the new one with the live checklist. */
export function ChangePasswordDialog({ identity }: { identity: PasswordIdentity }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => setIsOpen(true)}
        icon={<KeyRound aria-hidden="true" className="size-5" />}
      >
        비밀번호 변경
      </Button>
      <Modal title="비밀번호 변경" isOpen={isOpen} onOpenChange={setIsOpen} isDismissable={false}>
        {(close) => <ChangePasswordForm identity={identity} onDone={close} />}
      </Modal>
    </>
  );
}
