import { cityOf, type DataSource, TRAINING_TYPES } from '@dasibom/contract';
import { COURSE_TYPE_CODES } from '../db/course-types.ts';
import type { examRounds } from '../features/exams/schema.ts';
import type { postingPlaces, postings } from '../features/recruit/schema.ts';
import type { courses } from '../features/training/schema.ts';
import { isDateString } from '../platform/seoul-date.ts';
import {
  type CourseRecord,
  EXAM_ROUND_DATE_FIELDS,
  type ExamRoundRecord,
  type ExamSourceKind,
  mergeExamRoundRecords,
  type PostingRecord,
} from '../sources/types.ts';

export type ReferenceLookup = {
  occupationIds: ReadonlySet<number>;
  /** "서울 강남구" → { code, city }. */
  regionsByName: ReadonlyMap<string, { code: number; city: string }>;
  cities: ReadonlySet<string>;
};

export type Prepared<T> = {
  rows: T[];
  /** Records dropped, by reason (a bad record never fails the whole sync). */
  dropped: Record<string, number>;
};

type PostingRow = typeof postings.$inferInsert;
type PlaceRow = typeof postingPlaces.$inferInsert;
type CourseRow = typeof courses.$inferInsert;
type ExamRoundRow = typeof examRounds.$inferInsert;

const normalizeSpaces = (value: string) => value.trim().replace(/\s+/g, ' ');
const isWebUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\/\S+$/i.test(value);
const isValidDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());
const text = (value: unknown, max: number) =>
  typeof value === 'string' ? normalizeSpaces(value).slice(0, max) : '';
const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(Math.max(Math.trunc(value), 0), 2_147_483_647)
    : 0;

function drop(dropped: Record<string, number>, reason: string) {
  dropped[reason] = (dropped[reason] ?? 0) + 1;
}

/** A place name → the city and, when it is one of our districts, its region code. Null when the city is unknown. */
function placeOf(name: string, lookup: ReferenceLookup): { city: string; regionCode: number | null } | null {
  const normalized = normalizeSpaces(name);
  const region = lookup.regionsByName.get(normalized);
  if (region) return { city: region.city, regionCode: region.code };
  const city = cityOf(normalized);
  return lookup.cities.has(city) ? { city, regionCode: null } : null;
}

/**
 * Every `locationName` filter that must find the place: the city, and for our districts the district and each
 * parent a filter can name ("경기 고양시") unless that parent is a district itself. Empty for an unknown city.
 */
function filterPlacesOf(name: string, lookup: ReferenceLookup): string[] {
  const normalized = normalizeSpaces(name);
  const region = lookup.regionsByName.get(normalized);
  if (region) {
    const words = normalized.split(' ');
    const parents = words
      .slice(2)
      .map((_, i) => words.slice(0, i + 2).join(' '))
      .filter((parent) => !lookup.regionsByName.has(parent));
    return [region.city, ...parents, normalized];
  }
  const city = cityOf(normalized);
  return lookup.cities.has(city) ? [city] : [];
}

function postingProblem(
  record: PostingRecord,
  id: string,
  seen: ReadonlySet<string>,
  lookup: ReferenceLookup,
): string | null {
  if (!id) return 'missing id';
  if (seen.has(id)) return 'duplicate id';
  if (!lookup.occupationIds.has(record.occupationId)) return 'unknown occupation';
  if (!text(record.title, 300) || !text(record.companyName, 200)) return 'missing title or company';
  if (!isWebUrl(record.url)) return 'bad url';
  if (![1, 2, 3, 4].includes(record.closeType)) return 'bad close type';
  if (!isValidDate(record.postedAt) || (record.expiresAt !== null && !isValidDate(record.expiresAt)))
    return 'bad date';
  return null;
}

function postingRow(
  record: PostingRecord & { url: string },
  id: string,
  names: string[],
  source: DataSource,
  syncedAt: Date,
): PostingRow {
  return {
    id,
    occupationId: record.occupationId,
    title: text(record.title, 300),
    companyName: text(record.companyName, 200),
    url: record.url,
    locationName: names.length > 0 ? names.join(', ') : null,
    jobTypeName: text(record.jobTypeName, 100),
    experienceLevel: text(record.experienceLevel, 100),
    requiredEducationLevel: text(record.requiredEducationLevel, 100),
    closeType: record.closeType,
    salary: text(record.salary, 100),
    postedAt: record.postedAt,
    expiresAt: record.expiresAt,
    interestCount: count(record.interestCount),
    source,
    syncedAt,
  };
}

