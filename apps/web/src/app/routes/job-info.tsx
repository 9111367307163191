import type { JobDetail } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { lazyWithAria } from '../../components/ui/lazy-with-aria.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { getJobCardsQueryOptions } from '../../features/community/api/get-job-cards.ts';
import { JobDreamersPanel } from '../../features/community/components/job-dreamers-panel.tsx';
import { getJobDetailQueryOptions, useJobDetail } from '../../features/jobs/api/get-job-detail.ts';
import { AddJobPanel } from '../../features/jobs/components/add-job-panel.tsx';
import { JobBackLink } from '../../features/jobs/components/job-back-link.tsx';
import { JobDetailView } from '../../features/jobs/components/job-detail-view.tsx';
import { JobNotFound } from '../../features/jobs/components/job-not-found.tsx';
import { getMyJobsQueryOptions } from '../../features/members/api/get-my-jobs.ts';
import { getRecruitNearRequestOptions } from '../../features/recruit/api/get-recruit-near.ts';
import { JobPostingsBlock } from '../../features/recruit/components/job-postings-block.tsx';
import { useAddJob } from '../../features/todos/api/add-job.ts';
import { getErrorMessage, isApiError } from '../../lib/api-error.ts';
import { showAlert } from '../../stores/alert-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { documentTitle } from '../layouts/root-layout.tsx';
import type { Prefetch } from '../prefetch.ts';

// The follow-up dialog (React Aria) loads when a job is added, not with the page (ADR 012).
const JobAddedModal = lazyWithAria(() =>
  import('../../features/jobs/components/job-added-modal.tsx').then((module) => module.JobAddedModal),
);

/** The hearts load with the postings' cards, when the section comes near the screen (job-postings-block.tsx). */
const loadPostingScrap = () => import('./scrap-slots.tsx').then((module) => module.renderPostingScrap);

/** The route's static title (router.tsx); the page swaps in the job's name once it is known. */
const JOB_INFO_TITLE = '직업 상세 정보';
export const JOB_DETAIL_ERROR_TEXT = '에러가 발생했어요.';
export const JOB_ALREADY_ADDED_TEXT = '이미 담은 직업입니다.';

/** "12" → 12; anything else ("abc", "-1", "0", "1.5", absurdly long) → null, and nothing is asked of the server. */
export function parseJobId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** "요양보호사 | 다시봄" while the job is shown. */
function useJobDocumentTitle(jobName: string | undefined) {
  useEffect(() => {
    if (!jobName) return;
    // After the root layout's own title effect, which runs after this one (parents' effects run last).
    queueMicrotask(() => {
      document.title = documentTitle(jobName);
    });
    // Synchronous: on leaving, the next page's title effect runs after this and must win.
    return () => {
      document.title = documentTitle(JOB_INFO_TITLE);
    };
  }, [jobName]);
}

/** 내 할일에 추가: the jobs feature's panel and modal, the to-dos feature's call, the members feature's job list. */
function AddJobAction({ job }: { job: JobDetail }) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const location = useLocation();
  const addJob = useAddJob();
  const myJobs = useQuery({ ...getMyJobsQueryOptions(), enabled: isLoggedIn });
  const [added, setAdded] = useState<{ todoCount: number } | null>(null);
  const [isModalOpen, setIsModalOpen] = useState(false);
  // Switched only once the follow-up dialog is closed: the list refreshes right after adding, and the dialog hands
  // the focus back to the button it came from.
  const isAlreadyAdded = !isModalOpen && (myJobs.data ?? []).some((mine) => mine.jobId === job.jobId);

  return (
    <>
      <AddJobPanel
        isLoggedIn={isLoggedIn}
        returnTo={`${location.pathname}${location.search}`}
        isPending={addJob.isPending}
        isAlreadyAdded={isAlreadyAdded}
        onAdd={() =>
          addJob.mutate(job.jobId, {
            onSuccess: ({ todoCount }) => {
              setAdded({ todoCount });
              setIsModalOpen(true);
            },
            onError: (error) => {
              void showAlert(
                isApiError(error) && error.code === 'JOB_ALREADY_ADDED'
                  ? JOB_ALREADY_ADDED_TEXT
                  : getErrorMessage(error),
              );
            },
          })
        }
      />
      {added && (
        <Suspense fallback={null}>
          <JobAddedModal
            isOpen={isModalOpen}
            onOpenChange={setIsModalOpen}
            jobName={job.jobName}
            todoCount={added.todoCount}
          />
        </Suspense>
      )}
    </>
  );
}

