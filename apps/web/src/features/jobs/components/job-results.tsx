import type { JobListItem, Page } from '@dasibom/contract';
import { useRef } from 'react';
import { ResultsBody, type ResultsQuery } from '../../../components/ui/results-body.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { JobCard } from './job-card.tsx';

export const JOB_LIST_EMPTY_TEXT = '해당 조건에 맞는 직업이 없어요.';
export const JOB_LIST_ERROR_TEXT = '에러가 발생했어요.';

export type JobResultsProps = {
  jobs: ResultsQuery<Page<JobListItem>>;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  onResetFilters: () => void;
  /** The list's current address, handed to the detail page for its back link. */
  listHref: string;
};

function countText(data: Page<JobListItem>, page: number): string {
  const total = `${data.totalElements}개 직업`;
  return data.totalPages > 1 ? `${total} · ${page}/${data.totalPages}쪽` : total;
}

/** The heading, a politely announced count, then loading / error / empty / the grid with pagination. */
export function JobResults({ jobs, page, onPageChange, onResetFilters, listHref }: JobResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, isError, isFetching } = jobs;
  return (
    <section aria-labelledby="job-results-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line-soft pb-3">
        <h2
          id="job-results-title"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl font-bold outline-none"
        >
          직업 목록
        </h2>
        <div className="flex items-center gap-2">
          {/* Announced politely whenever a filter or page changes the result. */}
          <p role="status" className="text-base font-semibold text-ink-muted">
            {data && !isError ? countText(data, page) : ''}
          </p>
          {data && isFetching && !isError && <Spinner size="sm" label="새 목록을 불러오는 중" />}
        </div>
      </div>

      <ResultsBody
        query={jobs}
        errorMessage={JOB_LIST_ERROR_TEXT}
        loadingLabel="직업 목록을 불러오는 중이에요"
        isEmpty={data?.content.length === 0}
        emptyMessage={JOB_LIST_EMPTY_TEXT}
        emptyDescription="조건을 하나씩 빼 보거나 처음부터 다시 골라 보세요."
        onResetFilters={onResetFilters}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPageChange={onPageChange}
        headingRef={headingRef}
        listLabelledBy="job-results-title"
        listClassName="grid grid-cols-1 gap-5 min-[30rem]:grid-cols-2 min-[64rem]:grid-cols-3 min-[64rem]:gap-6"
      >
        {data?.content.map((job) => (
          <JobCard key={job.jobId} job={job} listHref={listHref} />
        ))}
      </ResultsBody>
    </section>
  );
}
