import type { JobListQueryInput } from '@dasibom/contract';
import {
  CERTIFICATE_REQUIREMENT_LABELS,
  labelValues,
  PHYSICAL_LABELS,
  WORK_TIME_LABELS,
} from '@dasibom/contract/plain';
import { parsePageParam } from '../../lib/list-search-params.ts';

/** The list's three filters, as the Korean labels the API takes. */
export type JobFilters = Omit<JobListQueryInput, 'pageNum'>;
export type JobFilterKey = keyof JobFilters;

export type JobFilterDefinition = {
  key: JobFilterKey;
  /** The dropdown's label (spec wording). */
  label: string;
  options: readonly string[];
  /** The chip's text for a chosen value: "필요함" alone would not say what is needed. */
  chipLabel: (value: string) => string;
};

export const JOB_FILTERS: readonly JobFilterDefinition[] = [
  {
    key: 'require',
    label: '자격증 필요여부',
    options: labelValues(CERTIFICATE_REQUIREMENT_LABELS),
    chipLabel: (value) => `자격증 ${value}`,
  },
  {
    key: 'workTime',
    label: '근무시간대',
    options: labelValues(WORK_TIME_LABELS),
    chipLabel: (value) => value,
  },
  {
    key: 'physical',
    label: '직무 활동량 정도',
    options: labelValues(PHYSICAL_LABELS),
    chipLabel: (value) => value,
  },
];

export const JOB_FILTER_KEYS: readonly JobFilterKey[] = JOB_FILTERS.map((filter) => filter.key);

export type JobListParams = { filters: JobFilters /** 1-based */; page: number };

/**
 * Reads the list state from the address (`require`, `workTime`, `physical`, `page`). A value that is not one of the
 * options, or a page that is not a positive whole number, is ignored: a hand-edited or stale link still opens.
 */
export function parseJobListParams(search: URLSearchParams): JobListParams {
  const filters: JobFilters = {};
  for (const { key, options } of JOB_FILTERS) {
    const value = search.get(key);
    if (value !== null && options.includes(value)) (filters as Record<string, string>)[key] = value;
  }
  return { filters, page: parsePageParam(search.get('page')) };
}

/** The address for a list state; page 1 and empty filters are left out so the plain /jobfound stays plain. */
export function buildJobListSearch({ filters, page }: JobListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of JOB_FILTER_KEYS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (page > 1) search.set('page', String(page));
  return search;
}

export function hasActiveFilters(filters: JobFilters): boolean {
  return JOB_FILTER_KEYS.some((key) => filters[key] !== undefined);
}

/**
 * Navigation state from a list card to the detail page: the list's exact address (filters and page), so the
 * detail's back link returns there.
 */
export type JobListReturnState = { jobListHref: string };

export const JOB_LIST_PATH = '/jobfound';

export function jobListReturnState(href: string): JobListReturnState {
  return { jobListHref: href };
}

/** The list address to go back to; only a /jobfound address is honoured, anything else falls back to the list. */
export function readJobListHref(state: unknown): string {
  if (typeof state !== 'object' || state === null) return JOB_LIST_PATH;
  const value = (state as { jobListHref?: unknown }).jobListHref;
  if (typeof value !== 'string') return JOB_LIST_PATH;
  return value === JOB_LIST_PATH || value.startsWith(`${JOB_LIST_PATH}?`) ? value : JOB_LIST_PATH;
}
