import {
  LIMITS,
  type PopularRecruit,
  type Posting,
  type RecruitList,
  type RecruitListQuery,
  type RecruitSort,
} from '@dasibom/contract';
import { and, asc, desc, eq, exists, gte, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { members, occupations, regions, todoGroups } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { resolveLocationFilter, unknownLocationError } from '../../platform/location-filter.ts';
import { daysBetween, seoulDateOf, unixSeconds } from '../../platform/seoul-date.ts';
import { readFreshness } from '../../sync/state.ts';
import { postingLocations, postings } from './schema.ts';

type PostingRow = typeof postings.$inferSelect;

/** The contract's `closeType` words for the source's codes. */
const CLOSE_TYPE_LABELS: Record<number, string> = { 1: '접수마감일', 2: '채용시', 3: '상시', 4: '수시' };
const OPEN_ENDED_DEADLINES: Record<number, string> = { 2: '채용시 마감', 3: '상시 채용', 4: '수시 채용' };

const collator = new Intl.Collator('ko');

/**
 * The badge: calendar days from today to the deadline day, both in Asia/Seoul. Same day → 'D-day'; close types
 * 2/3/4 have no date to count down to. A dated posting without a date is treated as always open.
 */
export function deadlineOf(closeType: number, expiresAt: Date | null, now: Date): string {
  if (closeType !== 1) return OPEN_ENDED_DEADLINES[closeType] ?? '상시 채용';
  if (!expiresAt) return '상시 채용';
  const days = daysBetween(seoulDateOf(now), seoulDateOf(expiresAt));
  return days <= 0 ? 'D-day' : `D-${days}`;
}

function toPosting(row: PostingRow, jobName: string, now: Date): Posting {
  return {
    id: row.id,
    url: row.url,
    active: 1,
    title: row.title,
    jobName,
    companyName: row.companyName,
    locationName: row.locationName,
    jobTypeName: row.jobTypeName,
    experienceLevel: row.experienceLevel,
    requiredEducationLevel: row.requiredEducationLevel,
    closeType: CLOSE_TYPE_LABELS[row.closeType] ?? '상시',
    salary: row.salary,
    postTimestamp: unixSeconds(row.postedAt),
    postDate: seoulDateOf(row.postedAt),
    'expiration-timestamp': row.expiresAt ? unixSeconds(row.expiresAt) : null,
    'expiration-date': row.expiresAt ? seoulDateOf(row.expiresAt) : null,
    deadline: deadlineOf(row.closeType, row.expiresAt, now),
    count: row.interestCount,
  };
}

/** Open = no end date, or the end has not passed yet. */
function isOpenAt(now: Date): SQL {
  return or(isNull(postings.expiresAt), gte(postings.expiresAt, now)) as SQL;
}

/** The 20 occupation names by id: read per request (tiny) so the list queries need no join. */
async function occupationNames(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: occupations.id, name: occupations.name }).from(occupations);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** `%`, `_` and `\` typed by a person are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ORDERS: Record<RecruitSort, SQL[]> = {
  // Always-open postings have nothing to count down to, so they come after every dated one in both deadline sorts.
  '마감 임박순': [sql`${postings.expiresAt} asc nulls last`, asc(postings.id)],
  '마감 여유순': [sql`${postings.expiresAt} desc nulls last`, asc(postings.id)],
  // "nulls last" matches postings_posted_idx (a plain DESC would mean nulls first and skip the index).
  postDate: [sql`${postings.postedAt} desc nulls last`, asc(postings.id)],
};

/**
 * The recruitment list: open postings only, 12 per zero-based page. `keyWord` equal to an occupation name filters
 * by that occupation; other text searches titles and company names. `locationName` is a city or a district.
 */
export async function findPostings({
  db,
  clock,
  query,
}: {
  db: Db;
  clock: Clock;
  query: RecruitListQuery;
}): Promise<RecruitList> {
  const now = clock.now();
  const names = await occupationNames(db);
  const conditions: SQL[] = [isOpenAt(now)];
  let occupationId: number | undefined;
  if (query.keyWord) {
    occupationId = [...names].find(([, name]) => name === query.keyWord)?.[0];
    if (occupationId !== undefined) conditions.push(eq(postings.occupationId, occupationId));
    else {
      const pattern = containsPattern(query.keyWord);
      conditions.push(or(ilike(postings.title, pattern), ilike(postings.companyName, pattern)) as SQL);
    }
  }
  if (query.locationName) {
    const filter = await resolveLocationFilter(db, query.locationName);
    if (!filter) throw unknownLocationError('locationName');
    const place = filter.regionCodes
      ? inArray(postingLocations.regionCode, filter.regionCodes)
      : eq(postingLocations.city, filter.city);
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(postingLocations)
          .where(
            and(
              place,
              occupationId === undefined ? undefined : eq(postingLocations.occupationId, occupationId),
              eq(postingLocations.postingId, postings.id),
            ),
          ),
      ),
    );
  }
  const where = and(...conditions);
  const size = LIMITS.recruitPageSize;
  const [totals, rows, freshness] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(postings).where(where),
    db
      .select()
      .from(postings)
      .where(where)
      .orderBy(...ORDERS[query.sortBy])
      .limit(size)
      .offset(query.pageNum * size),
    readFreshness(db, 'postings'),
  ]);
  return {
    count: rows.length,
    start: query.pageNum,
    total: totals[0]?.total ?? 0,
    job: rows.map((row) => toPosting(row, names.get(row.occupationId) ?? '', now)),
    ...freshness,
  };
}

/** One open posting (the detail modal, deep links). Unknown or already closed → 404 POSTING_NOT_FOUND. */
export async function findPosting({ db, clock, id }: { db: Db; clock: Clock; id: string }): Promise<Posting> {
  const now = clock.now();
  const [row] = await db
    .select()
    .from(postings)
    .where(and(eq(postings.id, id), isOpenAt(now)));
  if (!row) throw new AppError('POSTING_NOT_FOUND');
  const [occupation] = await db
    .select({ name: occupations.name })
    .from(occupations)
    .where(eq(occupations.id, row.occupationId));
  return toPosting(row, occupation?.name ?? '', now);
}

/** Open postings per occupation, nationwide or in one city (a posting in two districts of the city counts once). */
async function countOpenPostings(db: Db, now: Date, city: string | null): Promise<Map<number, number>> {
  const rows = city
    ? await db
        .select({
          occupationId: postingLocations.occupationId,
          n: sql<number>`count(distinct ${postingLocations.postingId})::int`,
        })
        .from(postingLocations)
        .innerJoin(postings, eq(postings.id, postingLocations.postingId))
        .where(and(eq(postingLocations.city, city), isOpenAt(now)))
        .groupBy(postingLocations.occupationId)
    : await db
        .select({ occupationId: postings.occupationId, n: sql<number>`count(*)::int` })
        .from(postings)
        .where(isOpenAt(now))
        .groupBy(postings.occupationId);
  return new Map(rows.map((row) => [row.occupationId, row.n]));
}

/**
 * "Popular occupations hiring now", always 3 entries. Visitors: the occupations most members chose (ties: more open
 * postings, then name), with nationwide counts. Members: their own chosen occupations first (most recently active
 * first), then the popular ones, counted in the city they live in (nationwide when they have no region).
 */
export async function findPopularPostings({
  db,
  clock,
  memberId,
}: {
  db: Db;
  clock: Clock;
  memberId: number | null;
}): Promise<PopularRecruit[]> {
  const now = clock.now();
  let city: string | null = null;
  let chosen: number[] = [];
  if (memberId !== null) {
    const [member] = await db
      .select({ city: regions.city })
      .from(members)
      .leftJoin(regions, eq(regions.code, members.regionCode))
      .where(eq(members.id, memberId));
    if (member) {
      city = member.city;
      const groups = await db
        .select({ jobId: todoGroups.jobId })
        .from(todoGroups)
        .where(eq(todoGroups.memberId, memberId))
        .orderBy(desc(todoGroups.lastActiveAt), asc(todoGroups.id));
      chosen = groups.map((group) => group.jobId);
    }
  }
  const [names, groupCounts, openCounts] = await Promise.all([
    occupationNames(db),
    db
      .select({ jobId: todoGroups.jobId, n: sql<number>`count(*)::int` })
      .from(todoGroups)
      .groupBy(todoGroups.jobId)
      .then((rows) => new Map(rows.map((row) => [row.jobId, row.n]))),
    countOpenPostings(db, now, city),
  ]);
  const popular = [...names.keys()].sort(
    (a, b) =>
      (groupCounts.get(b) ?? 0) - (groupCounts.get(a) ?? 0) ||
      (openCounts.get(b) ?? 0) - (openCounts.get(a) ?? 0) ||
      collator.compare(names.get(a) ?? '', names.get(b) ?? ''),
  );
  const ordered = [...new Set([...chosen.filter((id) => names.has(id)), ...popular])].slice(0, 3);
  return ordered.map((id) => ({ 'job-name': names.get(id) ?? '', count: openCounts.get(id) ?? 0 }));
}
