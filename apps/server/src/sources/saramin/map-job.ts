import { decodeHtmlEntities, toRegionName } from '../normalize.ts';
import type { CloseTypeCode, PostingRecord } from '../types.ts';
import type { SaraminJob } from './schema.ts';

/**
 * A deadline further away than this is 사람인's "always open" sentinel (e.g. 1988118000 = 2033-01-01), not a real
 * date: real deadlines are days or weeks away.
 */
const ALWAYS_OPEN_AFTER_MS = 366 * 24 * 60 * 60 * 1000;

/**
 * `position.location.name` → our region names. The provider escapes it ("서울 &gt; 강남구") or not ("서울 > 강남구"),
 * lists several places separated by commas ("서울 &gt; 강남구,서울 &gt; 서초구" — the same separator as the matching
 * `location.code` list "101010,101150"), and writes city and district around ">". A city alone or "서울 &gt;
 * 서울전체" gives the bare city; "전국" gives nothing (no place to file it under).
 */
export function parseSaraminLocations(name: string | undefined): string[] {
  if (!name) return [];
  const places = new Set<string>();
  for (const part of decodeHtmlEntities(name).split(',')) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const [cityToken = '', ...rest] = trimmed.includes('>')
      ? trimmed.split('>').map((piece) => piece.trim())
      : trimmed.split(/\s+/);
    const region = toRegionName(cityToken, rest);
    if (region) places.add(region);
  }
  return [...places];
}

function toCloseType(code: number | undefined, hasRealDeadline: boolean): CloseTypeCode | undefined {
  if (code === undefined) return hasRealDeadline ? 1 : 3;
  return code === 1 || code === 2 || code === 3 || code === 4 ? code : undefined;
}

/** "2026-05-28T10:00:00+0900" (the provider's offset has no colon) → Date. */
function parseProviderDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function fromSeconds(seconds: number | undefined): Date | undefined {
  return seconds === undefined || seconds <= 0 ? undefined : new Date(seconds * 1000);
}

export type MappedJob = { record: PostingRecord } | { skipped: 'inactive' | 'no-date' | 'close-type' };

/** One parsed 사람인 job → our posting, or why it was left out. */
export function mapSaraminJob(job: SaraminJob, context: { occupationId: number; now: Date }): MappedJob {
  if (job.active === 0) return { skipped: 'inactive' };
  const postedAt = fromSeconds(job['posting-timestamp']) ?? parseProviderDate(job['posting-date']);
  if (!postedAt) return { skipped: 'no-date' };

  const expiration = fromSeconds(job['expiration-timestamp']) ?? parseProviderDate(job['expiration-date']);
  const isSentinel =
    expiration !== undefined && expiration.getTime() - context.now.getTime() > ALWAYS_OPEN_AFTER_MS;
  const closeType = toCloseType(job['close-type']?.code, expiration !== undefined && !isSentinel);
  if (closeType === undefined) return { skipped: 'close-type' };
  // 상시 has no end by definition; 채용시/수시 keep the provider's end date so the posting still leaves the list.
  const expiresAt = closeType === 3 || isSentinel || !expiration ? null : expiration;

  const text = (value: string | undefined) => decodeHtmlEntities(value ?? '').trim();
  return {
    record: {
      externalId: job.id,
      occupationId: context.occupationId,
      title: text(job.position.title),
      companyName: text(job.company.detail.name),
      url: decodeHtmlEntities(job.url),
      locations: parseSaraminLocations(job.position.location?.name),
      jobTypeName: text(job.position['job-type']?.name),
      experienceLevel: text(job.position['experience-level']?.name),
      requiredEducationLevel: text(job.position['required-education-level']?.name),
      closeType,
      salary: text(job.salary?.name),
      postedAt,
      expiresAt,
      interestCount: job['read-cnt'] ?? 0,
    },
  };
}
