import { TOAST_DURATION } from '@dasibom/contract/plain';
import type { Location, NavigateFunction } from 'react-router';
import { returnToState } from '../../lib/navigation.ts';
import { showConfirm } from '../../stores/alert-store.ts';
import { toast } from '../../stores/toast-store.ts';
import { SCRAP_LOGIN_TEXT, SCRAP_LOGIN_TITLE, SCRAP_PAGE_PATHS, SCRAP_SAVED_TEXT } from './scrap-messages.ts';
import type { ScrapTarget } from './scrap-target.ts';

/** A card's heart, or the 담기 toggle in a detail modal. */
export type ScrapPlace = 'card' | 'modal';

/** The address parameter that opens an item's detail modal (/jobsearch `posting`, /learning `course`). */
export function detailParamOf(target: ScrapTarget): string {
  return target.category === 'RECRUIT' ? 'posting' : 'course';
}

export type ScrapPressOptions = {
  target: ScrapTarget;
  place: ScrapPlace;
  isLoggedIn: boolean;
  /** What the control shows now. */
  isSaved: boolean;
  /** Saves (`true`) or removes; answers the state it ended in, or null when it failed (and has said so). */
  toggle: (save: boolean) => Promise<boolean | null>;
  navigate: NavigateFunction;
  location: Pick<Location, 'pathname' | 'search'>;
};

/**
 * A press on a scrap control. A visitor is told why (spec: 'please log in to use this') and offered 로그인, which
 * comes back to this address — with the item's detail open again when they pressed 담기 in it (PRODUCT.md: after
 * login they return to where they were). Nothing is saved behind their back: back here, the control shows the
 * real state. A member's press saves or removes; 담기 in a modal confirms with the spec's 2.5 s toast.
 */
export async function pressScrap({
  target,
  place,
  isLoggedIn,
  isSaved,
  toggle,
  navigate,
  location,
}: ScrapPressOptions): Promise<void> {
  if (!isLoggedIn) {
    const isLogin = await showConfirm(SCRAP_LOGIN_TEXT, {
      title: SCRAP_LOGIN_TITLE,
      confirmLabel: '로그인',
      cancelLabel: '닫기',
    });
    if (!isLogin) return;
    const search = new URLSearchParams(location.search);
    if (place === 'modal') search.set(detailParamOf(target), target.id);
    const query = search.toString();
    void navigate('/login', {
      state: returnToState(`${location.pathname}${query === '' ? '' : `?${query}`}`),
    });
    return;
  }
  const result = await toggle(!isSaved);
  if (result === true && !isSaved && place === 'modal') {
    toast(SCRAP_SAVED_TEXT, {
      tone: 'success',
      durationMs: TOAST_DURATION.common,
      action: { label: '스크랩 보기', onAction: () => void navigate(SCRAP_PAGE_PATHS[target.category]) },
    });
  }
}
