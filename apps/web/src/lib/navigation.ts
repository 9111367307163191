/**
 * Navigation state for "log in first, then come back": a member-only action sends a visitor to /login with
 * `state: returnToState('/onboard')`; the login screen reads it with `readReturnTo` and goes there after success
 * (falling back to / as the spec says).
 */
export type ReturnToState = { returnTo: string };

export function returnToState(path: string): ReturnToState {
  return { returnTo: path };
}

const PROBE_ORIGIN = 'http://in-app.invalid';

/**
 * True for a path of this app ("/mytodo/list?x=1"): it starts with one "/" and, resolved the way the browser resolves
 * it, stays on this origin. "//evil.example", "/\evil.example" and "/<tab>/evil.example" all start with "/" but
 * browsers read them as another host; full URLs and "javascript:" never start with "/".
 */
export function isInAppPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** Only paths of this app are honoured (`isInAppPath`), so the state can never send anyone off-site. */
export function readReturnTo(state: unknown, fallback = '/'): string {
  if (typeof state !== 'object' || state === null) return fallback;
  const value = (state as { returnTo?: unknown }).returnTo;
  return typeof value === 'string' && isInAppPath(value) ? value : fallback;
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

/**
 * Navigation state carrying a short message for the next page (spec: Home shows it as a 1.5 s toast), e.g.
 * `navigate('/', { state: toastState('…') })`.
 */
export type ToastState = { toast: string };

export function toastState(message: string): ToastState {
  return { toast: message };
}

/** The message of `toastState`, or null (anything else, or an empty message). */
export function readToastState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as { toast?: unknown }).toast;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