/** Records that would break a page (unknown occupation, non-http link, no title, bad dates) are dropped, counted. */
export function preparePostings(
  records: readonly PostingRecord[],
  lookup: ReferenceLookup,
  { source, syncedAt }: { source: DataSource; syncedAt: Date },
): Prepared<PostingRow> & { places: PlaceRow[] } {
  const rows: PostingRow[] = [];
  const places: PlaceRow[] = [];
  const dropped: Record<string, number> = {};
  const seen = new Set<string>();
  for (const record of records) {
    const id = text(record.externalId, 100);
    const problem = postingProblem(record, id, seen, lookup);
    if (problem) {
      drop(dropped, problem);
      continue;
    }
    seen.add(id);
    const names = (Array.isArray(record.locations) ? record.locations : [])
      .map((name) => text(name, 60))
      .filter(Boolean);
    rows.push(postingRow(record, id, names, source, syncedAt));
    const placed = new Set(names.flatMap((name) => filterPlacesOf(name, lookup)));
    for (const place of placed) {
      places.push({
        postingId: id,
        place,
        occupationId: record.occupationId,
        postedAt: record.postedAt,
        expiresAt: record.expiresAt,
      });
    }
  }
  return { rows, places, dropped };
}

function courseProblem(
  record: CourseRecord,
  missingId: boolean,
  key: string,
  seen: ReadonlySet<string>,
  lookup: ReferenceLookup,
): string | null {
  if (missingId) return 'missing id';
  if (seen.has(key)) return 'duplicate id';
  if (!lookup.occupationIds.has(record.occupationId)) return 'unknown occupation';
  if (!text(record.title, 300) || !text(record.instituteName, 200)) return 'missing title or institute';
  if (!isWebUrl(record.url)) return 'bad url';
  if (!isDateString(record.startDate) || !isDateString(record.endDate) || record.endDate < record.startDate)
    return 'bad date';
  if (!(TRAINING_TYPES as readonly string[]).includes(record.type)) return 'bad type';
  return null;
}

function courseRow(
  record: CourseRecord,
  ids: { trprId: string; trprDegr: string; trainstCstId: string },
  lookup: ReferenceLookup,
  source: DataSource,
  syncedAt: Date,
): CourseRow {
  const regionName = record.regionName ? text(record.regionName, 60) || null : null;
  const place = regionName ? placeOf(regionName, lookup) : null;
  return {
    ...ids,
    occupationId: record.occupationId,
    title: text(record.title, 300),
    instituteName: text(record.instituteName, 200),
    address: text(record.address, 300),
    city: place?.city ?? null,
    regionCode: place?.regionCode ?? null,
    regionName,
    url: record.url,
    startDate: record.startDate,
    endDate: record.endDate,
    realMan: count(record.realMan),
    courseMan: record.courseMan === null ? null : count(record.courseMan),
    selfPay: typeof record.selfPay === 'number' ? count(record.selfPay) : null,
    telNo: record.telNo ? text(record.telNo, 40) || null : null,
    type: COURSE_TYPE_CODES[record.type],
    source,
    syncedAt,
  };
}

/** Source records → rows for `courses`, with the same rules as postings; the key is (trprId, trprDegr, trainstCstId). */
export function prepareCourses(
  records: readonly CourseRecord[],
  lookup: ReferenceLookup,
  { source, syncedAt }: { source: DataSource; syncedAt: Date },
): Prepared<CourseRow> {
  const rows: CourseRow[] = [];
  const dropped: Record<string, number> = {};
  const seen = new Set<string>();
  for (const record of records) {
    const trprId = text(record.trprId, 100);
    const trprDegr = text(record.trprDegr, 20);
    const trainstCstId = text(record.trainstCstId, 100);
    const key = `${trprId}|${trprDegr}|${trainstCstId}`;
    const problem = courseProblem(record, !trprId || !trprDegr || !trainstCstId, key, seen, lookup);
    if (problem) {
      drop(dropped, problem);
      continue;
    }
    seen.add(key);
    rows.push(courseRow(record, { trprId, trprDegr, trainstCstId }, lookup, source, syncedAt));
  }
  return { rows, dropped };
}

