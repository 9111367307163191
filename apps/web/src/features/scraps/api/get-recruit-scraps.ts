import { RecruitScrapPageSchema, type ScrapListQueryInput } from '@dasibom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { readOptions } from '../../../lib/query-kit.ts';
import { SCRAPS_KEY } from './get-scrap-check.ts';

/** GET /v1/scrap/recruit/list: the member's saved postings, 6 a page (zero-based), checked against the contract. */
export function getRecruitScraps(query: ScrapListQueryInput, signal?: AbortSignal) {
  return apiGet(
    '/v1/scrap/recruit/list',
    RecruitScrapPageSchema,
    { pageNum: query.pageNum, sortBy: query.sortBy, locName: query.locName } satisfies ScrapListQueryInput,
    { signal },
  );
}

export function getRecruitScrapsQueryOptions(query: ScrapListQueryInput) {
  const { pageNum, sortBy, locName = null } = query;
  return readOptions([...SCRAPS_KEY, 'list', 'RECRUIT', pageNum, sortBy, locName] as const, (signal) =>
    getRecruitScraps(query, signal),
  );
}

export function useRecruitScraps(query: ScrapListQueryInput) {
  return useQuery({ ...getRecruitScrapsQueryOptions(query), placeholderData: keepPreviousData });
}
