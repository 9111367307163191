/**
 * The recruit list and popular occupations exactly as they were before ADR 014 (query builder, up to five statements
 * per request). Kept only for `features/recruit/list-answers.test.ts`, which compares every answer of the new
 * one-statement lists with these on the same data.
 */
import {
  LIMITS,
  type PopularRecruit,
  type Posting,
  type RecruitList,
  type RecruitListQuery,
  type RecruitSort,
} from '@dasibom/contract';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { members, occupations, regions, todoGroups } from '../../db/schema.ts';
import { postingCounts, postingPlaces, postingSearch, postings } from '../../features/recruit/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { resolveLocationFilter, unknownLocationError } from '../../platform/location-filter.ts';
import { daysBetween, seoulDateOf, unixSeconds } from '../../platform/seoul-date.ts';
import { readFreshness } from '../../sync/state.ts';

type PostingRow = typeof postings.$inferSelect;

/** The contract's `closeType` words for the source's codes. */
const CLOSE_TYPE_LABELS: Record<number, string> = { 1: '접수마감일', 2: '채용시', 3: '상시', 4: '수시' };
const OPEN_ENDED_DEADLINES: Record<number, string> = { 2: '채용시 마감', 3: '상시 채용', 4: '수시 채용' };

const collator = new Intl.Collator('ko');

/**
 * The badge: calendar days from today to the deadline day, both in Asia/Seoul. Same day → 'D-day'; close types
 * 2/3/4 have no date to count down to. A dated posting without a date is treated as always open.
 */