function isNotFound(error: unknown): boolean {
  // 400 too: an id the server refuses (out of range) is, for the reader, a job that does not exist.
  return (
    isApiError(error) && (error.code === 'JOB_NOT_FOUND' || error.status === 404 || error.status === 400)
  );
}

/**
 * The root layout focuses the page's h1 after a navigation, which here is the loading heading; when the loaded page
 * replaces it, the focus would fall back to <body>. Hand it on to the new h1 instead.
 */
function useKeepHeadingFocus(state: string) {
  const hadFocus = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: state only says when the heading may have been replaced
  useEffect(() => {
    if (!hadFocus.current) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    hadFocus.current = false;
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [state]);
  return () => {
    hadFocus.current = true;
  };
}

/**
 * /jobinfo/:jobId: the jobs feature's detail with the recruit feature's 3 postings under the facts and the community
 * feature's 이 직업을 준비하는 사람들 in the side panel (after everything on phones, so it cannot move the facts).
 */
export function JobInfoPage() {
  const { jobId: rawId } = useParams();
  const jobId = parseJobId(rawId);
  const detail = useJobDetail(jobId);
  useJobDocumentTitle(detail.data?.jobName);
  const onLoadingHeadingFocus = useKeepHeadingFocus(detail.status);

  let body: ReactNode;
  if (jobId === null || (detail.isError && isNotFound(detail.error))) {
    body = <JobNotFound />;
  } else if (detail.isPending) {
    // Holds the place of the job's header card (same box, illustration frame and padding), so the facts arrive
    // below it rather than pushing things around (layout shift, ADR 013).
    body = (
      <div className="@container">
        <div className="flex flex-col gap-6 rounded-card bg-primary-soft p-5 min-[30rem]:p-6 @min-[44rem]:flex-row @min-[44rem]:items-center">
          <div
            aria-hidden="true"
            className="aspect-[8/5] w-full max-w-md rounded-xl bg-primary-tint @min-[44rem]:w-64 @min-[44rem]:shrink-0"
          />
          <div className="flex min-h-40 flex-1 items-center justify-center">
            <h1 className="sr-only" onFocus={onLoadingHeadingFocus}>
              {JOB_INFO_TITLE}
            </h1>
            <Spinner isLabelVisible label="직업 정보를 불러오는 중이에요" />
          </div>
        </div>
      </div>
    );
  } else if (detail.isError) {
    body = (
      <>
        <h1 className="sr-only">{JOB_INFO_TITLE}</h1>
        <QueryErrorState query={detail} message={JOB_DETAIL_ERROR_TEXT} />
      </>
    );
  } else {
    const job = detail.data;
    body = (
      <JobDetailView
        job={job}
        actions={<AddJobAction job={job} />}
        aside={<JobDreamersPanel jobId={job.jobId} />}
      >
        <JobPostingsBlock jobName={job.jobName} loadScrap={loadPostingScrap} />
      </JobDetailView>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 min-[30rem]:px-6">
      <JobBackLink />
      {body}
    </div>
  );
}

export { JobInfoPage as Component };

/**
 * The job, and for a visitor the postings under it and the side panel's cards, as the page asks for them (a
 * member's postings are near their residence and their cards mark their own plan: read in the browser).
 */
export const prefetch: Prefetch = async ({ client, params, isMember }) => {
  const jobId = parseJobId(params.jobId);
  if (jobId === null) return;
  const job = await client.fetchQuery(getJobDetailQueryOptions(jobId)).catch(() => null);
  if (!job || isMember) return;
  await Promise.all([
    client.prefetchQuery(
      getRecruitNearRequestOptions({
        jobName: job.jobName,
        size: LIMITS.jobDetailPostings,
        sortBy: '마감 임박순',
      }),
    ),
    client.prefetchQuery(getJobCardsQueryOptions('visitor', job.jobId)),
  ]);
};
