import { cityOf, LIMITS, type Posting, RecruitListResponseSchema, successEnvelope } from '@dasibom/contract';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postingPlaces, postingSearch } from '../../db/schema.ts';
import type { PostingRecord } from '../../sources/types.ts';
import { fixtureCourse, fixturePosting } from '../../sync/fixture-sources.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { idsInSpecOrder, type PostingSort } from '../../test/posting-order.ts';
import { kst, runFixtureSync, syncFixtures } from '../../test/use-test-app.ts';

/**
 * The list answers (pages and `total`) against a plain model of the rules, for many filters, all sorts, every page
 * and several instants after the sync: the counts kept by the sync and the place rows copied from the postings
 * must give the same answers as reading the postings themselves, also after deadlines pass and after a re-sync
 * that removes and changes postings.
 */

const SYNC_AT = kst('2026-06-10T12:00:00');

/** A small deterministic generator, so the fixtures are the same on every run. */
function createRandom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T, next };
}

const PLACE_SETS: string[][] = [
  ['서울 강남구'],
  ['서울 송파구', '서울 강남구'],
  ['서울'],
  ['경기 고양시 덕양구'],
  ['경기 고양시 일산동구', '경기 고양시 덕양구'],
  ['경기 수원시 팔달구', '서울 마포구'],
  ['부산 중구', '부산 해운대구'],
  ['세종'],
  ['세종 세종'],
  ['화성'],
  [],
];

/** Deadlines that share an hour with the instants checked, tie with each other, or have passed. */
const DEADLINES = [
  kst('2026-06-10T11:59:59'),
  kst('2026-06-10T12:30:00'),
  kst('2026-06-10T12:59:59'),
  kst('2026-06-10T23:59:59'),
  kst('2026-06-11T00:00:00'),
  kst('2026-06-11T23:59:59'),
  kst('2026-06-15T18:00:00'),
  kst('2026-06-30T23:59:59'),
];
const TITLES = [
  '요양보호사 모집',
  '주간보호센터 요양보호사',
  'ABC 케어 채용',
  '간호조무사 구인',
  '사무 보조 (주 5일)',
];

function generate(count: number, seed: number): PostingRecord[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const openEnded = random.next() < 0.15;
    return fixturePosting({
      externalId: `R${String(i).padStart(3, '0')}`,
      occupationId: random.pick([1, 2, 3]),
      title: random.pick(TITLES),
      companyName: random.pick(['늘봄요양원', '봄날의원', 'abc 센터']),
      locations: random.pick(PLACE_SETS),
      closeType: openEnded ? 3 : 1,
      expiresAt: openEnded ? null : random.pick(DEADLINES),
      postedAt: kst(`2026-06-0${random.pick([1, 2, 5, 9])}T${random.pick(['09', '10'])}:00:00`),
    });
  });
}

type Filter = { keyWord?: string; locationName?: string };
const OCCUPATION_NAMES: Record<number, string> = { 1: '요양보호사', 2: '간호조무사', 3: '보육교사' };
const KNOWN_CITIES = new Set(['서울', '경기', '부산', '세종']);

function inPlace(record: PostingRecord, place: string): boolean {
  return record.locations.some((name) => {
    if (!KNOWN_CITIES.has(cityOf(name))) return false;
    if (!place.includes(' ')) return cityOf(name) === place;
    return name === place || name.startsWith(`${place} `);
  });
}

function matches(record: PostingRecord, filter: Filter, now: Date): boolean {
  if (record.expiresAt !== null && record.expiresAt < now) return false;
  if (filter.locationName && !inPlace(record, filter.locationName)) return false;
  if (!filter.keyWord) return true;
  const occupation = Object.entries(OCCUPATION_NAMES).find(([, name]) => name === filter.keyWord);
  if (occupation) return record.occupationId === Number(occupation[0]);
  const text = filter.keyWord.toLowerCase();
  return record.title.toLowerCase().includes(text) || record.companyName.toLowerCase().includes(text);
}

type Sort = PostingSort;

function expectedIds(records: PostingRecord[], filter: Filter, sort: Sort, now: Date): string[] {
  return idsInSpecOrder(
    records.filter((r) => matches(r, filter, now)),
    sort,
  );
}