export type CertificateLookup = {
  keys: ReadonlySet<string>;
  /** The keys of certificates whose rounds come from a schedule source (QNET_EXAM). */
  scheduledKeys: ReadonlySet<string>;
};

/** [start, end] pairs of a round that must not run backwards. */
const EXAM_WINDOWS = [
  ['writtenRegStart', 'writtenRegEnd'],
  ['writtenReg2Start', 'writtenReg2End'],
  ['writtenExamStart', 'writtenExamEnd'],
  ['practicalRegStart', 'practicalRegEnd'],
  ['practicalReg2Start', 'practicalReg2End'],
  ['practicalExamStart', 'practicalExamEnd'],
] as const;

/** [first start, first end, second start, second end] of each stage's registration. */
const REGISTRATION_WINDOWS = [
  ['writtenRegStart', 'writtenRegEnd', 'writtenReg2Start', 'writtenReg2End'],
  ['practicalRegStart', 'practicalRegEnd', 'practicalReg2Start', 'practicalReg2End'],
] as const;

/** A second registration window needs a first one, and starts no earlier than it (the earlier window is first). */
function secondWindowsInOrder(record: ExamRoundRecord): boolean {
  return REGISTRATION_WINDOWS.every(([start, end, start2, end2]) => {
    const first = record[start] ?? record[end];
    const second = record[start2] ?? record[end2];
    return second === null || (first !== null && second >= first);
  });
}

function examRoundProblem(
  record: ExamRoundRecord,
  roundName: string,
  lookup: CertificateLookup,
): string | null {
  const dates = EXAM_ROUND_DATE_FIELDS.map((field) => record[field]);
  if (!lookup.keys.has(record.certificateKey)) return 'unknown certificate';
  if (!lookup.scheduledKeys.has(record.certificateKey)) return 'certificate without a schedule source';
  if (!roundName) return 'missing round name';
  if (!Number.isInteger(record.examYear) || record.examYear < 2000 || record.examYear > 2100)
    return 'bad year';
  if (dates.some((date) => date !== null && (typeof date !== 'string' || !isDateString(date))))
    return 'bad date';
  if (dates.every((date) => date === null)) return 'no dates';
  const backwards = EXAM_WINDOWS.some(([start, end]) => {
    const first = record[start];
    const last = record[end];
    return first !== null && last !== null && last < first;
  });
  if (backwards || !secondWindowsInOrder(record)) return 'bad date';
  return null;
}

/**
 * Drops and counts rounds without a scheduled certificate, name, valid year or any date, and broken windows;
 * merges one round's records (ADR 029), dropping it on conflicting days.
 */
export function prepareExamRounds(
  records: readonly ExamRoundRecord[],
  lookup: CertificateLookup,
  { source, syncedAt }: { source: ExamSourceKind; syncedAt: Date },
): Prepared<ExamRoundRow> {
  const dropped: Record<string, number> = {};
  const groups = new Map<string, { records: ExamRoundRecord[]; roundName: string }>();
  for (const record of records) {
    const roundName = text(record.roundName, 200);
    const problem = examRoundProblem(record, roundName, lookup);
    if (problem) drop(dropped, problem);
    else {
      const key = JSON.stringify([record.certificateKey, record.examYear, roundName]);
      const group = groups.get(key);
      if (group) group.records.push(record);
      else groups.set(key, { records: [record], roundName });
    }
  }
  const rows: ExamRoundRow[] = [];
  for (const group of groups.values()) {
    const merged = mergeExamRoundRecords(group.records);
    if ('conflict' in merged) {
      dropped[merged.conflict] = (dropped[merged.conflict] ?? 0) + group.records.length;
      continue;
    }
    if (merged.duplicates > 0)
      dropped['duplicate round'] = (dropped['duplicate round'] ?? 0) + merged.duplicates;
    const { record } = merged;
    rows.push({
      certificateKey: record.certificateKey,
      source,
      examYear: record.examYear,
      roundName: group.roundName,
      ...(Object.fromEntries(EXAM_ROUND_DATE_FIELDS.map((field) => [field, record[field]])) as Pick<
        ExamRoundRecord,
        (typeof EXAM_ROUND_DATE_FIELDS)[number]
      >),
      syncedAt,
    });
  }
  return { rows, dropped };
}
