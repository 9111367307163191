import {
  type NearSort,
  type NearTier,
  type RecruitNear,
  type RecruitNearQuery,
  RecruitNearResponseSchema,
} from '@dasibom/contract';
import * as kit from '../../platform/list-read-kit.ts';
import { normalizeLocation } from '../../platform/location-filter.ts';
import { addDays, seoulDateOf, seoulStartOfDay } from '../../platform/seoul-date.ts';
import { fromListRow, POSTING_COLUMNS, type PostingListRow } from './posting-row.ts';

const TIERS: readonly NearTier[] = ['district', 'city', 'nationwide'];

/** The places a `near` answer reads, nearest first: a district (or "경기 고양시"), its city, everywhere. */
type NearPlaces = { district: string | undefined; city: string | undefined };

const nearTexts = kit.shapeStatements();

/**
 * One statement for "up to :size postings near a place" (ADR 021). For each tier present (district, city,
 * nationwide) it reads at most :size rows from each index range — postings open after today (dated, then always
 * open for 마감 임박순) and postings that close today — then keeps each posting once, at its nearest tier, and
 * orders: not closing today before closing today, nearer tier before farther, then the asked order. :size rows per
 * range are enough: a range can only repeat postings already taken from a nearer tier, and fewer than :size were
 * taken when a farther tier is needed at all.
 */
function nearText(places: NearPlaces, hasOccupation: boolean, sort: NearSort): kit.Statement {
  const name = `recruit_near_${places.district ? 'd' : ''}${places.city ? 'c' : ''}${hasOccupation ? 'o' : ''}_${sort === 'postDate' ? 'new' : 'soon'}`;
  return nearTexts(name, () => nearSql(places, hasOccupation, sort));
}

function nearSql(places: NearPlaces, hasOccupation: boolean, sort: NearSort): string {
  const occupation = hasOccupation ? ' and x.occupation_id = :occupation::int' : '';
  const sources: { tier: number; from: string; id: string }[] = [];
  if (places.district)
    sources.push({
      tier: 0,
      from: `posting_places x where x.place = :district::text${occupation}`,
      id: 'posting_id',
    });
  if (places.city)
    sources.push({
      tier: 1,
      from: `posting_places x where x.place = :city::text${occupation}`,
      id: 'posting_id',
    });
  sources.push({ tier: 2, from: `postings x where true${occupation}`, id: 'id' });
  const ranges = sources.flatMap(({ tier, from, id }) => {
    const columns = `x.${id} as id, x.expires_at, x.posted_at, ${tier} as tier`;
    const today = `x.expires_at >= :now::timestamptz and x.expires_at < :tomorrow::timestamptz`;
    if (sort === 'postDate') {
      const order = `order by x.posted_at desc, x.${id} asc limit :size::int`;
      return [
        `(select ${columns}, 0 as today, 0 as part from ${from}
          and (x.expires_at is null or x.expires_at >= :tomorrow::timestamptz) ${order})`,
        `(select ${columns}, 1 as today, 0 as part from ${from} and ${today} ${order})`,
      ];
    }
    return [
      `(select ${columns}, 0 as today, 0 as part from ${from} and x.expires_at >= :tomorrow::timestamptz
        order by x.expires_at asc, x.${id} asc limit :size::int)`,
      `(select ${columns}, 0 as today, 1 as part from ${from} and x.expires_at is null
        order by x.${id} asc limit :size::int)`,
      `(select ${columns}, 1 as today, 0 as part from ${from} and ${today}
        order by x.expires_at asc, x.${id} asc limit :size::int)`,
    ];
  });
  const within = sort === 'postDate' ? 'posted_at desc' : 'expires_at asc nulls last';
  return `with candidates as (${ranges.join('\n union all ')}),
    nearest as (select distinct on (id) * from candidates order by id, today, tier, part),
    chosen as (select * from nearest order by today, tier, part, ${within}, id limit :size::int)
    select ${kit.generationColumn('postings')}, p.*
    from (select 1) one
    left join (select ch.tier as near_tier, ch.today as near_today, ch.part as near_part, ${POSTING_COLUMNS}
      from chosen ch join postings po on po.id = ch.id) p on true
    order by p.near_today, p.near_tier, p.near_part, p.${within}, p.id`;
}

type NearRow = PostingListRow & {
  generation: string | null;
  near_tier: number | null;
};

const MEMBER_PLACE = kit.compileStatement(
  'recruit_near_member',
  'select r.name from members m join regions r on r.code = m.region_code where m.id = :member::int',
);

/**
 * Up to `size` open postings of an occupation (or all) near a place: its district, then the rest of its city,
 * then nationwide; a posting once, at its nearest tier; postings that close today (Asia/Seoul) only after all
 * others. No `place`: the member's stored residence, else nationwide. Answers are cached like the list's (ADR 014)
 * while the sync generation and the Seoul day hold and no answered posting has closed.
 */
export async function findNearPostings({
  reads,
  clock,
  memberId,
  query,
}: kit.ListCall<RecruitNearQuery> & { memberId: number | null }): Promise<kit.JsonAnswer<RecruitNear>> {
  const now = clock.now();
  const reference = await reads.reference();
  const occupationId =
    query.jobName === undefined
      ? undefined
      : kit.occupationIdOf(reference, query.jobName, 'jobName', '직업은 목록에 있는 이름으로 골라 주세요.');
  let place = query.place;
  if (place === undefined && memberId !== null) {
    const [row] = await kit.runStatement<{ name: string }>(reads, MEMBER_PLACE, { member: memberId });
    place = row?.name;
  }
  let places: NearPlaces = { district: undefined, city: undefined };
  if (place !== undefined) {
    const filter = kit.locationOf(reference, place, 'place');
    place = normalizeLocation(place);
    places = { district: filter.regionCodes === null ? undefined : place, city: filter.city };
  }
  return kit.readList<NearRow, kit.JsonAnswer<RecruitNear>>(reads, {
    reference,
    kind: 'postings',
    now,
    key: ['near', occupationId ?? null, place ?? null, query.sortBy, query.size],
    statement: () => {
      const tomorrow = seoulStartOfDay(addDays(seoulDateOf(now), 1));
      const values = {
        now: now.toISOString(),
        tomorrow: tomorrow.toISOString(),
        size: query.size,
        occupation: occupationId,
        district: places.district,
        city: places.city,
      };
      return [nearText(places, occupationId !== undefined, query.sortBy), values];
    },
    answer: (rows) => {
      const chosen = kit.itemRows(rows, 'id');
      const postingRows = chosen.map(fromListRow);
      const value = kit.jsonAnswer(RecruitNearResponseSchema, {
        place: place ?? null,
        job: postingRows.map((row, i) => ({
          ...kit.postingItem(row, row.id, reference.occupationNames.get(row.occupationId) ?? '', now),
          tier: TIERS[chosen[i]?.near_tier ?? 2] ?? 'nationwide',
        })),
        ...reference.freshness.postings,
      });
      // The answer changes when the Seoul day ends (closing today is judged again) or one of its postings closes;
      // a posting it does not hold closing changes nothing (it ranked below them).
      return {
        value,
        until: kit.soonest(kit.endOfSeoulDay(now), ...postingRows.map((row) => row.expiresAt)),
      };
    },
  });
}
