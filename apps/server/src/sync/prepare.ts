import { cityOf, type DataSource, TRAINING_TYPES } from '@dasibom/contract';
import type { postingLocations, postings } from '../features/recruit/schema.ts';
import { COURSE_TYPE_CODES, type courses } from '../features/training/schema.ts';
import { isDateString } from '../platform/seoul-date.ts';
import type { CourseRecord, PostingRecord } from '../sources/types.ts';

/** What the checks need to know about our reference data. */
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
type LocationRow = typeof postingLocations.$inferInsert;
type CourseRow = typeof courses.$inferInsert;

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
 * Source records → rows for `postings` and `posting_locations`. Records that would break a page (unknown
 * occupation, a link that is not http(s), missing title, bad dates) are dropped and counted; duplicates keep the
 * first.
 */
export function preparePostings(
  records: readonly PostingRecord[],
  lookup: ReferenceLookup,
  { source, syncedAt }: { source: DataSource; syncedAt: Date },
): Prepared<PostingRow> & { locations: LocationRow[] } {
  const rows: PostingRow[] = [];
  const locations: LocationRow[] = [];
  const dropped: Record<string, number> = {};
  const seen = new Set<string>();
  for (const record of records) {
    const id = text(record.externalId, 100);
    if (!id) drop(dropped, 'missing id');
    else if (seen.has(id)) drop(dropped, 'duplicate id');
    else if (!lookup.occupationIds.has(record.occupationId)) drop(dropped, 'unknown occupation');
    else if (!text(record.title, 300) || !text(record.companyName, 200))
      drop(dropped, 'missing title or company');
    else if (!isWebUrl(record.url)) drop(dropped, 'bad url');
    else if (![1, 2, 3, 4].includes(record.closeType)) drop(dropped, 'bad close type');
    else if (!isValidDate(record.postedAt) || (record.expiresAt !== null && !isValidDate(record.expiresAt)))
      drop(dropped, 'bad date');
    else {
      seen.add(id);
      const names = (Array.isArray(record.locations) ? record.locations : [])
        .map((name) => text(name, 60))
        .filter(Boolean);
      rows.push({
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
      });
      const placed = new Set<string>();
      for (const name of names) {
        const place = placeOf(name, lookup);
        const key = place ? `${place.city}|${place.regionCode}` : '';
        if (!place || placed.has(key)) continue;
        placed.add(key);
        locations.push({
          postingId: id,
          position: placed.size - 1,
          occupationId: record.occupationId,
          city: place.city,
          regionCode: place.regionCode,
        });
      }
    }
  }
  return { rows, locations, dropped };
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
    if (!trprId || !trprDegr || !trainstCstId) drop(dropped, 'missing id');
    else if (seen.has(key)) drop(dropped, 'duplicate id');
    else if (!lookup.occupationIds.has(record.occupationId)) drop(dropped, 'unknown occupation');
    else if (!text(record.title, 300) || !text(record.instituteName, 200))
      drop(dropped, 'missing title or institute');
    else if (!isWebUrl(record.url)) drop(dropped, 'bad url');
    else if (
      !isDateString(record.startDate) ||
      !isDateString(record.endDate) ||
      record.endDate < record.startDate
    )
      drop(dropped, 'bad date');
    else if (!(TRAINING_TYPES as readonly string[]).includes(record.type)) drop(dropped, 'bad type');
    else {
      seen.add(key);
      const regionName = record.regionName ? text(record.regionName, 60) || null : null;
      const place = regionName ? placeOf(regionName, lookup) : null;
      rows.push({
        trprId,
        trprDegr,
        trainstCstId,
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
        telNo: record.telNo ? text(record.telNo, 40) || null : null,
        type: COURSE_TYPE_CODES[record.type],
        source,
        syncedAt,
      });
    }
  }
  return { rows, dropped };
}
