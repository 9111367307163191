import { readString, SESSION_STORAGE_KEYS, write } from '../stores/session-store.ts';
import { writeFirstViewCookie } from './first-view-browser.ts';

/** On the server, the hint from the first-view cookie for the one render in progress (entry-server.tsx). */
let serverHint: string | null = null;

export function setServerPlanHint(memberId: number | null, hasPlan: boolean | null): void {
  serverHint = memberId === null || hasPlan === null ? null : `${memberId}:${hasPlan ? 1 : 0}`;
}

/**
 * Whether home last found a to-do plan for this member, kept beside the session (and removed with it at logout).
 * While a member's plan loads, home draws the banner it expects from this hint, so a returning member's page does
 * not jump when the answer arrives (a member without a plan gets the questionnaire banner at once instead of the
 * plan banner's placeholder). `null` when nothing is known for this member: home then expects a plan.
 */
export function readHomePlanHint(memberId: number): boolean | null {
  const raw = typeof window === 'undefined' ? serverHint : readString(SESSION_STORAGE_KEYS.homePlanHint);
  if (raw === `${memberId}:1`) return true;
  if (raw === `${memberId}:0`) return false;
  return null;
}

/** Storage blocked or full: nothing is kept, and home falls back to expecting a plan. */
export function writeHomePlanHint(memberId: number, hasPlan: boolean): void {
  write(SESSION_STORAGE_KEYS.homePlanHint, `${memberId}:${hasPlan ? 1 : 0}`);
  // The server draws the next first paint from it (ADR 040).
  writeFirstViewCookie();
}
