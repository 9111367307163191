import {
  LIMITS,
  type PopularRecruit,
  PopularRecruitResponseSchema,
  type Posting,
  type RecruitList,
  type RecruitListQuery,
  RecruitListResponseSchema,
  type RecruitSort,
} from '@dasibom/contract';
import { and, eq, gte, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { occupations } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../platform/clock.ts';
import * as kit from '../../platform/list-read-kit.ts';
import { normalizeLocation } from '../../platform/location-filter.ts';
import { postings } from './schema.ts';
import { planSearch, type SearchPlan } from './search-plan.ts';

type PostingRow = typeof postings.$inferSelect;

const collator = new Intl.Collator('ko');

/** Open = no end date, or the end has not passed yet. */
function isOpenAt(now: Date): SQL {
  return or(isNull(postings.expiresAt), gte(postings.expiresAt, now)) as SQL;
}

/** `%`, `_` and `\` typed by a person are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A free-text page past the counted matches: their pages end there (LIMITS.searchCountCap). */
function searchTooDeepError(): AppError {
  const message = `검색 결과는 처음 ${LIMITS.searchCountCap.toLocaleString('ko-KR')}건까지 볼 수 있어요. 검색어를 더 자세히 쓰거나 지역을 골라 좁혀 주세요.`;
  return new AppError('VALIDATION', { message, fields: { pageNum: message } });
}

const HOUR_MS = 3_600_000;

/**
 * The `posting_counts.deadline_hour` holding `now`, and its start. This hour's passed deadlines are counted from the
 * rows and subtracted: deadlines bunch at 23:59:59, so counting the passed ones reads few rows.
 */
function countingHourOf(now: Date): { hour: number; start: Date } {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  return { hour, start: new Date(hour * HOUR_MS) };
}

export type PostingListRow = {
  id: string | null;
  occupation_id: number;
  title: string;
  company_name: string;
  url: string;
  location_name: string | null;
  job_type_name: string;
  experience_level: string;
  required_education_level: string;
  close_type: number;
  salary: string;
  posted_at: Date | string;
  expires_at: Date | string | null;
  interest_count: number;
};

export const POSTING_COLUMNS = `po.id, po.occupation_id, po.title, po.company_name, po.url, po.location_name,
  po.job_type_name, po.experience_level, po.required_education_level, po.close_type, po.salary, po.posted_at,
  po.expires_at, po.interest_count`;

export function fromListRow(row: PostingListRow): PostingRow {
  return {
    id: row.id ?? '',
    occupationId: row.occupation_id,
    title: row.title,
    companyName: row.company_name,
    url: row.url,
    locationName: row.location_name,
    jobTypeName: row.job_type_name,
    experienceLevel: row.experience_level,
    requiredEducationLevel: row.required_education_level,
    closeType: row.close_type,
    salary: row.salary,
    postedAt: new Date(row.posted_at),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    interestCount: row.interest_count,
    source: '',
    syncedAt: new Date(0),
  };
}

/** Nationwide (`postings`) or one place (`posting_places`, sort columns copied); counts from `posting_counts`. */
type Scope = { occupationId: number | undefined; place: string | undefined };

/**
 * Sort order spelled as the indexes are (`desc nulls last`), or PostgreSQL would not read them in order.
 * Always-open postings come after every dated one in both deadline sorts; ties by id.
 */
function orderOf(sort: RecruitSort, t: string, id: string): string {
  if (sort === 'postDate') return `${t}.posted_at desc nulls last, ${t}.${id} asc`;
  if (sort === '마감 임박순') return `${t}.expires_at asc nulls last, ${t}.${id} asc`;
  return `${t}.expires_at desc nulls last, ${t}.${id} asc`;
}

// Params: now, offset, occupation, place, hour, hour_start; each bound only where used, cast to one type.
const structuredTexts = kit.shapeStatements();

/**
 * One statement for a list without free text: counts, the dated and always-open pages (two index ranges split by
 * the counts), rows by key and the next deadline in scope. Past the last page it returns only the counts.
 */
function structuredText(scope: Scope, sort: RecruitSort): kit.Statement {
  const name = `recruit_list_${scope.place === undefined ? 'n' : 'p'}${scope.occupationId === undefined ? '' : 'o'}_${sort === 'postDate' ? 'new' : sort === '마감 임박순' ? 'soon' : 'late'}`;
  return structuredTexts(name, () => structuredSql(scope, sort));
}

function structuredSql(scope: Scope, sort: RecruitSort): string {
  const table = scope.place === undefined ? 'postings' : 'posting_places';
  const id = scope.place === undefined ? 'id' : 'posting_id';
  const inScope = [
    scope.place === undefined ? undefined : 'x.place = :place::text',
    scope.occupationId === undefined ? undefined : 'x.occupation_id = :occupation::int',
  ]
    .filter(Boolean)
    .map((c) => `${c} and `)
    .join('');
  const counts = `select (coalesce(sum(c.postings) filter (where c.deadline_hour is not null), 0)
          - (select count(*) from ${table} x where ${inScope}x.expires_at >= :hour_start::timestamptz
             and x.expires_at < :now::timestamptz))::int as dated,
        coalesce(sum(c.postings) filter (where c.deadline_hour is null), 0)::int as open_ended
      from posting_counts c
      where c.place = ${scope.place === undefined ? "''" : ':place::text'}
        and c.occupation_id = ${scope.occupationId === undefined ? '0' : ':occupation::int'}
        and (c.deadline_hour is null or c.deadline_hour >= :hour::int)`;
  const size = LIMITS.recruitPageSize;
  // Every LIMIT is the page size: a LIMIT from a subquery made the planner hash-join all of `postings`. The
  // always-open range is ordered `expires_at, id` so PostgreSQL reads the deadline index instead of sorting.
  const pages =
    sort === 'postDate'
      ? `select x.${id} as id from ${table} x
          where ${inScope}(x.expires_at is null or x.expires_at >= :now::timestamptz)
            and :offset::int < (select dated + open_ended from counts)
          order by ${orderOf(sort, 'x', id)} limit ${size} offset :offset::int`
      : `select u.id from ((select x.${id} as id, 0 as seg from ${table} x
          where ${inScope}x.expires_at >= :now::timestamptz
            and :offset::int < (select dated from counts)
          order by ${orderOf(sort, 'x', id)}
          limit ${size} offset :offset::int)
        union all
        (select x.${id} as id, 1 as seg from ${table} x
          where ${inScope}x.expires_at is null
          order by x.expires_at asc, x.${id} asc
          limit ${size} offset (select greatest(0, :offset::int - dated) from counts))) u
        order by u.seg limit ${size}`;
  // `= any(array(…))`: an index lookup of at most a page, whatever the planner guesses.
  return `with counts as (${counts}),
    page as materialized (${pages})
    select c.dated, c.open_ended,
      (select min(x.expires_at) from ${table} x where ${inScope}x.expires_at >= :now::timestamptz) as next_expiry,
      ${kit.generationColumn('postings')},
      p.*
    from counts c
    left join (select ${POSTING_COLUMNS} from postings po where po.id = any(array(select id from page))) p on true
    order by ${orderOf(sort, 'p', 'id')}`;
}

const searchTexts = kit.shapeStatements();

type SearchShape = { place: boolean; sort: RecruitSort; plan: SearchPlan; plain: boolean };

/** `plain` (no cased letters): `strpos`, several times cheaper than ILIKE, which lower-cases every row. */
function matchOf(t: string, plain: boolean): string {
  return plain
    ? `(strpos(${t}.title, :text::text) > 0 or strpos(${t}.company_name, :text::text) > 0)`
    : `(${t}.title ilike :pattern::text or ${t}.company_name ilike :pattern::text)`;
}

// Every character pair, lower-cased as the index is, plus `p:<place>` with a place (migration 0014).
function hasKeys(place: boolean): string {
  const pairs = `array(select substr(q, i, least(length(q), 2))
    from lower(:text::text) as q, generate_series(1, greatest(length(q) - 1, 1)) as i)`;
  return `posting_search_keys(s.title, s.company_name, s.places) @> ${place ? `(${pairs} || array['p:' || :place::text])` : pairs}`;
}

/**
 * Free text in the shape `planSearch` chose. `all`: every match via the pair index, counted and sorted. `ordered`:
 * the sort's index walked until the page is full, the count stopped at LIMITS.searchCountCap + 1.
 */
function searchText(shape: SearchShape): kit.Statement {
  const sortName = shape.sort === 'postDate' ? 'new' : shape.sort === '마감 임박순' ? 'soon' : 'late';
  const name = `recruit_search_${shape.place ? 'p' : 'n'}_${sortName}_${shape.plan.page}${shape.plain ? '' : '_ci'}`;
  return searchTexts(name, () => searchSql(shape));
}

function searchSql(shape: SearchShape): string {
  const size = LIMITS.recruitPageSize;
  const needed = LIMITS.searchCountCap + 1;
  const open = (t: string) => `(${t}.expires_at is null or ${t}.expires_at >= :now::timestamptz)`;
  const rows = `left join (select ${POSTING_COLUMNS} from postings po where po.id = any(array(select id from page))) p
      on true
    order by ${orderOf(shape.sort, 'p', 'id')}`;
  const generation = kit.generationColumn('postings');
  if (shape.plan.page === 'all') {
    return `with matched as materialized (
        select s.posting_id, s.posted_at, s.expires_at from posting_search s
        where ${hasKeys(shape.place)} and ${matchOf('s', shape.plain)} and ${open('s')}),
      counts as (select count(*)::int as total, min(expires_at) as next_expiry from matched),
      page as (select m.posting_id as id from matched m order by ${orderOf(shape.sort, 'm', 'posting_id')}
        limit ${size} offset :offset::int)
      select c.total, c.next_expiry, ${generation}, p.*
      from counts c
      ${rows}`;
  } else {
    // A place's rows are checked on `posting_search`: narrower rows than `postings`, fewer pages.
    const from = shape.place
      ? 'posting_places x join posting_search po on po.posting_id = x.posting_id where x.place = :place::text and'
      : 'postings x where';
    const checked = matchOf(shape.place ? 'po' : 'x', shape.plain);
    const id = shape.place ? 'posting_id' : 'id';
    // Table-order rows first; the index only when they held too few (an initPlan runs only when needed).
    const byIndex = `select count(*)::int from (select 1 from posting_search s
        where ${hasKeys(shape.place)} and ${matchOf('s', shape.plain)} and ${open('s')} limit ${needed}) y`;
    const count = `select case when (select count(*) from (select 1 from (select s.title, s.company_name, s.expires_at,
          s.places from posting_search s limit :scan_rows::int) s
          where ${matchOf('s', shape.plain)} and ${open('s')}${shape.place ? ' and :place::text = any(s.places)' : ''}
          limit ${needed}) x) >= ${needed} then ${needed}
        else (${byIndex}) end`;
    const page =
      shape.sort === 'postDate'
        ? `page as (select x.${id} as id from ${from} ${open('x')} and ${checked}
            order by ${orderOf(shape.sort, 'x', id)} limit ${size} offset :offset::int)`
        : `dated as materialized (select x.${id} as id, x.expires_at from ${from} x.expires_at >= :now::timestamptz
              and ${checked}
            order by ${orderOf(shape.sort, 'x', id)} limit :offset::int + ${size}),
          open_ended as materialized (select x.${id} as id from ${from} x.expires_at is null and ${checked}
            order by x.expires_at asc, x.${id} asc
            limit greatest(0, :offset::int + ${size} - (select count(*) from dated))),
          page as (select u.id from (
              (select d.id, 0 as seg, row_number() over (order by ${orderOf(shape.sort, 'd', 'id')}) as n from dated d)
              union all
              (select o.id, 1 as seg, row_number() over (order by o.id) as n from open_ended o)) u
            order by u.seg, u.n limit ${size} offset :offset::int)`;
    const scope = shape.place ? 'posting_places x where x.place = :place::text and' : 'postings x where';
    return `with counts as (select (${count}) as total),
      ${page}
      select c.total,
        (select min(x.expires_at) from ${scope} x.expires_at >= :now::timestamptz) as next_expiry,
        ${generation}, p.*
      from counts c
      ${rows}`;
  }
}

type ListStatementRow = PostingListRow & {
  dated?: number;
  open_ended?: number;
  total?: number;
  next_expiry: Date | string | null;
  generation: string | null;
};

/**
 * Open postings, 12 per page; an occupation-name keyWord filters, other text searches titles and companies.
 * One statement per answer; a whole answer is reused while generation, Seoul day and next deadline hold (ADR 014).
 */
export async function findPostings({
  reads,
  clock,
  query,
}: kit.ListCall<RecruitListQuery>): Promise<kit.JsonAnswer<RecruitList>> {
  const now = clock.now();
  const reference = await reads.reference();
  let place: string | undefined;
  if (query.locationName) {
    kit.locationOf(reference, query.locationName, 'locationName');
    place = normalizeLocation(query.locationName);
  }
  const keyWord = query.keyWord || undefined;
  const ask: ListAsk = { now, place, sort: query.sortBy, offset: query.pageNum * LIMITS.recruitPageSize };
  const occupationId = keyWord === undefined ? undefined : reference.occupationIds.get(keyWord);
  const text = occupationId === undefined ? keyWord : undefined;
  return kit.readList<ListStatementRow, kit.JsonAnswer<RecruitList>>(reads, {
    reference,
    kind: 'postings',
    now,
    key: ['recruit', keyWord ?? null, place ?? null, query.sortBy, query.pageNum],
    statement: () =>
      text === undefined ? structuredStatement(ask, occupationId) : searchStatement(ask, text, reference),
    answer: (rows) => {
      const first = rows[0];
      // Free text is counted up to the cap and one more: "more than the cap" is all the person is told past it.
      const counted =
        text === undefined ? (first?.dated ?? 0) + (first?.open_ended ?? 0) : (first?.total ?? 0);
      const capped = text !== undefined && counted > LIMITS.searchCountCap;
      const postingRows = kit.itemRows(rows, 'id').map(fromListRow);
      const value = kit.jsonAnswer(RecruitListResponseSchema, {
        count: postingRows.length,
        start: query.pageNum,
        total: text === undefined ? counted : Math.min(counted, LIMITS.searchCountCap),
        totalCapped: capped,
        job: postingRows.map((row) =>
          kit.postingItem(row, row.id, reference.occupationNames.get(row.occupationId) ?? '', now),
        ),
        ...reference.freshness.postings,
      });
      // Open means `expires_at >= now`: the answer holds up to and including the next deadline in scope.
      return { value, until: kit.soonest(kit.endOfSeoulDay(now), first?.next_expiry) };
    },
  });
}

type ListAsk = { now: Date; place: string | undefined; sort: RecruitSort; offset: number };

function structuredStatement(
  ask: ListAsk,
  occupationId: number | undefined,
): [kit.Statement, Record<string, unknown>] {
  const { hour, start } = countingHourOf(ask.now);
  return [
    structuredText({ occupationId, place: ask.place }, ask.sort),
    {
      now: ask.now.toISOString(),
      offset: ask.offset,
      occupation: occupationId,
      place: ask.place,
      hour,
      hour_start: start.toISOString(),
    },
  ];
}

function searchStatement(
  ask: ListAsk,
  text: string,
  reference: kit.ReferenceData,
): [kit.Statement, Record<string, unknown>] {
  if (ask.offset >= LIMITS.searchCountCap) throw searchTooDeepError();
  const plain = text.toLowerCase() === text && text.toUpperCase() === text;
  const plan = planSearch(reference.searchStats, text, ask.place, ask.offset);
  return [
    searchText({ place: ask.place !== undefined, sort: ask.sort, plan, plain }),
    {
      now: ask.now.toISOString(),
      offset: ask.offset,
      text,
      pattern: containsPattern(text),
      place: ask.place,
      scan_rows: plan.scanRows,
    },
  ];
}

/** Unknown or already closed → 404 POSTING_NOT_FOUND. */
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
  return kit.postingItem(row, row.id, occupation?.name ?? '', now);
}

