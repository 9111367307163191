import { LOGIN_THROTTLE } from '../../platform/login-throttle.ts';

/**
 * SECURITY.md's numbers for accounts, in one place. Tests import these so a change here is a change in one spot;
 * the per-route request limits are configuration (`AUTH_RATE_LIMIT_MAX`, `CODE_RATE_LIMIT_MAX`).
 */
export const AUTH_POLICY = {
  /** A refresh-token family lives 14 days from the login, however often it rotates. */
  refreshFamilyMs: 14 * 24 * 60 * 60 * 1000,
  /**
   * How long the token a refresh just rotated may be presented again without counting as reuse (issue 25): several
   * tabs refreshing at once, or a client resending after a lost response, are races, not theft. 20 s covers a slow
   * mobile round trip and a retry; AWS Cognito caps its equivalent at 60 s, and every second of it is time in which
   * a leaked token works, so it stays short.
   */
  refreshReuseGraceMs: 20 * 1000,
  /** Password-guess throttling (login and password change share it): ADR 007. */
  login: LOGIN_THROTTLE,
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