function deadlineOf(closeType: number, expiresAt: Date | null, now: Date): string {
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

/** The 20 occupation names by id: read per request (tiny) so the list queries need no join. */
async function occupationNames(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: occupations.id, name: occupations.name }).from(occupations);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** `%`, `_` and `\` typed by a person are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const HOUR_MS = 3_600_000;

/**
 * The `posting_counts.deadline_hour` that holds `now`, and where it ends: deadlines in later hours are all open,
 * in earlier hours all passed; only the current hour's are counted from the rows.
 */
function countingHourOf(now: Date): { hour: number; end: Date } {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  return { hour, end: new Date((hour + 1) * HOUR_MS) };
}

/**
 * What a list reads: nationwide (`postings`) or one place (`posting_places`, the same sort columns copied in),
 * optionally one occupation. `bigPlace` = counted from `posting_counts` (nationwide or a whole city).
 */
type Scope = { occupationId: number | undefined; place: string | undefined; bigPlace: boolean };

function scopeColumns(scope: Scope) {
  return scope.place === undefined
    ? {
        table: postings,
        id: postings.id,
        occupationId: postings.occupationId,
        postedAt: postings.postedAt,
        expiresAt: postings.expiresAt,
        filter: undefined,
      }
    : {
        table: postingPlaces,
        id: postingPlaces.postingId,
        occupationId: postingPlaces.occupationId,
        postedAt: postingPlaces.postedAt,
        expiresAt: postingPlaces.expiresAt,
        filter: eq(postingPlaces.place, scope.place),
      };
}

/** Open postings in scope: those with a deadline (not passed) and the always-open ones, apart (see `findPostings`). */
type OpenCounts = { dated: number; openEnded: number };

async function countOpen(db: Db, scope: Scope, now: Date): Promise<OpenCounts> {
  const c = scopeColumns(scope);
  const inScope = and(
    c.filter,
    scope.occupationId === undefined ? undefined : eq(c.occupationId, scope.occupationId),
  );
  if (!scope.bigPlace) {
    // A district (or 경기 고양시, or a city with an occupation): a few thousand index entries at most.
    const [row] = await db
      .select({
        dated: sql<number>`(count(*) filter (where ${c.expiresAt} is not null))::int`,
        openEnded: sql<number>`(count(*) filter (where ${c.expiresAt} is null))::int`,
      })
      .from(c.table)
      .where(and(inScope, or(isNull(c.expiresAt), gte(c.expiresAt, now))));
    return row ?? { dated: 0, openEnded: 0 };
  }
  // Later hours and always-open from the stored counts, the current hour exactly from the rows: one statement,
  // so both halves read the same sync.
  const { hour, end } = countingHourOf(now);
  const thisHour = db
    .select({ n: sql`count(*)` })
    .from(c.table)
    .where(and(inScope, gte(c.expiresAt, now), lt(c.expiresAt, end)));
  const [row] = await db
    .select({
      dated: sql<number>`(coalesce(sum(${postingCounts.postings}) filter (where ${postingCounts.deadlineHour} is not null), 0) + (${thisHour}))::int`,
      openEnded: sql<number>`coalesce(sum(${postingCounts.postings}) filter (where ${postingCounts.deadlineHour} is null), 0)::int`,
    })
    .from(postingCounts)
    .where(
      and(
        eq(postingCounts.place, scope.place ?? ''),
        eq(postingCounts.occupationId, scope.occupationId ?? 0),
        or(isNull(postingCounts.deadlineHour), gt(postingCounts.deadlineHour, hour)),
      ),
    );
  return row ?? { dated: 0, openEnded: 0 };
}

/**
 * The two ranges a list is read in. "Open" is `expires_at >= now OR expires_at IS NULL`, which no index can
 * scan as one range in an order that puts the always-open postings last; as two ranges each is an index range
 * scan with a LIMIT, and the counts say where the first one ends.
 */
type Segment = 'dated' | 'open-ended' | 'open';

type SortColumns = { id: AnyColumn; expiresAt: AnyColumn; postedAt: AnyColumn };

/**
 * Always-open postings have nothing to count down to, so they come after every dated one in both deadline sorts;
 * ties by id. Spelled as the indexes are (`desc nulls last`), or PostgreSQL would not read them in order.
 */
function sortOrder(sort: RecruitSort, c: SortColumns): SQL[] {
  if (sort === 'postDate') return [sql`${c.postedAt} desc nulls last`, asc(c.id)];
  if (sort === '마감 임박순') return [sql`${c.expiresAt} asc nulls last`, asc(c.id)];
  return [sql`${c.expiresAt} desc nulls last`, asc(c.id)];
}

/** A segment's order: the always-open segment is one deadline (none), so only the id orders it. */
function segmentOrder(sort: RecruitSort, segment: Segment, c: SortColumns): SQL[] {
  return segment === 'open-ended' ? [asc(c.id)] : sortOrder(sort, c);
}

/**
 * One page range of a segment: the ids come from an index-only range scan (cheap to skip through for later
 * pages), then only those rows are read.
 */
async function readSegment(
  db: Db,
  scope: Scope,
  sort: RecruitSort,
  segment: Segment,
  range: { offset: number; limit: number },
  now: Date,
): Promise<PostingRow[]> {
  if (range.limit <= 0) return [];
  const c = scopeColumns(scope);
  const open =
    segment === 'dated'
      ? gte(c.expiresAt, now)
      : segment === 'open-ended'
        ? isNull(c.expiresAt)
        : or(isNull(c.expiresAt), gte(c.expiresAt, now));
  const page = db
    .select({ id: sql<string>`${c.id}`.as('page_id') })
    .from(c.table)
    .where(
      and(
        c.filter,
        scope.occupationId === undefined ? undefined : eq(c.occupationId, scope.occupationId),
        open,
      ),
    )
    .orderBy(...segmentOrder(sort, segment, c))
    .limit(range.limit)
    .offset(range.offset)
    .as('page');
  return db
    .select(getTableColumns(postings))
    .from(postings)
    .innerJoin(page, eq(page.id, postings.id))
    .orderBy(...segmentOrder(sort, segment, postings));
}

/**
 * Free text (a keyWord that is not an occupation): candidates from the character-pair index of `posting_search`
 * (every pair of the text, or the character itself when it is one), checked with ILIKE; the count comes with the
 * page. The cost follows the number of candidates, not the table.
 */
async function searchPostings(
  db: Db,
  text: string,
  place: string | undefined,
  sort: RecruitSort,
  range: { offset: number; limit: number },
  now: Date,
): Promise<{ rows: PostingRow[]; total: number }> {
  const s = postingSearch;
  const pattern = containsPattern(text);
  // Computed by the database, so the text is lower-cased exactly as the index and ILIKE do it.
  const grams = sql`array(select substr(q, i, least(length(q), 2)) from lower(${text}) as q,
    generate_series(1, greatest(length(q) - 1, 1)) as i)`;
  const where = and(
    sql`posting_search_grams(${s.title}, ${s.companyName}) @> ${grams}`,
    or(ilike(s.title, pattern), ilike(s.companyName, pattern)),
    or(isNull(s.expiresAt), gte(s.expiresAt, now)),
    place === undefined ? undefined : sql`${place} = any(${s.places})`,
  );
  const order = sortOrder(sort, { id: s.postingId, expiresAt: s.expiresAt, postedAt: s.postedAt });
  const page = db
    .select({
      id: sql<string>`${s.postingId}`.as('page_id'),
      total: sql<number>`(count(*) over ())::int`.as('page_total'),
    })
    .from(s)
    .where(where)
    .orderBy(...order)
    .limit(range.limit)
    .offset(range.offset)
    .as('page');
  const rows = await db
    .select({ ...getTableColumns(postings), total: page.total })
    .from(postings)
    .innerJoin(page, eq(page.id, postings.id))
    .orderBy(...sortOrder(sort, postings));
  if (rows.length > 0 || range.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page: no row carried the count.
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(s).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * The recruitment list: open postings only, 12 per zero-based page. `keyWord` equal to an occupation name filters
 * by that occupation; other text searches titles and company names. `locationName` is a city or a district.
 * The deadline sorts read the dated postings, then the always-open ones (by id), as two index ranges split by the
 * exact counts; every page is a LIMIT on an index range, and the count comes from `posting_counts` or an index.
 */
export async function findPostingsBefore({
  db,
  clock,
  query,
}: {
  db: Db;
  clock: Clock;
  query: RecruitListQuery;
}): Promise<RecruitList> {
  const now = clock.now();
  const [names, filter, freshness] = await Promise.all([
    occupationNames(db),
    query.locationName ? resolveLocationFilter(db, query.locationName) : undefined,
    readFreshness(db, 'postings'),
  ]);
  if (filter === null) throw unknownLocationError('locationName');
  // The filter resolved: its normalized spelling is the place the sync filed the postings under.
  const place = filter && query.locationName ? query.locationName.trim().replace(/\s+/g, ' ') : undefined;
  const size = LIMITS.recruitPageSize;
  const offset = query.pageNum * size;
  const occupationId = query.keyWord ? [...names].find(([, name]) => name === query.keyWord)?.[0] : undefined;

  let rows: PostingRow[];
  let total: number;
  let totalCapped = false;
  if (query.keyWord && occupationId === undefined) {
    ({ rows, total } = await searchPostings(
      db,
      query.keyWord,
      place,
      query.sortBy,
      { offset, limit: size },
      now,
    ));
    // The one rule added since (issue 26): free text says "more than LIMITS.searchCountCap" past it.
    totalCapped = total > LIMITS.searchCountCap;
    total = Math.min(total, LIMITS.searchCountCap);
  } else {
    const scope: Scope = { occupationId, place, bigPlace: !filter || filter.regionCodes === null };
    const counts = await countOpen(db, scope, now);
    total = counts.dated + counts.openEnded;
    if (query.sortBy === 'postDate') {
      rows =
        offset < total
          ? await readSegment(db, scope, query.sortBy, 'open', { offset, limit: size }, now)
          : [];
    } else {
      // Dated postings fill positions [0, dated), always-open ones [dated, total).
      const datedLimit = Math.max(0, Math.min(size, counts.dated - offset));
      const openEndedOffset = Math.max(0, offset - counts.dated);
      const openEndedLimit = Math.max(0, Math.min(size - datedLimit, counts.openEnded - openEndedOffset));
      const [dated, openEnded] = await Promise.all([
        readSegment(db, scope, query.sortBy, 'dated', { offset, limit: datedLimit }, now),
        readSegment(
          db,
          scope,
          query.sortBy,
          'open-ended',
          { offset: openEndedOffset, limit: openEndedLimit },
          now,
        ),
      ]);
      rows = [...dated, ...openEnded];
    }
  }
  return {
    count: rows.length,
    start: query.pageNum,
    total,
    totalCapped,
    job: rows.map((row) => toPosting(row, names.get(row.occupationId) ?? '', now)),
    ...freshness,
  };
}

/**
 * Open postings per occupation, nationwide or in one city (a posting in two districts of the city counts once):
 * `posting_counts` for the hours after this one plus the always-open ones, this hour's deadlines from the rows.
 */
async function countOpenPostings(db: Db, now: Date, city: string | null): Promise<Map<number, number>> {
  const { hour, end } = countingHourOf(now);
  const stored = db
    .select({ n: sql`coalesce(sum(${postingCounts.postings}), 0)` })
    .from(postingCounts)
    .where(
      and(
        eq(postingCounts.place, city ?? ''),
        eq(postingCounts.occupationId, occupations.id),
        or(isNull(postingCounts.deadlineHour), gt(postingCounts.deadlineHour, hour)),
      ),
    );
  const thisHour = city
    ? db
        .select({ n: sql`count(*)` })
        .from(postingPlaces)
        .where(
          and(
            eq(postingPlaces.place, city),
            eq(postingPlaces.occupationId, occupations.id),
            gte(postingPlaces.expiresAt, now),
            lt(postingPlaces.expiresAt, end),
          ),
        )
    : db
        .select({ n: sql`count(*)` })
        .from(postings)
        .where(
          and(
            eq(postings.occupationId, occupations.id),
            gte(postings.expiresAt, now),
            lt(postings.expiresAt, end),
          ),
        );
  const rows = await db
    .select({ occupationId: occupations.id, n: sql<number>`((${stored}) + (${thisHour}))::int` })
    .from(occupations);
  return new Map(rows.map((row) => [row.occupationId, row.n]));
}

/**
 * "Popular occupations hiring now", always 3 entries. Visitors: the occupations most members chose (ties: more open
 * postings, then name), with nationwide counts. Members: their own chosen occupations first (most recently active
 * first), then the popular ones, counted in the city they live in (nationwide when they have no region).
 */
export async function findPopularPostingsBefore({
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
