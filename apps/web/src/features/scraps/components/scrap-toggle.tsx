import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sayPressLoadFailed } from '../../../lib/press-load-failure.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useScrapCheck } from '../api/get-scrap-check.ts';
import type { ScrapPlace } from '../scrap-press.ts';
import type { ScrapTarget } from '../scrap-target.ts';
import { ScrapToggleView } from './scrap-toggle-view.tsx';

export type ScrapToggleProps = {
  target: ScrapTarget;
  place: ScrapPlace;
  /**
   * The ids of the page's cards: every heart asks the one batch check of its page with them (TanStack Query shares
   * the answer). An item that is not on the page (a shared link's detail) is checked on its own.
   */
  pageIds: readonly string[];
};

/**
 * The scrap control on home, the list pages, job detail and their modals. What a press does — the visitor's
 * explanation, the optimistic save or removal and its rollback, the toast (scrap-query-press.ts) — loads with the
 * first press (ADR 012): the pages that show hearts carry only the heart and its check.
 */
export function ScrapToggle({ target, place, pageIds }: ScrapToggleProps) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const isOnPage = pageIds.includes(target.id);
  const check = useScrapCheck(target.category, isOnPage ? pageIds : [target.id]);
  const [isPending, setIsPending] = useState(false);
  const isSaved = isLoggedIn && check.data?.[target.id] === true;

  const press = async () => {
    // A visitor's press only explains: no 처리 중 behind the explanation.
    if (isLoggedIn) setIsPending(true);
    try {
      let module: typeof import('../scrap-query-press.ts');
      try {
        module = await import('../scrap-query-press.ts');
      } catch {
        // Its code could not be fetched: nothing was sent. (A failed save is put back and said by the press itself.)
        sayPressLoadFailed();
        return;
      }
      await module.pressQueryScrap({ target, place, isLoggedIn, isSaved, navigate, location, queryClient });
    } finally {
      setIsPending(false);
    }
  };

  return (
    <ScrapToggleView
      category={target.category}
      place={place}
      isLoggedIn={isLoggedIn}
      isSaved={isSaved}
      isPending={isPending}
      onPress={() => void press()}
    />
  );
}
