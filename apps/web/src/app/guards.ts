import { AUTH_MESSAGES, TOAST_DURATION } from '@dasibom/contract/plain';
import { redirect } from 'react-router';
import { useSessionStore } from '../stores/session-store.ts';
import { toast, useToastStore } from '../stores/toast-store.ts';

/**
 * Loader of member-only routes (/mypage, /mytodo/*): a visitor is sent home with the spec's toast before anything
 * of the page renders (loaders run before the route's component mounts).
 */
export function requireMember(): Response | null {
  if (useSessionStore.getState().isLoggedIn) return null;
  // Parent and child loaders of one navigation run together: one toast, not two.
  const isShowing = useToastStore.getState().toasts.some((t) => t.message === AUTH_MESSAGES.loginRequired);
  if (!isShowing) toast(AUTH_MESSAGES.loginRequired, { durationMs: TOAST_DURATION.navigation });
  throw redirect('/');
}

/** Re-check on every navigation inside a guarded branch (a logout in another tab must not leave it open). */
export const alwaysRevalidate = () => true;
