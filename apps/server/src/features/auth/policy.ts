import { LOGIN_THROTTLE } from '../../platform/login-throttle.ts';

/**
 * SECURITY.md's numbers for accounts, in one place. Tests import these so a change here is a change in one spot;
 * the per-route request limits are configuration (`AUTH_RATE_LIMIT_MAX`, `CODE_RATE_LIMIT_MAX`).
 */
export const AUTH_POLICY = {
  /** A refresh-token family lives 14 days from the login, however often it rotates. */
  refreshFamilyMs: 14 * 24 * 60 * 60 * 1000,
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