/**
 * Per occupation: members who chose it (sample members excluded: a statistic cannot be marked 예시, ADR 019), the
 * member's rank for it, and open postings nationwide or in the member's city (each posting once).
 */
const POPULAR_SQL = `with member as (
    select r.city from members m left join regions r on r.code = m.region_code where m.id = :member::int
  ),
  place as (select coalesce((select city from member), '') as city),
  chosen as (
    select g.job_id, row_number() over (order by g.last_active_at desc, g.id asc)::int as rank
    from todo_groups g where g.member_id = :member::int and exists (select 1 from member)
  ),
  chosen_by as (
    select g.job_id, count(*)::int as n from todo_groups g
    join members m on m.id = g.member_id and not m.is_demo group by g.job_id
  )
  select o.id, o.name, coalesce(cb.n, 0)::int as members, ch.rank as chosen_rank,
    ((select coalesce(sum(c.postings), 0) from posting_counts c
        where c.place = pl.city and c.occupation_id = o.id and (c.deadline_hour is null or c.deadline_hour >= :hour::int))
      - case when pl.city = ''
          then (select count(*) from postings x where x.occupation_id = o.id
            and x.expires_at >= :hour_start::timestamptz and x.expires_at < :now::timestamptz)
          else (select count(*) from posting_places x where x.place = pl.city and x.occupation_id = o.id
            and x.expires_at >= :hour_start::timestamptz and x.expires_at < :now::timestamptz)
        end)::int as open
  from occupations o
  cross join place pl
  left join chosen_by cb on cb.job_id = o.id
  left join chosen ch on ch.job_id = o.id`;
