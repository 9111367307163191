import { passwordPolicyProblem } from '@dasibom/contract';
import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { type PasswordIdentity, passwordsMatch } from '../../lib/password.ts';
import { PasswordField } from '../ui/text-field.tsx';
import { InlineStatus } from './inline-status.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

type PairName = 'password' | 'passwordConfirm';

export type NewPasswordFieldsProps = {
  /** The surrounding react-hook-form (its `password` and `passwordConfirm`): the fields, their values and errors. */
  form: {
    register: (name: PairName) => UseFormRegisterReturn;
    watch: (name: PairName) => string;
    formState: { errors: Partial<Record<PairName, { message?: string }>> };
  };
  /** Whose password: the blocklist's verdict (passwordPolicyProblem) for it is shown inside the checklist. */
  identity: PasswordIdentity;
  /** 새 비밀번호 / 새 비밀번호 확인 (reset, change) rather than 비밀번호 / 비밀번호 확인 (sign-up). */
  isReplacement?: boolean;
};

/**
 * New password + confirmation with the live checklist (sign-up, reset, change). The confirmation says
 * "비밀번호가 일치합니다." (announced) as soon as it matches, and "일치하지 않습니다." once it is as long as the
 * password — not after the first letter.
 */
export function NewPasswordFields({ form, identity, isReplacement = false }: NewPasswordFieldsProps) {
  const id = useId();
  const password = form.watch('password');
  const confirm = form.watch('passwordConfirm');
  const { errors } = form.formState;
  const passwordLabel = isReplacement ? '새 비밀번호' : '비밀번호';
  const checklistId = `${id}-checklist`;
  const matchId = `${id}-match`;
  const isMatch = passwordsMatch(password, confirm);
  const showMismatch = confirm !== '' && !isMatch && confirm.length >= password.length;
  const confirmMessage = isMatch
    ? undefined
    : showMismatch
      ? AUTH_MESSAGES.passwordsDiffer
      : errors.passwordConfirm?.message;

  return (
    <>
      <div className="flex flex-col gap-3">
        <PasswordField
          {...form.register('password')}
          purpose="new"
          label={passwordLabel}
          errorMessage={errors.password?.message}
          aria-describedby={checklistId}
        />
        <PasswordChecklist
          id={checklistId}
          password={password}
          policyProblem={passwordPolicyProblem(password, identity)}
        />
      </div>
      <div className="flex flex-col gap-2">
        <PasswordField
          {...form.register('passwordConfirm')}
          purpose="new"
          label={`${passwordLabel} 확인`}
          errorMessage={confirmMessage}
          aria-describedby={matchId}
        />
        <InlineStatus id={matchId} tone="success">
          {isMatch ? AUTH_MESSAGES.passwordsMatch : null}
        </InlineStatus>
      </div>
    </>
  );
}
