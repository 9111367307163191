import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { passwordsMatch } from '../../lib/password.ts';
import { TextField } from '../ui/text-field.tsx';
import { InlineStatus } from './inline-status.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

export type NewPasswordFieldsProps = {
  passwordLabel?: string;
  confirmLabel?: string;
  /** `register('password')` and `register('passwordConfirm')` of the surrounding form. */
  passwordField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  /** Current values (`watch`), for the live checklist and the match hint. */
  password: string;
  confirm: string;
  passwordError?: string;
  confirmError?: string;
  /** The blocklist verdict for the current password, shown inside the checklist. */
  policyProblem?: string | null;
};

/**
 * New password + confirmation with the live checklist (sign-up, reset, change). The confirmation says
 * "비밀번호가 일치합니다." (announced) as soon as it matches, and "일치하지 않습니다." once it is as long as the
 * password — not after the first letter.
 */
export function NewPasswordFields({
  passwordLabel = '비밀번호',
  confirmLabel = '비밀번호 확인',
  passwordField,
  confirmField,
  password,
  confirm,
  passwordError,
  confirmError,
  policyProblem,
}: NewPasswordFieldsProps) {
  const id = useId();
  const checklistId = `${id}-checklist`;
  const matchId = `${id}-match`;
  const isMatch = passwordsMatch(password, confirm);
  const showMismatch = confirm !== '' && !isMatch && confirm.length >= password.length;
  const confirmMessage = isMatch ? undefined : showMismatch ? AUTH_MESSAGES.passwordsDiffer : confirmError;

  return (
    <>
      <div className="flex flex-col gap-3">
        <TextField
          {...passwordField}
          label={passwordLabel}
          type="password"
          autoComplete="new-password"
          maxLength={64}
          isRequired
          errorMessage={passwordError}
          aria-describedby={checklistId}
        />
        <PasswordChecklist id={checklistId} password={password} policyProblem={policyProblem} />
      </div>
      <div className="flex flex-col gap-2">
        <TextField
          {...confirmField}
          label={confirmLabel}
          type="password"
          autoComplete="new-password"
          maxLength={64}
          isRequired
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
