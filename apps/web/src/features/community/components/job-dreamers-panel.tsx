import { UsersRound } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';

export const PANEL_TITLE = '이 직업을 준비하는 사람들';

/** How far below the screen the panel may still be when its list starts loading (as home's sections). */
export const PANEL_MARGIN = '200px 0px';

/** Once in, the list renders at once on every later visit. */
let isListLoaded = false;

const JobDreamersList = lazy(() =>
  import('./job-dreamers-list.tsx').then((module) => {
    isListLoaded = true;
    return { default: module.JobDreamersList };
  }),
);

/** While the cards (or their code) load. */
export function PanelLoading() {
  return (
    <div className="flex min-h-32 items-center justify-center">
      <Spinner label="준비하는 사람들을 불러오는 중이에요" />
    </div>
  );
}

/**
 * The job detail's side panel: up to 3 members' public plans for the job and 더 보기 → /others/{jobId}. Beside the
 * facts on wide screens, after them on phones (JobDetailView's `aside`): its height never moves what is above it.
 * The cards and their read load when the panel comes within 200 px of the screen or the focus enters it — at once
 * beside the facts, at the very end of the page on a phone (ADR 012, "Session 4's features"). Until then the loading
 * state's place is kept, empty.
 */
export function JobDreamersPanel({ jobId }: { jobId: number }) {
  const sectionRef = useRef<HTMLElement>(null);
  const [isNear, setNear] = useNearViewport(sectionRef, { margin: PANEL_MARGIN, loaded: isListLoaded });
  return (
    <section
      ref={sectionRef}
      aria-labelledby="job-dreamers-title"
      className="flex flex-col gap-4 rounded-card border border-line-soft bg-primary-soft p-5"
      onFocus={isNear ? undefined : setNear}
    >
      <h2 id="job-dreamers-title" className="flex items-center gap-2 text-xl font-bold">
        <UsersRound aria-hidden="true" className="size-6 shrink-0 text-primary" />
        {PANEL_TITLE}
      </h2>
      {isNear ? (
        <Suspense fallback={<PanelLoading />}>
          <JobDreamersList jobId={jobId} />
        </Suspense>
      ) : (
        // Nothing is loading yet, so no spinner says so.
        <div className="min-h-32" />
      )}
    </section>
  );
}
