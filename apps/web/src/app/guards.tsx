import { AUTH_MESSAGES, TOAST_DURATION } from '@dasibom/contract/plain';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../stores/session-store.ts';
import { toast, useToastStore } from '../stores/toast-store.ts';

/**
 * Home, replacing the address (back does not return). A visitor who arrived here gets the spec's toast; a member
 * whose session ended on the page (the logout button, which says so itself and is already on its way home; a logout
 * in another tab) leaves without it.
 */
function SendVisitorHome({ isQuiet }: { isQuiet: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    // One toast, however often this runs (StrictMode runs effects twice; a nested guard may run too).
    const isShowing = useToastStore.getState().toasts.some((t) => t.message === AUTH_MESSAGES.loginRequired);
    if (!isQuiet && !isShowing) toast(AUTH_MESSAGES.loginRequired, { durationMs: TOAST_DURATION.navigation });
    navigate('/', { replace: true });
  }, [navigate, isQuiet]);
  return null;
}

/**
 * Member-only routes (/mypage, /mytodo/*): a visitor is sent home before anything of the page loads or renders
 * (the page's code is not even requested). Subscribed to the session, so a logout here or in another tab closes
 * the page at once.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const wasMember = useRef(isLoggedIn);
  if (isLoggedIn) wasMember.current = true;
  return isLoggedIn ? children : <SendVisitorHome isQuiet={wasMember.current} />;
}
