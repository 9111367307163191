import { type PopularRecruit, PopularRecruitResponseSchema } from '@dasibom/contract';
import type { Clock } from '../../platform/clock.ts';
import * as kit from '../../platform/list-read-kit.ts';
import { countingHourOf } from './posting-row.ts';

const collator = new Intl.Collator('ko');

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
