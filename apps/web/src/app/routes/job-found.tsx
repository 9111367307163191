import { useLocation, useSearchParams } from 'react-router';
import { getJobsQueryOptions, useJobs } from '../../features/jobs/api/get-jobs.ts';
import { JobFilters } from '../../features/jobs/components/job-filters.tsx';
import { JobListBanner } from '../../features/jobs/components/job-list-banner.tsx';
import { JobResults } from '../../features/jobs/components/job-results.tsx';
import {
  buildJobListSearch,
  type JobListParams,
  parseJobListParams,
} from '../../features/jobs/job-list-params.ts';
import { KEEP_SCROLL } from '../../lib/navigation.ts';
import { useClampToLastPage } from '../../lib/use-clamp-to-last-page.ts';
import type { Prefetch } from '../prefetch.ts';

/**
 * /jobfound: banner, filters, the paged grid. Filters and page live in the address, so back/forward, reloads and
 * shared links keep them; any filter change starts again at page 1.
 */
export function JobFoundPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const { filters, page } = parseJobListParams(searchParams);
  const jobs = useJobs({ ...filters, pageNum: page - 1 });

  // The list stays where it is (the filters sit below the banner): no jump to the top on every change.
  const show = (next: JobListParams, replace = false) =>
    setSearchParams(buildJobListSearch(next), { preventScrollReset: true, state: KEEP_SCROLL, replace });

  useClampToLastPage({
    page,
    list: jobs,
    totalPagesOf: (data) => data.totalPages,
    searchFor: (lastPage) => buildJobListSearch({ filters, page: lastPage }),
  });

  return (
    <>
      <JobListBanner />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-10 min-[30rem]:px-6">
        <JobFilters
          filters={filters}
          onChange={(key, value) => show({ filters: { ...filters, [key]: value ?? undefined }, page: 1 })}
          onReset={() => show({ filters: {}, page: 1 })}
        />
        <JobResults
          jobs={jobs}
          page={page}
          onPageChange={(next) => show({ filters, page: next })}
          onResetFilters={() => show({ filters: {}, page: 1 })}
          listHref={`${location.pathname}${location.search}`}
        />
      </div>
    </>
  );
}

export { JobFoundPage as Component };

export const prefetch: Prefetch = ({ client, searchParams }) => {
  const { filters, page } = parseJobListParams(searchParams);
  return client.prefetchQuery(getJobsQueryOptions({ ...filters, pageNum: page - 1 }));
};
