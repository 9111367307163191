import type { SentCode } from './api/send-verification.ts';

/*
 * The recovery screens hand the e-mail and login ID to each other in navigation state — never in the URL, where
 * they would end up in history, logs and shared links. State survives a reload of the same tab.
 */

export type RecoveryType = 'FIND_ID' | 'FIND_PASSWORD';
export type VerificationState = { email: string; type: RecoveryType; loginId?: string; sent?: SentCode };
export type ResetPasswordState = { email: string; loginId: string };

function record(state: unknown): Record<string, unknown> | null {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : null;
}

function readSent(value: unknown): SentCode | undefined {
  const sent = record(value);
  if (!sent || typeof sent.sentAt !== 'number') return undefined;
  return {
    sentAt: sent.sentAt,
    expiresInSeconds: typeof sent.expiresInSeconds === 'number' ? sent.expiresInSeconds : 180,
    resendAfterSeconds: typeof sent.resendAfterSeconds === 'number' ? sent.resendAfterSeconds : 30,
  };
}

export function readVerificationState(state: unknown): VerificationState | null {
  const s = record(state);
  if (!s || typeof s.email !== 'string' || s.email === '') return null;
  const type: RecoveryType = s.type === 'FIND_PASSWORD' ? 'FIND_PASSWORD' : 'FIND_ID';
  const loginId = typeof s.loginId === 'string' && s.loginId !== '' ? s.loginId : undefined;
  if (type === 'FIND_PASSWORD' && !loginId) return null;
  const sent = readSent(s.sent);
  return { email: s.email, type, ...(loginId ? { loginId } : {}), ...(sent ? { sent } : {}) };
}

export function readResetPasswordState(state: unknown): ResetPasswordState | null {
  const s = record(state);
  if (
    !s ||
    typeof s.email !== 'string' ||
    typeof s.loginId !== 'string' ||
    s.email === '' ||
    s.loginId === ''
  ) {
    return null;
  }
  return { email: s.email, loginId: s.loginId };
}

/** A login ID handed over for convenience (prefill), e.g. from /resultId or after sign-up. */
export function readLoginId(state: unknown): string {
  const s = record(state);
  return s && typeof s.loginId === 'string' ? s.loginId : '';
}