const FILTERS: Filter[] = [
  {},
  { keyWord: '요양보호사' },
  { locationName: '서울' },
  { locationName: '서울', keyWord: '간호조무사' },
  { locationName: '서울 강남구' },
  { locationName: '서울 강남구', keyWord: '요양보호사' },
  { locationName: '경기 고양시' },
  { locationName: '경기 고양시 덕양구' },
  { locationName: '세종' },
  { locationName: '세종 세종' },
  { keyWord: '주간보호' },
  { keyWord: 'abc', locationName: '서울' },
];
const SORTS: Sort[] = ['마감 임박순', '마감 여유순', 'postDate'];

let t: TestApp;
const sync = (records: PostingRecord[]) =>
  runFixtureSync(t, { postings: records, courses: [fixtureCourse({ trprId: 'C1' })] });

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function readAll(
  filter: Filter,
  sortBy: Sort,
  app: TestApp = t,
): Promise<{ ids: string[]; totals: number[] }> {
  const ids: string[] = [];
  const totals: number[] = [];
  for (let pageNum = 0; pageNum < 30; pageNum++) {
    const search = new URLSearchParams({ ...filter, sortBy, pageNum: String(pageNum) });
    const res = await app.app.inject({ method: 'GET', url: `/v1/recruit/list?${search}` });
    expect(res.statusCode).toBe(200);
    const data = successEnvelope(RecruitListResponseSchema).parse(res.json()).data;
    totals.push(data.total);
    ids.push(...data.job.map((job: Posting) => job.id));
    if (data.job.length < 12) break;
  }
  return { ids, totals };
}

async function expectListsMatch(records: PostingRecord[], instants: Date[]) {
  for (const now of instants) {
    t.clock.set(now);
    for (const filter of FILTERS) {
      for (const sort of SORTS) {
        const expected = expectedIds(records, filter, sort, now);
        const { ids, totals } = await readAll(filter, sort);
        const where = `${now.toISOString()} ${JSON.stringify(filter)} ${sort}`;
        expect(ids, where).toEqual(expected);
        expect(new Set(totals), where).toEqual(new Set([expected.length]));
      }
    }
  }
}

// Each test compares hundreds of list answers with a model: seconds when the machine is idle, longer when it is
// busy. The cap only stops a hung test; nothing here asserts how long anything takes.
const WALK = { timeout: 180_000 };

