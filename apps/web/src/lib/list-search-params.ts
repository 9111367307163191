import { CITY_ORDER, cityOf } from '@dasibom/contract/plain';

/**
 * Address parameters that /jobsearch and /learning read the same way (the same names on both, so a link can carry
 * a job and a place from one list to the other).
 */

/** The spec's default occupation filter (caregiver, spec §4 and §9). */
export const DEFAULT_JOB_FILTER = '요양보호사';

const MAX_JOB_LENGTH = 50;
const MAX_LOCATION_LENGTH = 40;
const cities: readonly string[] = CITY_ORDER;

/**
 * `job`: absent = 요양보호사; present but empty (`job=`) = every occupation (null); a value longer than any
 * occupation name (a hand-edited link) falls back to the default.
 */
export function parseJobParam(raw: string | null): string | null {
  if (raw === null) return DEFAULT_JOB_FILTER;
  const job = raw.trim();
  if (job === '') return null;
  return job.length <= MAX_JOB_LENGTH ? job : DEFAULT_JOB_FILTER;
}

/** Writes `job`, leaving out the default; every occupation is `job=` because an absent `job` means 요양보호사. */
export function setJobParam(search: URLSearchParams, job: string | null): void {
  if (job === null) search.set('job', '');
  else if (job !== DEFAULT_JOB_FILTER) search.set('job', job);
}

/** "서울", "서울 강남구" or "경기 고양시 덕양구" with a known city; anything else (typos, hand-edited links) is null. */
export function normalizeLocation(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value === '' || value.length > MAX_LOCATION_LENGTH || value.split(' ').length > 3) return null;
  return cities.includes(cityOf(value)) ? value : null;
}

/**
 * `location`: absent = nothing chosen yet, so a member's residence may be filled in (once per session); present, even
 * empty (`location=` = everywhere), = the address decided, and it is never pre-filled.
 */
export function hasLocationParam(search: URLSearchParams): boolean {
  return search.has('location');
}

/** `page`, 1-based; anything that is not a whole number from 1 is page 1. */
export function parsePageParam(raw: string | null): number {
  return raw !== null && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

/** Whether an address value is one of the contract's labels (a sort, a course type). */
export function isOneOf<T extends string>(options: readonly T[], value: string | null): value is T {
  return value !== null && (options as readonly string[]).includes(value);
}
