import { useLocation, useNavigate } from 'react-router';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useScrapCheck } from '../api/use-scrap-check.ts';
import { useScrapToggle } from '../hooks/use-scrap-toggle.ts';
import { pressScrap, type ScrapPlace } from '../scrap-press.ts';
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

/** The scrap control on the list pages, job detail and their modals (TanStack Query). */
export function ScrapToggle({ target, place, pageIds }: ScrapToggleProps) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const isOnPage = pageIds.includes(target.id);
  const check = useScrapCheck(target.category, isOnPage ? pageIds : [target.id]);
  const toggle = useScrapToggle();
  const isSaved = isLoggedIn && check.data?.[target.id] === true;
  return (
    <ScrapToggleView
      category={target.category}
      place={place}
      isLoggedIn={isLoggedIn}
      isSaved={isSaved}
      isPending={toggle.isPending}
      onPress={() =>
        void pressScrap({
          target,
          place,
          isLoggedIn,
          isSaved,
          toggle: (save) => toggle.mutateAsync({ target, save }).catch(() => null),
          navigate,
          location,
        })
      }
    />
  );
}
