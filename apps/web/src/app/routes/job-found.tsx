import { useLocation } from 'react-router';
import { useListAddress } from '../../components/list-page/use-list-address.ts';
import { getJobsQueryOptions, useJobs } from '../../features/jobs/api/get-jobs.ts';
import { JobFilters } from '../../features/jobs/components/job-filters.tsx';
import { JobListBanner } from '../../features/jobs/components/job-list-banner.tsx';
import { JobResults } from '../../features/jobs/components/job-results.tsx';
import { buildJobListSearch, parseJobListParams } from '../../features/jobs/job-list-params.ts';
import type { Prefetch } from '../prefetch.ts';

/**
 * /jobfound: banner, filters, the paged grid. Filters and page live in the address, so back/forward, reloads and
 * shared links keep them; any filter change starts again at page 1.
 */
export function JobFoundPage() {
  const location = useLocation();
  const { params, show, pager } = useListAddress(parseJobListParams, buildJobListSearch);
  const { filters, page } = params;
  const jobs = useJobs({ ...filters, pageNum: page - 1 });

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
          pager={pager(params)}
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
