/**
 * SECURITY.md's numbers for accounts, in one place. Tests import these so a change here is a change in one spot;
 * the per-route request limits are configuration (`AUTH_RATE_LIMIT_MAX`, `CODE_RATE_LIMIT_MAX`).
 */
export const AUTH_POLICY = {
  /** A refresh-token family lives 14 days from the login, however often it rotates. */
  refreshFamilyMs: 14 * 24 * 60 * 60 * 1000,
  login: {
    /** From this consecutive failure on, the account waits before the next try. */
    backoffFromFailure: 5,
    backoffBaseSeconds: 30,
    backoffMaxSeconds: 15 * 60,
    ipMaxFailures: 30,
    ipWindowMs: 10 * 60 * 1000,
  },
  codes: {
    ttlSeconds: 180,
    resendAfterSeconds: 30,
    maxWrongTries: 5,
    /** Wrong tries count per (address, type) across resends within this window (a resend never resets them). */
    failureWindowMs: 30 * 60 * 1000,
    sendsPerWindow: 5,
    sendsPerWindowPerIp: 20,
    sendWindowMs: 60 * 60 * 1000,
  },
  grants: {
    SIGN_UP: 30 * 60 * 1000,
    FIND_PASSWORD: 10 * 60 * 1000,
  },
} as const;

/** Seconds to wait after the `failures`-th consecutive failure: 0 before the 5th, then 30 s doubling up to 15 min. */
export function loginBackoffSeconds(failures: number): number {
  const { backoffFromFailure, backoffBaseSeconds, backoffMaxSeconds } = AUTH_POLICY.login;
  if (failures < backoffFromFailure) return 0;
  const doublings = Math.min(failures - backoffFromFailure, 10);
  return Math.min(backoffBaseSeconds * 2 ** doublings, backoffMaxSeconds);
}
