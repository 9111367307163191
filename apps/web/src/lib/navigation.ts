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

/**
 * The state the login screen puts on the page it returns to, so that page can tell "just came back from logging in"
 * from any other visit (e.g. a save the visitor asked for before logging in runs only then).
 */
export type AfterLoginState = { afterLogin: true };

export function afterLoginState(): AfterLoginState {
  return { afterLogin: true };
}

export function isAfterLogin(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { afterLogin?: unknown }).afterLogin === true
  );
}

/**
 * Navigation state of a change that must not move the page (a filter or page of a list: the reader stays where they
 * are). react-router's `preventScrollReset` only works with its data router, so lists pass this as `state` too.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;
