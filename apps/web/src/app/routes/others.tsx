import type { OtherTodoPage } from '@dasibom/contract';
import { TOAST_DURATION } from '@dasibom/contract/plain';
import { ArrowLeft, UsersRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ResultsBody } from '../../components/list-page/results-body.tsx';
import { useListAddress } from '../../components/list-page/use-list-address.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import {
  getJobCardPageQueryOptions,
  useJobCardPage,
} from '../../features/community/api/get-job-card-page.ts';
import { parseRouteId } from '../../features/community/community-format.ts';
import { OtherTodoCard } from '../../features/community/components/other-todo-card.tsx';
import { useGoBack } from '../../features/community/hooks/use-go-back.ts';
import { useJobDetail } from '../../features/jobs/api/get-job-detail.ts';
import { isApiError } from '../../lib/api-error.ts';
import { parsePageParam } from '../../lib/list-search-params.ts';
import { useToastStore } from '../../stores/toast-store.ts';
import { documentTitle } from '../layouts/root-layout.tsx';
import type { Prefetch } from '../prefetch.ts';

export const OTHERS_TITLE = '같은 직업을 준비하는 사람들';
export const INVALID_JOB_TEXT = '존재하지 않는 직업이라 목록을 열 수 없어요.';
export const OTHERS_EMPTY_TEXT = '아직 이 직업의 공개 할일 목록이 없어요.';
export const OTHERS_ERROR_TEXT = '할일 목록을 불러오지 못했어요.';

type OthersParams = { page: number };

function pageSearch({ page }: OthersParams): URLSearchParams {
  return new URLSearchParams(page > 1 ? { page: String(page) } : {});
}

function parsePage(search: URLSearchParams): OthersParams {
  return { page: parsePageParam(search.get('page')) };
}

function isUnknownJob(error: unknown): boolean {
  return (
    isApiError(error) && (error.code === 'JOB_NOT_FOUND' || error.status === 404 || error.status === 400)
  );
}

/** An id that is not a job (malformed, or unknown to the server): go back (or to the job list) and say why there. */
function useLeaveUnknownJob(isUnknown: boolean) {
  const goBack = useGoBack('/jobfound');
  const hasLeft = useRef(false);
  useEffect(() => {
    if (!isUnknown || hasLeft.current) return;
    hasLeft.current = true;
    const isShowing = useToastStore.getState().toasts.some((t) => t.message === INVALID_JOB_TEXT);
    goBack(
      isShowing ? undefined : { message: INVALID_JOB_TEXT, tone: 'error', durationMs: TOAST_DURATION.common },
    );
  }, [isUnknown, goBack]);
}

/** "요양보호사 준비하는 사람들 | 다시봄" once the job's name is known. */
function useOthersDocumentTitle(jobName: string | undefined) {
  useEffect(() => {
    if (!jobName) return;
    queueMicrotask(() => {
      document.title = documentTitle(`${jobName} 준비하는 사람들`);
    });
    return () => {
      document.title = documentTitle(OTHERS_TITLE);
    };
  }, [jobName]);
}

/**
 * The job's "N명이 준비중" less the viewer's own plan, which is never listed here; sample members are counted and
 * said to be (issue 27).
 */
export function countText(data: OtherTodoPage, page: number): string {
  const people = `${data.isMineCounted ? '나를 빼고 ' : ''}공개한 사람 ${data.totalElements}명`;
  const total = data.demoElements > 0 ? `${people} (예시 ${data.demoElements}명 포함)` : people;
  return data.totalPages > 1 ? `${total} · ${page}/${data.totalPages}쪽` : total;
}

/**
 * /others/:jobId: other members' public plans for one job, 10 per page in 2 columns (1 on phones). The page lives in
 * the address, 1-based (zero-based on the wire); a page past the end shows the last one. The job's name comes from
 * the first card, or from the job detail when there is no card.
 */
export function OthersPage() {
  const { jobId: rawId } = useParams();
  const jobId = parseRouteId(rawId);
  const { params, pager } = useListAddress(parsePage, pageSearch);
  const { page } = params;
  const list = useJobCardPage(jobId, page - 1);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const data = list.isPlaceholderData ? undefined : list.data;
  const isEmpty = data !== undefined && data.totalElements === 0;
  // Only an empty answer needs the job's own name; the cards carry it otherwise.
  const job = useJobDetail(isEmpty ? jobId : null);
  const jobName = list.data?.content[0]?.jobName ?? job.data?.jobName;
  useOthersDocumentTitle(jobName);

  useLeaveUnknownJob(jobId === null || (list.isError && isUnknownJob(list.error)));
  const title = jobName ? `${jobName} 준비하는 사람들` : OTHERS_TITLE;
  // An unknown job shows nothing while the page goes back.
  const body =
    jobId === null || (list.isError && isUnknownJob(list.error)) ? null : (
      <ResultsBody
        query={list}
        itemsOf={(answer) => answer.content}
        totalPagesOf={(answer) => answer.totalPages}
        pager={pager(params)}
        errorMessage={OTHERS_ERROR_TEXT}
        loadingLabel="할일 목록을 불러오는 중이에요"
        empty={
          // Empty, or a page past the end that is being moved to the last page.
          list.data?.totalElements === 0 ? (
            <EmptyState
              icon={UsersRound}
              message={OTHERS_EMPTY_TEXT}
              description="할일 목록을 공개하면 이곳에서 다른 사람에게 보여요."
              action={{ label: '직업 정보로 돌아가기', href: `/jobinfo/${jobId}` }}
            />
          ) : (
            <div className="flex justify-center py-16">
              <Spinner isLabelVisible label="마지막 쪽으로 이동하는 중이에요" />
            </div>
          )
        }
        headingRef={headingRef}
        listLabelledBy="others-title"
        listClassName="grid grid-cols-1 gap-5 min-[48rem]:grid-cols-2 min-[64rem]:gap-6"
      >
        {(card) => <OtherTodoCard key={card.todoGroupId} card={card} headingLevel={2} />}
      </ResultsBody>
    );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 min-[30rem]:px-6">
      {jobId !== null && (
        <Link
          to={`/jobinfo/${jobId}`}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg pe-3 font-semibold text-primary no-underline hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-5 shrink-0" />
          {jobName ? `${jobName} 직업 정보로` : '직업 정보로'}
        </Link>
      )}
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line-soft pb-3">
        <h1
          id="others-title"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-3xl font-bold leading-snug outline-none"
        >
          {title}
        </h1>
        <p role="status" className="text-base font-semibold text-ink-muted">
          {data && data.totalElements > 0 ? countText(data, page) : ''}
        </p>
      </div>
      <p className="text-lg text-ink-muted">
        같은 직업을 준비하는 분들이 공개한 할일 목록이에요. 카드를 누르면 전체 목록을 볼 수 있어요.
      </p>
      {body}
    </div>
  );
}

export { OthersPage as Component };

/** A visitor's view only: a member's answer marks their own plan, which the server cannot ask for. */
export const prefetch: Prefetch = async ({ client, params, searchParams, isMember }) => {
  const jobId = parseRouteId(params.jobId);
  if (jobId === null || isMember) return;
  const page = parsePageParam(searchParams.get('page'));
  await client.prefetchQuery(getJobCardPageQueryOptions('visitor', jobId, page - 1));
};
