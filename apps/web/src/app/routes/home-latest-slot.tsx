import { lazy, Suspense, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  LatestPostingsFrame,
  LatestPostingsIdle,
  LatestPostingsLoading,
  useLatestPostingsRegion,
} from '../../features/recruit/components/latest-postings-frame.tsx';
import { useNearViewport } from '../../lib/use-near-viewport.ts';

/** Once in, the list renders at once on every later visit (back to home, the scroll position restored). */
let isLoaded = false;

const HomeLatestPostings = lazy(() =>
  import('./home-latest-postings.tsx').then((module) => {
    isLoaded = true;
    return { default: module.HomeLatestPostings };
  }),
);

/** How far below the screen the section may still be when its list starts loading. */
export const LATEST_POSTINGS_MARGIN = '200px 0px';

/**
 * Home's latest postings are far below the first screen (two screens down on a phone): their list — the cards, the
 * hearts, the posting dialog's trigger — and its read load when the section comes within 200 px of the viewport,
 * not with the first page (ADR 012). Until then the section is there with its heading, 더 보러가기 and the loading
 * state's place (a spinner once the list is on its way). An address with `?posting=` (a posting's dialog to reopen) loads it at once.
 */
export function HomeLatestSlot() {
  const region = useLatestPostingsRegion();
  const [searchParams] = useSearchParams();
  const isLinked = searchParams.has('posting');
  const sectionRef = useRef<HTMLElement>(null);
  const [isNear, setNear] = useNearViewport(sectionRef, {
    margin: LATEST_POSTINGS_MARGIN,
    loaded: isLoaded || isLinked,
  });
  // Latched: the grid takes `posting` out of the address once the dialog is open, and the list must stay.
  if (isLinked && !isNear) setNear();
  const shouldLoad = isNear || isLinked;

  if (!shouldLoad) {
    return (
      <LatestPostingsFrame region={region} ref={sectionRef}>
        <LatestPostingsIdle />
      </LatestPostingsFrame>
    );
  }
  return (
    <Suspense
      fallback={
        <LatestPostingsFrame region={region}>
          <LatestPostingsLoading />
        </LatestPostingsFrame>
      }
    >
      <HomeLatestPostings />
    </Suspense>
  );
}