const POPULAR = kit.compileStatement('recruit_popular', POPULAR_SQL);

/** The visitors' answer for the cache, with its next change (next deadline) and sync generation. */
const POPULAR_VISITOR = kit.compileStatement(
  'recruit_popular_visitor',
  `select p.*, (select min(x.expires_at) from postings x where x.expires_at >= :now::timestamptz) as next_expiry,
    ${kit.generationColumn('postings')}
  from (${POPULAR_SQL}) p`,
);

type PopularRow = { id: number; name: string; members: number; chosen_rank: number | null; open: number };
type PopularVisitorRow = PopularRow & { next_expiry: Date | string | null; generation: string | null };

/**
 * Bound on a visitors' answer cached by an instance that did not see members' choices change; the recording
 * instance drops its cache at once (ADR 014).
 */
export const POPULAR_MAX_AGE_MS = 30_000;

/**
 * Always 3 entries. Visitors: most-chosen occupations, nationwide, cached (see `POPULAR_MAX_AGE_MS`). Members:
 * their own choices first, counted in their city; never cached, so their choices show at once.
 */
export async function findPopularPostings({
  reads,
  clock,
  memberId,
}: {
  reads: kit.ListReads;
  clock: Clock;
  memberId: number | null;
}): Promise<kit.JsonAnswer<PopularRecruit[]>> {
  const now = clock.now();
  const { hour, start } = countingHourOf(now);
  const values = { member: memberId, hour, now: now.toISOString(), hour_start: start.toISOString() };
  if (memberId !== null) {
    const rows = await kit.runStatement<PopularRow>(reads, POPULAR, values);
    return kit.jsonAnswer(PopularRecruitResponseSchema, popularOf(rows));
  }
  const reference = await reads.reference();
  return kit.readList<PopularVisitorRow, kit.JsonAnswer<PopularRecruit[]>>(reads, {
    reference,
    kind: 'postings',
    now,
    // The epoch is taken before the read: a change recorded while it runs makes this key stale at once.
    key: ['popular', reads.choicesEpoch()],
    statement: () => [POPULAR_VISITOR, values],
    answer: (rows) => ({
      value: kit.jsonAnswer(PopularRecruitResponseSchema, popularOf(rows)),
      // Open means `expires_at >= now`: the counts hold up to and including the next deadline.
      until: kit.soonest(new Date(now.getTime() + POPULAR_MAX_AGE_MS), rows[0]?.next_expiry),
    }),
  });
}

function popularOf(rows: PopularRow[]): PopularRecruit[] {
  const chosen = rows
    .filter((row) => row.chosen_rank !== null)
    .sort((a, b) => (a.chosen_rank ?? 0) - (b.chosen_rank ?? 0));
  const popular = [...rows].sort(
    (a, b) => b.members - a.members || b.open - a.open || collator.compare(a.name, b.name),
  );
  const ordered = [...new Set([...chosen, ...popular])].slice(0, 3);
  return ordered.map((row) => ({ 'job-name': row.name, count: row.open }));
}
