import type { ScrapListQueryInput } from '@dasibom/contract';
import { SCRAP_SORTS, type ScrapSort } from '@dasibom/contract/plain';
import { isOneOf, normalizeLocation, parsePageParam } from '../../lib/list-search-params.ts';

export const DEFAULT_SCRAP_SORT: ScrapSort = '최신 순';

/**
 * A scrap page's state as it lives in the address: `sort` (absent = 최신 순), `location` ("서울" or "서울 강남구";
 * absent = everywhere) and `page` (1-based; the API's `pageNum` is page − 1).
 */
export type ScrapListParams = { sort: ScrapSort; location: string | null; page: number };

export function parseScrapListSearch(search: URLSearchParams): ScrapListParams {
  const sort = search.get('sort');
  return {
    sort: isOneOf(SCRAP_SORTS, sort) ? sort : DEFAULT_SCRAP_SORT,
    location: normalizeLocation(search.get('location')),
    page: parsePageParam(search.get('page')),
  };
}

/** Defaults and page 1 are left out, so the plain address stays plain. */
export function buildScrapListSearch(params: ScrapListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.sort !== DEFAULT_SCRAP_SORT) search.set('sort', params.sort);
  if (params.location) search.set('location', params.location);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

export function toScrapListQuery(params: ScrapListParams): ScrapListQueryInput {
  return {
    pageNum: Math.max(0, params.page - 1),
    sortBy: params.sort,
    locName: params.location ?? undefined,
  };
}
