/**
 * Navigation state for "log in first, then come back": a member-only action sends a visitor to /login with
 * `state: returnToState('/onboard')`; the login screen reads it with `readReturnTo` and goes there after success
 * (falling back to / as the spec says).
 */
export type ReturnToState = { returnTo: string };

export function returnToState(path: string): ReturnToState {
  return { returnTo: path };
}

/** Only same-site paths are honoured ("/…" but not "//…"), so the state can never send anyone off-site. */
export function readReturnTo(state: unknown, fallback = '/'): string {
  if (typeof state !== 'object' || state === null) return fallback;
  const value = (state as { returnTo?: unknown }).returnTo;
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
}
