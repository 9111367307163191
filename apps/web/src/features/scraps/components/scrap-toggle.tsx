import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { showAlert } from '../../../stores/alert-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useScrapCheck } from '../api/use-scrap-check.ts';
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
 * The scrap control on the list pages, job detail and their modals (TanStack Query). What a press does — the
 * visitor's explanation, the optimistic save or removal and its rollback, the toast (scrap-query-press.ts) — loads
 * with the first press, as on home (ADR 012): the pages that show hearts carry only the heart and its check.
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
      const { pressQueryScrap } = await import('../scrap-query-press.ts');
      await pressQueryScrap({ target, place, isLoggedIn, isSaved, navigate, location, queryClient });
    } catch (error) {
      // Only the press's own code failing to load gets here: a failed save has been put back and said.
      void showAlert(getErrorMessage(error));
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
