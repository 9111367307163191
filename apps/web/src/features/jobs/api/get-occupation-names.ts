import type { JobListQueryInput } from '@dasibom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';

const jobListResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.JobListResponseSchema),
);

/** 20 occupations at 9 per page (API.md): the pages asked for at once instead of one after another. */
const EXPECTED_PAGES = 3;

function getOccupationPage(pageNum: number, signal?: AbortSignal) {
  return apiGet('/v1/job/list', jobListResponseSchema, { pageNum } satisfies JobListQueryInput, {
    auth: false,
    signal,
  });
}

/**
 * The occupation names for the 직업 종류 filters, in the server's order. The contract has no names-only call, so this
 * reads GET /v1/job/list pages 0–2 in parallel, and any further page the first one reports.
 */
export async function getOccupationNames(signal?: AbortSignal): Promise<string[]> {
  const pages = await Promise.all(
    Array.from({ length: EXPECTED_PAGES }, (_, pageNum) => getOccupationPage(pageNum, signal)),
  );
  const totalPages = pages[0]?.totalPages ?? 0;
  if (totalPages > EXPECTED_PAGES) {
    const more = await Promise.all(
      Array.from({ length: totalPages - EXPECTED_PAGES }, (_, i) =>
        getOccupationPage(EXPECTED_PAGES + i, signal),
      ),
    );
    pages.push(...more);
  }
  const names = pages.flatMap((page) => page.content.map((job) => job.jobName));
  return [...new Set(names)];
}

export function getOccupationNamesQueryOptions() {
  return queryOptions({
    // Not under ['jobs']: adding a job to a to-do list refreshes that, and the names do not change with it.
    queryKey: ['occupation-names'] as const,
    queryFn: ({ signal }) => getOccupationNames(signal),
    // Reference data that changes with a release at most: load it once per visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOccupationNames() {
  return useQuery(getOccupationNamesQueryOptions());
}
