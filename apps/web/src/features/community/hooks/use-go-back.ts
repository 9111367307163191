import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CARRIED_TOAST_KEY, type ToastOptions, toast } from '../../../stores/toast-store.ts';

/** The Navigation API's part we read; not in every browser (nor in TypeScript's DOM types everywhere yet). */
type NavigationHistory = { canGoBack?: unknown };

/**
 * Whether the tab has an earlier page of this site to go back to. After a full page load (an address pasted or
 * typed, a bookmark) react-router's first entry is keyed 'default' though the tab may well have one: the Navigation
 * API knows (its entries are this origin's only, so back never leaves the site). Without it, a same-origin referrer
 * says the reader came from one of our pages.
 */
export function hasEarlierPageHere(routerKey: string): boolean {
  if (routerKey !== 'default') return true;
  const navigation = (window as { navigation?: NavigationHistory }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

export type LeaveNotice = { message: string } & Pick<ToastOptions, 'tone' | 'durationMs'>;

/** For the earlier page when it is another document: this one's toasts go with it (toast-store shows it there). */
function carryToast(message: string) {
  try {
    sessionStorage.setItem(CARRIED_TOAST_KEY, message);
  } catch {
    // Storage refused (private mode, full): the earlier page shows no message.
  }
}

/**
 * "Go back" for a page that cannot be shown (spec: an invalid id navigates back): the previous page of this site
 * when the tab has one, else `fallback` (a link opened in a new tab has none; `history.back()` would leave the site).
 * `notice` is shown as a toast on the page the reader lands on, also when that page is another document (there as
 * an error toast of the common duration: the only kind a page leaves with).
 */
export function useGoBack(fallback: string): (notice?: LeaveNotice) => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(
    (notice?: LeaveNotice) => {
      const show = (): void => {
        if (notice) toast(notice.message, { tone: notice.tone, durationMs: notice.durationMs });
      };
      if (key !== 'default') {
        show();
        navigate(-1);
      } else if (hasEarlierPageHere(key)) {
        // This document's first entry: back loads the earlier page's document.
        if (notice) carryToast(notice.message);
        navigate(-1);
      } else {
        show();
        navigate(fallback, { replace: true });
      }
    },
    [key, navigate, fallback],
  );
}
