import { PASSWORD_RULES, PasswordSchema, passwordPolicyProblem } from '@dasibom/contract';
import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { firstIssue } from './form-resolver.ts';

export type PasswordIdentity = { loginId?: string | null; nickname?: string | null };

/**
 * The first problem of a new password: the contract's composition rule, then the checklist's own rules (so the
 * message never disagrees with a ✗ on screen), then the blocklist. Null when it can be used.
 */
export function newPasswordProblem(password: string, identity: PasswordIdentity = {}): string | null {
  const schemaProblem = firstIssue(PasswordSchema, password);
  if (schemaProblem) return schemaProblem;
  if (!PASSWORD_RULES.every((rule) => rule.test(password))) return AUTH_MESSAGES.passwordNeedsSpecial;
  return passwordPolicyProblem(password, identity);
}

/** Passwords are stored trimmed (PasswordSchema trims), so the confirmation is compared the same way. */
export function passwordsMatch(password: string, confirm: string): boolean {
  return confirm.trim() !== '' && confirm.trim() === password.trim();
}

export function confirmProblem(password: string, confirm: string): string | null {
  return passwordsMatch(password, confirm) ? null : AUTH_MESSAGES.passwordsDiffer;
}
