import type { RecruitListQueryInput } from '@dasibom/contract';
import { LIMITS, RECRUIT_SORT_OPTIONS } from '@dasibom/contract/plain';
import {
  DEFAULT_JOB_FILTER,
  isOneOf,
  normalizeLocation,
  parseJobParam,
  parsePageParam,
  setJobParam,
} from '../../lib/list-search-params.ts';

/** The spec's default occupation filter ("caregiver", spec §4 and §9). */
export const DEFAULT_RECRUIT_JOB = DEFAULT_JOB_FILTER;
export const DEFAULT_RECRUIT_SORT: RecruitSortOption = '마감 임박순';
export const RECRUIT_LIST_PATH = '/jobsearch';
/** Where this screen remembers that a member's residence was put into its location filter. */
export const RECRUIT_PREFILL_STORAGE_KEY = 'dasibom:recruitRegionPrefilled';

export type RecruitSortOption = (typeof RECRUIT_SORT_OPTIONS)[number];

/**
 * The /jobsearch state as it lives in the address.
 * - `job`: an occupation name, or null for every occupation (as on /learning). `job` absent from the URL means the
 *   spec's default (요양보호사); `job=` present but empty means all occupations — links that promise "every kind"
 *   send `job=`.
 * - `location`: "서울" (whole city) or "서울 강남구"; null = everywhere.
 * - `page`: 1-based (the API's `pageNum` is page − 1), at most LIMITS.listMaxPages: a deeper link shows the last
 *   page the API answers instead of its refusal.
 * - `posting`: the id of the posting whose detail is open (a shareable deep link).
 */
export type RecruitSearchParams = {
  job: string | null;
  location: string | null;
  sort: RecruitSortOption;
  page: number;
  posting: string | null;
};

const MAX_POSTING_ID_LENGTH = 40;

/** Reads /jobsearch's state from its address; invalid values fall back to their defaults. */
export function parseRecruitSearch(search: URLSearchParams): RecruitSearchParams {
  const rawSort = search.get('sort');
  const rawPosting = search.get('posting')?.trim() ?? '';
  return {
    job: parseJobParam(search.get('job')),
    location: normalizeLocation(search.get('location')),
    sort: isOneOf(RECRUIT_SORT_OPTIONS, rawSort) ? rawSort : DEFAULT_RECRUIT_SORT,
    page: Math.min(parsePageParam(search.get('page')), LIMITS.listMaxPages),
    posting: rawPosting !== '' && rawPosting.length <= MAX_POSTING_ID_LENGTH ? rawPosting : null,
  };
}

/**
 * The address for a state. The default job and sort and page 1 are left out, so the plain /jobsearch stays plain;
 * "all occupations" is written as `job=` because an absent `job` means 요양보호사.
 */
export function buildRecruitSearch(params: Partial<RecruitSearchParams>): URLSearchParams {
  const search = new URLSearchParams();
  const { job = DEFAULT_RECRUIT_JOB, location, sort = DEFAULT_RECRUIT_SORT, page = 1, posting } = params;
  setJobParam(search, job);
  if (location) search.set('location', location);
  if (sort !== DEFAULT_RECRUIT_SORT) search.set('sort', sort);
  if (page > 1) search.set('page', String(page));
  if (posting) search.set('posting', posting);
  return search;
}

/** A link into /jobsearch, e.g. `recruitListHref({ job: null, location: '서울' })` → `/jobsearch?job=&location=서울`. */
export function recruitListHref(params: Partial<RecruitSearchParams> = {}): string {
  const search = buildRecruitSearch(params).toString();
  return search === '' ? RECRUIT_LIST_PATH : `${RECRUIT_LIST_PATH}?${search}`;
}

/** The list request for a state (API.md: every page parameter is zero-based). */
export function toRecruitListQuery(params: Pick<RecruitSearchParams, 'job' | 'location' | 'sort' | 'page'>) {
  const query: RecruitListQueryInput = {
    pageNum: Math.max(0, params.page - 1),
    sortBy: params.sort,
    keyWord: params.job ?? undefined,
    locationName: params.location ?? undefined,
  };
  return query;
}
