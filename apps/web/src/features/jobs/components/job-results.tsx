import type { JobListItem, Page } from '@dasibom/contract';
import { ListResults, RefreshSpinner, ResultsCount } from '../../../components/list-page/list-results.tsx';
import { NoMatches, type ResultsQuery } from '../../../components/list-page/results-body.tsx';
import type { ListPager } from '../../../components/list-page/use-list-address.ts';
import { JobCard } from './job-card.tsx';

export const JOB_LIST_EMPTY_TEXT = '해당 조건에 맞는 직업이 없어요.';
export const JOB_LIST_ERROR_TEXT = '에러가 발생했어요.';
const JOB_LIST_EMPTY_HINT = '조건을 하나씩 빼 보거나 처음부터 다시 골라 보세요.';

export type JobResultsProps = {
  jobs: ResultsQuery<Page<JobListItem>>;
  pager: ListPager;
  onResetFilters: () => void;
  /** The list's current address, handed to the detail page for its back link. */
  listHref: string;
};

function countText(data: Page<JobListItem>, page: number): string {
  const total = `${data.totalElements}개 직업`;
  return data.totalPages > 1 ? `${total} · ${page}/${data.totalPages}쪽` : total;
}

/** The heading, a politely announced count, then loading / error / empty / the grid with pagination. */
export function JobResults({ jobs, pager, onResetFilters, listHref }: JobResultsProps) {
  return (
    <ListResults
      titleId="job-results-title"
      title="직업 목록"
      className="flex flex-col gap-5"
      header={({ heading, shown, isRefreshing }) => (
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line-soft pb-3">
          {heading}
          <div className="flex items-center gap-2">
            <ResultsCount className="text-base font-semibold text-ink-muted">
              {shown ? countText(shown, pager.page) : ''}
            </ResultsCount>
            <RefreshSpinner isShown={isRefreshing} />
          </div>
        </div>
      )}
      query={jobs}
      itemsOf={(data) => data.content}
      totalPagesOf={(data) => data.totalPages}
      pager={pager}
      errorMessage={JOB_LIST_ERROR_TEXT}
      loadingLabel="직업 목록을 불러오는 중이에요"
      empty={<NoMatches message={JOB_LIST_EMPTY_TEXT} hint={JOB_LIST_EMPTY_HINT} onReset={onResetFilters} />}
      listLabelledBy="job-results-title"
      listClassName="grid grid-cols-1 gap-5 min-[30rem]:grid-cols-2 min-[64rem]:grid-cols-3 min-[64rem]:gap-6"
    >
      {(job) => <JobCard key={job.jobId} job={job} listHref={listHref} />}
    </ListResults>
  );
}
