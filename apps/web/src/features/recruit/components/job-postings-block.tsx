import type { DataSource, Posting } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { ChevronRight, MapPin } from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { useRecruitNear } from '../api/get-recruit-near.ts';
import { useMemberPlace } from '../member-place.ts';
import { nearListLocation, nearSummary } from '../near-label.ts';
import { recruitListHref } from '../recruit-params.ts';
import type { RenderScrap } from './posting-card.tsx';
import { RecruitSourceNote } from './recruit-source-note.tsx';

/** The page's scrap slot for the cards and the modal (the scraps issue), loaded with the cards. */
export type LoadScrap = () => Promise<RenderScrap>;

export type JobPostingsBlockProps = {
  jobName: string;
  loadScrap?: LoadScrap;
};

/** How far below the screen the section may still be when its cards start loading (as home's latest postings). */
export const JOB_POSTINGS_MARGIN = '200px 0px';

type BodyProps = { jobName: string; postings: readonly Posting[]; source: DataSource | undefined };

/** One lazily loaded body per scrap slot (a page passes one function, so one), and whether it is in. */
const bodies = new Map<LoadScrap | undefined, LazyExoticComponent<ComponentType<BodyProps>>>();
const loadedBodies = new Set<LoadScrap | undefined>();

function lazyBody(loadScrap: LoadScrap | undefined) {
  let body = bodies.get(loadScrap);
  if (body === undefined) {
    body = lazy(async () => {
      const [{ JobPostingsBody }, renderScrap] = await Promise.all([
        import('./job-postings-body.tsx'),
        loadScrap?.(),
      ]);
      loadedBodies.add(loadScrap);
      function JobPostingsBodyWithScrap(props: BodyProps) {
        return <JobPostingsBody {...props} renderScrap={renderScrap} />;
      }
      return { default: JobPostingsBodyWithScrap };
    });
    bodies.set(loadScrap, body);
  }
  return body;
}

function GridLoading() {
  return (
    <div className="flex justify-center py-10">
      <Spinner isLabelVisible label="채용 공고를 불러오는 중이에요" />
    </div>
  );
}

/**
 * The job detail's postings (spec: Job detail): "{jobName} 채용 공고", 3 postings near the member's residence —
 * district, then city, then nationwide, closing today only when nothing else is left (GET /v1/recruit/near, ADR 021)
 * — with a line saying which ("강남구 근처 공고", "전국 공고", "강남구 근처 2건 · 전국 1건"); visitors get nationwide
 * ones. Each opens the posting modal; 더보기 goes to /jobsearch with the job and, when all shown are near, the place.
 *
 * The section is below the job's facts (1,300 px down on a laptop, 1,800 px on a phone): the postings are read at
 * once, but the cards — posting grid, hearts, the modal's trigger — load when the section comes within 200 px of the
 * screen or the focus enters it (ADR 012, "Session 4's features"), at once for an address with `?posting=` (a
 * posting's dialog to reopen after logging in) and on later visits; so does "none" (job-postings-body.tsx). Until
 * then their place is kept empty.
 */
export function JobPostingsBlock({ jobName, loadScrap }: JobPostingsBlockProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const [searchParams] = useSearchParams();
  const isLinked = searchParams.has('posting');
  const [isNear, setNear] = useNearViewport(sectionRef, {
    margin: JOB_POSTINGS_MARGIN,
    loaded: isLinked || loadedBodies.has(loadScrap),
  });
  // Latched: the grid takes `posting` out of the address once the dialog is open, and the cards must stay.
  if (isLinked && !isNear) setNear();
  const Body = lazyBody(loadScrap);
  const place = useMemberPlace();
  const list = useRecruitNear({
    jobName,
    place: place ?? undefined,
    size: LIMITS.jobDetailPostings,
    sortBy: '마감 임박순',
  });
  const postings = list.data?.job ?? [];
  const answerPlace = list.data ? list.data.place : null;
  const summary = nearSummary(postings, answerPlace);
  const moreHref = recruitListHref({ job: jobName, location: nearListLocation(postings, answerPlace) });

  return (
    <section
      ref={sectionRef}
      aria-labelledby="job-postings-title"
      className="@container flex flex-col gap-4"
      onFocus={isNear ? undefined : setNear}
    >
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="flex flex-col gap-1">
          <h2 id="job-postings-title" className="text-2xl font-bold">
            {jobName} 채용 공고
          </h2>
          {summary ? (
            <p className="flex items-center gap-1.5 text-lg font-semibold text-primary-strong">
              <MapPin aria-hidden="true" className="size-5 shrink-0" />
              {summary}
            </p>
          ) : null}
          <RecruitSourceNote list={list.data} />
        </div>
        <Link
          to={moreHref}
          className="inline-flex min-h-11 items-center gap-1 text-lg font-semibold text-primary-strong underline underline-offset-4"
        >
          더보기<span className="sr-only"> – {jobName} 채용 공고 전체</span>
          <ChevronRight aria-hidden="true" className="size-5" />
        </Link>
      </div>

      {list.isError ? (
        <QueryErrorState query={list} message="채용 공고를 불러오지 못했어요." />
      ) : list.isPending ? (
        <GridLoading />
      ) : isNear ? (
        <Suspense fallback={<GridLoading />}>
          <Body jobName={jobName} postings={postings} source={list.data?.source} />
        </Suspense>
      ) : (
        // The loading state's place, empty: nothing is loading yet, so no spinner says so.
        <div className="py-10">
          <div className="h-8" />
        </div>
      )}
    </section>
  );
}
