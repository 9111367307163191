import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sayPressLoadFailed } from '../../../lib/press-load-failure.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useScrapCheckLight } from '../api/get-scrap-check.ts';
import type { ScrapTarget } from '../scrap-target.ts';
import { ScrapToggleView } from './scrap-toggle-view.tsx';

/**
 * Home's scrap control: the same view on home's light check (no TanStack Query, no zod on the first page, ADR 012);
 * what a press does (home-scrap-press.ts) loads with the first press. Every heart of home's postings asks the one
 * light check with the section's ids.
 */
export function HomeScrapToggle({
  target,
  place,
  pageIds,
}: {
  target: ScrapTarget;
  place: 'card' | 'modal';
  pageIds: readonly string[];
}) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const check = useScrapCheckLight(target.category, pageIds.includes(target.id) ? pageIds : [target.id]);
  const [isPending, setIsPending] = useState(false);
  const isSaved = isLoggedIn && check.data?.[target.id] === true;

  const press = async () => {
    // A visitor's press only explains: no 처리 중 behind the explanation.
    if (isLoggedIn) setIsPending(true);
    try {
      let press: typeof import('../home-scrap-press.ts');
      try {
        press = await import('../home-scrap-press.ts');
      } catch {
        // Its code could not be fetched: nothing was sent. (A failed save is put back and said by the press itself.)
        sayPressLoadFailed();
        return;
      }
      await press.pressHomeScrap({ target, place, isLoggedIn, isSaved, navigate, location });
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
