import { readString, SESSION_STORAGE_KEYS, useSessionStore } from '../stores/session-store.ts';
import { useTextSizeStore } from '../stores/text-size-store.ts';
import { FIRST_VIEW_COOKIE, type FirstView, serializeFirstView } from './first-view.ts';

/** The first view as this browser holds it: the stores and home's plan hint. */
export function readBrowserFirstView(): FirstView {
  const { textSize } = useTextSizeStore.getState();
  const session = useSessionStore.getState();
  if (!session.isLoggedIn || session.memberId === null) return { textSize, member: null };
  const hint = readString(SESSION_STORAGE_KEYS.homePlanHint);
  const memberId = session.memberId;
  return {
    textSize,
    member: {
      memberId,
      nickname: session.user?.nickname ?? session.nickname,
      userImage: session.user?.userImage ?? null,
      regionName: session.user?.regionName ?? null,
      hasPlan: hint === `${memberId}:1` ? true : hint === `${memberId}:0` ? false : null,
    },
  };
}

/** A year, as long as the choices it mirrors are kept. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function writeFirstViewCookie(): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one small first-party cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = `${FIRST_VIEW_COOKIE}=${serializeFirstView(readBrowserFirstView())}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** Keeps the cookie in step with the session and the text size (main.tsx, once). */
export function keepFirstViewCookie(): void {
  writeFirstViewCookie();
  useSessionStore.subscribe(writeFirstViewCookie);
  useTextSizeStore.subscribe(writeFirstViewCookie);
}
