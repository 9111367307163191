import { LIMITS, type RecruitSort } from '@dasibom/contract';
import * as kit from '../../platform/list-read-kit.ts';
import { POSTING_COLUMNS } from './posting-row.ts';
import type { SearchPlan } from './search-plan.ts';

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
export function structuredText(scope: Scope, sort: RecruitSort): kit.Statement {
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
export function searchText(shape: SearchShape): kit.Statement {
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
