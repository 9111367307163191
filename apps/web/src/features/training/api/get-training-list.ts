import type { TrainingList, TrainingListQueryInput } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';

const trainingListResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.TrainingListResponseSchema),
);

/** GET /v1/training/list: 12 courses per page (zero-based pageNum). Public, so no token is sent. */
export function getTrainingList(query: TrainingListQueryInput, signal?: AbortSignal): Promise<TrainingList> {
  const { pageNum, jobName, regionName, type, sortBy } = query;
  return apiGet(
    '/v1/training/list',
    trainingListResponseSchema,
    { pageNum, jobName, regionName, type, sortBy } satisfies TrainingListQueryInput,
    { auth: false, signal },
  );
}

export function getTrainingListQueryOptions(query: TrainingListQueryInput) {
  return queryOptions({
    queryKey: [
      'training',
      'list',
      {
        pageNum: query.pageNum,
        jobName: query.jobName ?? null,
        regionName: query.regionName ?? null,
        type: query.type,
        sortBy: query.sortBy,
      },
    ] as const,
    queryFn: ({ signal }) => getTrainingList(query, signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

export function useTrainingList(query: TrainingListQueryInput, options: { enabled?: boolean } = {}) {
  // The previous result stays on screen while the next one loads, so the grid does not collapse to a spinner.
  return useQuery({
    ...getTrainingListQueryOptions(query),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
