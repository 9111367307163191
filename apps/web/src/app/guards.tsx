import { LOGIN_REQUIRED_MESSAGE, TOAST_DURATION } from '@dasibom/contract/plain';
import { createContext, type ReactNode, type RefObject, useContext, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readReturnTo, returnToState } from '../lib/navigation.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { dismissToast, toast, useToastStore } from '../stores/toast-store.ts';

/** The note for a member who opened a screen that is only for logging in, signing up or recovering an account. */
export const ALREADY_LOGGED_IN_MESSAGE = '이미 로그인되어 있어요.';

function isShowing(message: string): boolean {
  return useToastStore.getState().toasts.some((t) => t.message === message);
}

function dismissToastsSaying(message: string) {
  for (const item of useToastStore.getState().toasts) if (item.message === message) dismissToast(item.id);
}

// A visitor who logs in some other way (the top bar's 로그인, another tab) no longer needs the toast's 로그인.
useSessionStore.subscribe((state, previous) => {
  if (state.isLoggedIn && !previous.isLoggedIn) dismissToastsSaying(LOGIN_REQUIRED_MESSAGE);
});

/**
 * Home, replacing the address (back does not return). A visitor who arrived here gets the spec's toast with a
 * 로그인 button that comes back to the page they asked for (PRODUCT.md: after login they return to where they were).
 * The toast stays until it is closed or pressed: a button that vanishes after the spec's 1.5 s cannot be reached in
 * time, least of all by keyboard (the toasts come after the whole page). A member whose session ended on the page
 * (the logout button, which says so itself and is already on its way home; a logout in another tab) leaves quietly.
 */
function SendVisitorHome({ isQuiet }: { isQuiet: boolean }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const asked = `${pathname}${search}`;
  useEffect(() => {
    if (!isQuiet) {
      // One toast, however often this runs (StrictMode runs effects twice): the latest page asked for wins.
      dismissToastsSaying(LOGIN_REQUIRED_MESSAGE);
      toast(LOGIN_REQUIRED_MESSAGE, {
        durationMs: Number.POSITIVE_INFINITY,
        action: { label: '로그인', onAction: () => void navigate('/login', { state: returnToState(asked) }) },
      });
    }
    navigate('/', { replace: true });
  }, [navigate, isQuiet, asked]);
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

/*
 * The page being read before a visitor-only screen: the last address shown in the shown layout (the account screens
 * all use the hidden one). Held per app (AppRoutes provides it), not per module, so tests start clean.
 */
const ReadPageContext = createContext<RefObject<string | null>>({ current: null });

export function ReadPageMemory({ children }: { children: ReactNode }) {
  const readPage = useRef<string | null>(null);
  return <ReadPageContext value={readPage}>{children}</ReadPageContext>;
}

/** Called by the shown layout: remembers the address on screen. */
export function useRememberReadPage() {
  const readPage = useContext(ReadPageContext);
  const { pathname, search } = useLocation();
  useEffect(() => {
    readPage.current = `${pathname}${search}`;
  }, [readPage, pathname, search]);
}

/**
 * Back where the member came from, replacing the address: the page that sent them to log in (`returnTo` in the
 * navigation state), else the page they were reading in this tab, else home (a typed or bookmarked address).
 */
function SendMemberBack() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const readPage = useContext(ReadPageContext);
  useEffect(() => {
    if (!isShowing(ALREADY_LOGGED_IN_MESSAGE)) {
      toast(ALREADY_LOGGED_IN_MESSAGE, { durationMs: TOAST_DURATION.common });
    }
    navigate(readReturnTo(state, readPage.current ?? '/'), { replace: true });
  }, [navigate, state, readPage]);
  return null;
}

/**
 * Login, sign-up and account recovery: a member who opens one is sent back (above) with a short note, before the
 * screen's code loads or anything of it renders. Decided once per address, on arrival: a visitor who logs in on
 * /login stays until the login screen itself moves on to the page that asked for it (the guard must not race it
 * home), and the sign-up steps (/signup?step=n, one address) keep their decision.
 */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const arrival = useRef<{ pathname: string; isMember: boolean } | null>(null);
  if (arrival.current?.pathname !== pathname) {
    arrival.current = { pathname, isMember: useSessionStore.getState().isLoggedIn };
  }
  return arrival.current.isMember ? <SendMemberBack /> : children;
}
