import { type ScrapListQueryInput, TrainingScrapPageSchema } from '@dasibom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { readOptions } from '../../../lib/query-kit.ts';
import { SCRAPS_KEY } from './get-scrap-check.ts';

/** GET /v1/scrap/training/list: the member's saved course rounds, 6 a page (zero-based), checked against the contract. */
export function getTrainingScraps(query: ScrapListQueryInput, signal?: AbortSignal) {
  return apiGet(
    '/v1/scrap/training/list',
    TrainingScrapPageSchema,
    { pageNum: query.pageNum, sortBy: query.sortBy, locName: query.locName } satisfies ScrapListQueryInput,
    { signal },
  );
}

export function getTrainingScrapsQueryOptions(query: ScrapListQueryInput) {
  const { pageNum, sortBy, locName = null } = query;
  return readOptions([...SCRAPS_KEY, 'list', 'TRAINING', pageNum, sortBy, locName] as const, (signal) =>
    getTrainingScraps(query, signal),
  );
}

export function useTrainingScraps(query: ScrapListQueryInput) {
  return useQuery({ ...getTrainingScrapsQueryOptions(query), placeholderData: keepPreviousData });
}