describe('list pages and totals follow the rules after the sync', () => {
  const first = generate(150, 7);
  // Removed, moved to other places, given other deadlines (one always open now, one open-ended one dated), renamed;
  // plus new postings.
  const second: PostingRecord[] = [
    ...first
      .filter((_, i) => i % 7 !== 3)
      .map(
        (record, i): PostingRecord =>
          i % 5 === 0
            ? {
                ...record,
                locations: i % 10 === 0 ? ['부산 해운대구'] : ['경기 고양시 일산서구', '서울 강남구'],
                expiresAt: record.expiresAt === null ? kst('2026-06-12T23:59:59') : null,
                closeType: record.expiresAt === null ? 1 : 3,
                title: `${record.title} 주간보호`,
              }
            : record,
      ),
    ...generate(20, 99).map((record) => ({ ...record, externalId: `N${record.externalId}` })),
  ];

  it(
    'at the sync, within the hour of a deadline, after deadlines pass, and before the sync',
    WALK,
    async () => {
      t.clock.set(SYNC_AT);
      expect((await sync(first)).status).toBe('done');
      await expectListsMatch(first, [
        SYNC_AT,
        kst('2026-06-10T12:30:00'),
        kst('2026-06-10T12:30:01'),
        kst('2026-06-11T00:00:00'),
        kst('2026-06-16T09:00:00'),
        kst('2026-06-09T09:00:00'),
      ]);
    },
  );

  it('after a re-sync that removes, moves, re-dates and renames postings', WALK, async () => {
    t.clock.set(kst('2026-06-10T12:45:00'));
    expect((await sync(second)).status).toBe('done');
    await expectListsMatch(second, [kst('2026-06-10T12:45:00'), kst('2026-06-11T00:00:01')]);

    // The copies hold exactly the new values: no rows left for removed postings or old places.
    const places = await t.db
      .select({ id: postingPlaces.postingId, place: postingPlaces.place, expiresAt: postingPlaces.expiresAt })
      .from(postingPlaces)
      .orderBy(asc(postingPlaces.postingId), asc(postingPlaces.place));
    const expectedPlaces = second
      .flatMap((record) =>
        [
          ...new Set(
            record.locations
              .filter((name) => KNOWN_CITIES.has(cityOf(name)))
              .flatMap((name) => {
                const words = name.split(' ');
                return words.map((_, i) => words.slice(0, i + 1).join(' '));
              }),
          ),
        ].map((place) => ({ id: record.externalId, place, expiresAt: record.expiresAt })),
      )
      .sort((a, b) => (a.id === b.id ? (a.place < b.place ? -1 : 1) : a.id < b.id ? -1 : 1));
    expect(places).toEqual(expectedPlaces);
    const search = await t.db
      .select({
        id: postingSearch.postingId,
        title: postingSearch.title,
        expiresAt: postingSearch.expiresAt,
        places: postingSearch.places,
      })
      .from(postingSearch)
      .orderBy(asc(postingSearch.postingId));
    expect(search).toEqual(
      second
        .map((r) => ({
          id: r.externalId,
          title: r.title,
          expiresAt: r.expiresAt,
          places: expectedPlaces.filter((p) => p.id === r.externalId).map((p) => p.place),
        }))
        .sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
  });
});

describe('free text answers the same whichever way it reads', () => {
  // Each shape a search can take (search-plan.ts): every match through the search index; or the sort's index
  // walked, counted through the index, by reading the whole table in its order, or by reading a few rows of it and
  // then the index. Answers are not kept, so each shape is read.
  const PLANS = [
    { page: 'all', scanRows: 0 },
    { page: 'ordered', scanRows: 0 },
    { page: 'ordered', scanRows: 1_000_000 },
    { page: 'ordered', scanRows: 40 },
  ] as const;
  const SEARCHES: Filter[] = [
    { keyWord: '요' },
    // Under the cap in 서울, over it nationwide: a count in table order that forgot the place would say "more than".
    { keyWord: '요', locationName: '서울' },
    { keyWord: '주간보호' },
    { keyWord: '모집', locationName: '경기 고양시' },
    { keyWord: 'abc' },
    { keyWord: 'ABC', locationName: '서울' },
    { keyWord: '봄', locationName: '서울 강남구' },
    { keyWord: '(주 5' },
    { keyWord: '없는 말' },
  ];
  let own: TestApp;
  // Enough that "요" matches more postings than are counted (LIMITS.searchCountCap).
  const records = generate(2_200, 11);

  beforeAll(async () => {
    own = await buildTestApp({ env: { LIST_CACHE_ANSWERS: '0' } });
    own.clock.set(SYNC_AT);
    await syncFixtures(own, { postings: records, courses: [fixtureCourse({ trprId: 'C1' })] });
  }, 120_000);
  afterAll(async () => {
    await own.close();
  });

  it('every plan, filter and sort: first, second and last pages, total and "more than"', WALK, async () => {
    const reference = own.app.listReads.reference;
    const cap = LIMITS.searchCountCap;
    expect(expectedIds(records, { keyWord: '요' }, '마감 임박순', SYNC_AT).length).toBeGreaterThan(cap);
    try {
      for (const plan of PLANS) {
        own.app.listReads.reference = async () => {
          const data = await reference();
          return { ...data, searchStats: { ...data.searchStats, plan } };
        };
        for (const now of [SYNC_AT, kst('2026-06-11T00:00:00')]) {
          own.clock.set(now);
          for (const filter of SEARCHES) {
            for (const sort of SORTS) {
              const expected = expectedIds(records, filter, sort, now);
              const pages = Math.ceil(Math.min(expected.length, cap) / 12);
              for (const pageNum of new Set([0, 1, Math.max(0, pages - 1)])) {
                const search = new URLSearchParams({ ...filter, sortBy: sort, pageNum: String(pageNum) });
                const res = await own.app.inject({ method: 'GET', url: `/v1/recruit/list?${search}` });
                const where = `${plan.page}/${plan.scanRows} ${now.toISOString()} ${JSON.stringify(filter)} ${sort} ${pageNum}`;
                expect(res.statusCode, where).toBe(200);
                const data = successEnvelope(RecruitListResponseSchema).parse(res.json()).data;
                expect(
                  data.job.map((job: Posting) => job.id),
                  where,
                ).toEqual(expected.slice(pageNum * 12, pageNum * 12 + 12));
                expect({ total: data.total, capped: data.totalCapped }, where).toEqual({
                  total: Math.min(expected.length, cap),
                  capped: expected.length > cap,
                });
              }
            }
          }
        }
      }
    } finally {
      own.app.listReads.reference = reference;
    }
  });
});
