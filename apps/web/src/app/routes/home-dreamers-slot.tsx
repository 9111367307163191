import { lazy, Suspense, useRef } from 'react';
import type { DreamersKind } from '../../features/community/api/get-dreamer-cards.ts';
import {
  DreamersFrame,
  DreamersIdle,
  DreamersLoading,
} from '../../features/community/components/dreamers-frame.tsx';
import { useNearViewport } from '../../lib/use-near-viewport.ts';

/** Once in, the cards render at once on every later visit. */
let isLoaded = false;

const DreamersList = lazy(() =>
  import('../../features/community/components/dreamers-list.tsx').then((module) => {
    isLoaded = true;
    return { default: module.DreamersList };
  }),
);

/** How far below the screen the section may still be when its cards start loading. */
export const DREAMERS_MARGIN = '200px 0px';

/**
 * Home's dreamers (spec: Home). Below the first screen, so their cards and read load when the section comes within
 * 200 px of the viewport (ADR 012, as home-latest-slot.tsx does); the heading and 더 보러가기 are there from the
 * start. `kind` null: a member's to-dos are still loading, and which dreamers to show depends on them — the section
 * keeps its place without a heading that might change.
 */
export function HomeDreamersSlot({ kind }: { kind: DreamersKind | null }) {
  const sectionRef = useRef<HTMLElement>(null);
  const [isNear] = useNearViewport(sectionRef, {
    margin: DREAMERS_MARGIN,
    loaded: isLoaded,
    watch: kind !== null,
  });

  if (kind === null) return <div aria-hidden="true" className="mt-10 min-h-72" />;
  return (
    <DreamersFrame kind={kind} ref={sectionRef}>
      {isNear ? (
        <Suspense fallback={<DreamersLoading />}>
          <DreamersList kind={kind} />
        </Suspense>
      ) : (
        <DreamersIdle />
      )}
    </DreamersFrame>
  );
}
