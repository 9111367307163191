import type { TrainingListQueryInput } from '@dasibom/contract';
import {
  LIMITS,
  TRAINING_SORTS,
  TRAINING_TYPES,
  type TrainingSort,
  type TrainingType,
} from '@dasibom/contract/plain';
import {
  DEFAULT_JOB_FILTER,
  isOneOf,
  normalizeLocation,
  parseJobParam,
  parsePageParam,
  setJobParam,
} from '../../lib/list-search-params.ts';

/** The spec's default occupation filter (caregiver, spec §4 and §9). */
export const DEFAULT_TRAINING_JOB = DEFAULT_JOB_FILTER;
export const DEFAULT_TRAINING_TYPE: TrainingType = '이론 위주';
export const DEFAULT_TRAINING_SORT: TrainingSort = '마감 임박순';
export const TRAINING_LIST_PATH = '/learning';
/** Where this screen remembers that a member's residence was put into its location filter. */
export const TRAINING_PREFILL_STORAGE_KEY = 'dasibom:trainingRegionPrefilled';

/**
 * /learning's state as it lives in the address (the same parameter names as /jobsearch):
 * - `job`: an occupation name; absent = 요양보호사; present but empty (`job=`) = every occupation (null here).
 * - `location`: "서울" (whole city) or "서울 강남구"; null = everywhere.
 * - `type`, `sort`: the contract's labels; absent = 이론 위주 / 마감 임박순.
 * - `page`: 1-based (the API's `pageNum` is page − 1), at most LIMITS.listMaxPages: a deeper link shows the last
 *   page the API answers instead of its refusal.
 */
export type TrainingParams = {
  job: string | null;
  location: string | null;
  type: TrainingType;
  sort: TrainingSort;
  page: number;
};

export const DEFAULT_TRAINING_PARAMS: TrainingParams = {
  job: DEFAULT_TRAINING_JOB,
  location: null,
  type: DEFAULT_TRAINING_TYPE,
  sort: DEFAULT_TRAINING_SORT,
  page: 1,
};

/** Reads the state from the address; a value that cannot be right (hand-edited, stale link) falls back to its default. */
export function parseTrainingParams(search: URLSearchParams): TrainingParams {
  const rawType = search.get('type');
  const rawSort = search.get('sort');
  return {
    job: parseJobParam(search.get('job')),
    location: normalizeLocation(search.get('location')),
    type: isOneOf(TRAINING_TYPES, rawType) ? rawType : DEFAULT_TRAINING_TYPE,
    sort: isOneOf(TRAINING_SORTS, rawSort) ? rawSort : DEFAULT_TRAINING_SORT,
    page: Math.min(parsePageParam(search.get('page')), LIMITS.listMaxPages),
  };
}

/**
 * The address for a state. Defaults and page 1 are left out so the plain /learning stays plain; "every occupation"
 * is written `job=` because an absent `job` means 요양보호사.
 */
export function buildTrainingSearch(params: TrainingParams): URLSearchParams {
  const search = new URLSearchParams();
  setJobParam(search, params.job);
  if (params.location) search.set('location', params.location);
  if (params.type !== DEFAULT_TRAINING_TYPE) search.set('type', params.type);
  if (params.sort !== DEFAULT_TRAINING_SORT) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** A link into /learning, e.g. from a job's detail page: `trainingListHref({ job: '바리스타' })`. */
export function trainingListHref(params: Partial<TrainingParams> = {}): string {
  const search = buildTrainingSearch({ ...DEFAULT_TRAINING_PARAMS, ...params }).toString();
  return search === '' ? TRAINING_LIST_PATH : `${TRAINING_LIST_PATH}?${search}`;
}

/** The list request for a state (API.md: every page parameter is zero-based). */
export function toTrainingListQuery(params: TrainingParams): TrainingListQueryInput {
  return {
    pageNum: Math.max(0, params.page - 1),
    jobName: params.job ?? undefined,
    regionName: params.location ?? undefined,
    type: params.type,
    sortBy: params.sort,
  };
}

/** Whether 초기화 would change anything. */
export function isDefaultTrainingFilter(params: TrainingParams): boolean {
  return (
    params.job === DEFAULT_TRAINING_JOB &&
    params.location === null &&
    params.type === DEFAULT_TRAINING_TYPE &&
    params.sort === DEFAULT_TRAINING_SORT
  );
}
