import {
  LIMITS,
  PopularRecruitResponseSchema,
  RecruitListQuerySchema,
  RecruitListResponseSchema,
  TrainingListQuerySchema,
  TrainingListResponseSchema,
} from '@dasibom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regions } from '../../db/schema.ts';
import { createSampleCourseSource, createSamplePostingSource } from '../../sources/sample/index.ts';
import { createMemoryLog, fixtureCourse, fixturePosting } from '../../sync/fixture-sources.ts';
import { runSync } from '../../sync/run-sync.ts';
import { addJobGroup, bearer, createMember, login } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { findPopularPostingsBefore, findPostingsBefore } from '../../test/lists-before/recruit.ts';
import { findCoursesBefore } from '../../test/lists-before/training.ts';
import { kst, runFixtureSync, syncFixtures } from '../../test/use-test-app.ts';

/**
 * ADR 014: the lists answer in one statement, from reference data in memory and a cache keyed by the sync
 * generation. Every answer must equal the one the old shape (five statements through the query builder, kept in
 * src/test/lists-before) gives on the same data at the same instant — also when it comes from the cache, and after
 * a sync run by another instance.
 */

const SYNC_AT = kst('2026-06-10T12:00:00');
const WALK = { timeout: 600_000 };

let t: TestApp;
const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

/** A list route's answer now, which must be a 200. */
async function listNow(app: TestApp, path: string, params: Record<string, string | number>) {
  const res = await app.app.inject({ method: 'GET', url: `${path}?${q(params)}` });
  expect(res.statusCode, `${q(params)}: ${res.body}`).toBe(200);
  return res.json().data;
}

async function recruitBoth(app: TestApp, params: Record<string, string | number>) {
  const now = await listNow(app, '/v1/recruit/list', params);
  const { db, clock } = app;
  const before = await findPostingsBefore({ db, clock, query: RecruitListQuerySchema.parse(params) });
  return { now, before: plain(RecruitListResponseSchema.parse(before)) };
}

async function trainingBoth(app: TestApp, params: Record<string, string | number>) {
  const query = TrainingListQuerySchema.parse(params);
  const now = await listNow(app, '/v1/training/list', params);
  const before = plain(
    TrainingListResponseSchema.parse(await findCoursesBefore({ db: app.db, clock: app.clock, query })),
  );
  return { now, before };
}

const RECRUIT_FILTERS: Record<string, string>[] = [
  {},
  { keyWord: '요양보호사' },
  { keyWord: '바리스타', locationName: '경기' },
  { locationName: '서울' },
  { locationName: '서울 강남구' },
  { locationName: ' 서울   강남구 ' },
  { locationName: '경기 고양시' },
  { keyWord: '요양보호사', locationName: '서울 강남구' },
  { keyWord: '주간보호' },
  { keyWord: '주간보호', locationName: '부산' },
  { keyWord: '모' },
  { keyWord: '없는말없는말' },
];
const RECRUIT_SORTS = ['마감 임박순', '마감 여유순', 'postDate'];

const TRAINING_FILTERS: Record<string, string>[] = [
  {},
  { jobName: '요양보호사' },
  { regionName: '서울' },
  { regionName: '서울 강남구' },
  { regionName: '경기 고양시' },
  { jobName: '바리스타', regionName: '서울' },
  { jobName: '요양보호사', regionName: '경기 고양시' },
  { jobName: '요양보호사', regionName: '서울 강남구', type: '실습 위주' },
  { type: '실습 위주' },
  { type: '실습 위주', regionName: '경기' },
];
const TRAINING_SORTS = ['마감 임박순', '마감 여유순'];

/** First, second, middle, last and past-the-end pages, and the page where the always-open postings begin. */
function pagesOf(total: number, size: number, extra: number[] = []): number[] {
  const last = Math.max(0, Math.ceil(total / size) - 1);
  return [...new Set([0, 1, Math.floor(last / 2), last, last + 1, ...extra])].filter((p) => p >= 0);
}

async function walkAll(app: TestApp): Promise<number> {
  let compared = 0;
  for (const filter of RECRUIT_FILTERS) {
    for (const sortBy of RECRUIT_SORTS) {
      const first = await recruitBoth(app, { ...filter, sortBy });
      expect(first.now, JSON.stringify(filter)).toEqual(first.before);
      const total = first.before.total as number;
      const dated = (first.before.job as { 'expiration-timestamp': number | null }[]).filter(
        (job) => job['expiration-timestamp'] !== null,
      ).length;
      const extra = dated < 12 ? [] : [Math.floor(total / 12)];
      // Free text answers its counted matches only (LIMITS.searchCountCap); the deeper page is a 400 (recruit.test.ts).
      const freeText = filter.keyWord !== undefined && !['요양보호사', '바리스타'].includes(filter.keyWord);
      const pages = pagesOf(total, 12, extra).filter((p) => !freeText || p * 12 < LIMITS.searchCountCap);
      for (const pageNum of pages) {
        // Twice: the second answer comes from the cache.
        for (let i = 0; i < 2; i++) {
          const { now, before } = await recruitBoth(app, { ...filter, sortBy, pageNum });
          expect(now, `${JSON.stringify(filter)} ${sortBy} ${pageNum}`).toEqual(before);
          compared++;
        }
      }
    }
  }
  for (const filter of TRAINING_FILTERS) {
    for (const sortBy of TRAINING_SORTS) {
      const first = await trainingBoth(app, { ...filter, sortBy });
      for (const pageNum of pagesOf(first.before.scn_cnt as number, 12)) {
        for (let i = 0; i < 2; i++) {
          const { now, before } = await trainingBoth(app, { ...filter, sortBy, pageNum });
          expect(now, `${JSON.stringify(filter)} ${sortBy} ${pageNum}`).toEqual(before);
          compared++;
        }
      }
    }
  }
  return compared;
}

async function popularBoth(app: TestApp, memberId: number | null, headers: Record<string, string> = {}) {
  const res = await app.app.inject({ method: 'GET', url: '/v1/recruit/popular', headers });
  expect(res.statusCode).toBe(200);
  const before = await findPopularPostingsBefore({ db: app.db, clock: app.clock, memberId });
  expect(res.json().data).toEqual(plain(PopularRecruitResponseSchema.parse(before)));
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(SYNC_AT);
  const result = await runSync({
    db: t.db,
    clock: t.clock,
    sources: { postings: createSamplePostingSource(), courses: createSampleCourseSource() },
    log: createMemoryLog(),
  });
  expect(result.status).toBe('done');
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe('list answers are the same as before ADR 014', () => {
  it(
    'recruit and training, all sorts and many filters and pages, at several instants (fresh and cached)',
    WALK,
    async () => {
      let compared = 0;
      // In time order, so answers cached at one instant are served at the next while they still hold.
      for (const instant of [
        SYNC_AT,
        kst('2026-06-10T12:59:59.999'),
        kst('2026-06-10T23:59:59.999'),
        kst('2026-06-11T00:00:00'),
        kst('2026-06-12T18:30:00'),
        kst('2026-07-01T09:00:00'),
      ]) {
        t.clock.set(instant);
        compared += await walkAll(t);
      }
      expect(compared).toBeGreaterThan(1000);
    },
  );

  it('popular: visitors, a member with chosen occupations and a city, a member without either', async () => {
    t.clock.set(kst('2026-06-10T15:00:00'));
    await popularBoth(t, null);
    const member = await createMember(t);
    await addJobGroup(t, member.id, 3, { createdAt: kst('2026-06-09T10:00:00') });
    await addJobGroup(t, member.id, 7, { createdAt: kst('2026-06-10T10:00:00') });
    const other = await createMember(t);
    await addJobGroup(t, other.id, 7);
    // Written straight in the database, as another instance would: tell this instance, as the API routes do (a
    // visitors' answer is otherwise cached for up to POPULAR_MAX_AGE_MS; list-cache.test.ts covers both).
    t.app.listReads.choicesChanged();
    const session = await login(t, member);
    await popularBoth(t, member.id, bearer(session.accessToken));
    await popularBoth(t, null);
    const lonely = await createMember(t);
    const lonelySession = await login(t, lonely);
    await popularBoth(t, lonely.id, bearer(lonelySession.accessToken));
  });
});

describe('cached answers and reference data follow the sync generation', () => {
  const listIds = async (app: TestApp, params: Record<string, string>) => {
    const res = await app.app.inject({ method: 'GET', url: `/v1/recruit/list?${q(params)}` });
    return (res.json().data.job as { id: string }[]).map((job) => job.id);
  };

  it('a sync run by another instance is seen at once; answers cached before it are never served', async () => {
    const other = await buildTestApp({ database: t.database });
    try {
      other.clock.set(kst('2026-06-20T12:00:00'));
      t.clock.set(kst('2026-06-20T12:00:00'));
      const before = await listIds(t, { keyWord: '요양보호사' });
      expect(before.length).toBeGreaterThan(0);
      expect(await listIds(t, { keyWord: '요양보호사' })).toEqual(before);
      expect(t.app.listReads.cacheSize()).toBeGreaterThan(0);
      // The other instance replaces every posting (same clock, so only the generation tells the syncs apart).
      await syncFixtures(other, {
        postings: [
          fixturePosting({ externalId: 'ONLY1', occupationId: 1, expiresAt: kst('2026-06-30T23:59:59') }),
        ],
        courses: [fixtureCourse({ trprId: 'ONLYC' })],
      });
      expect(await listIds(t, { keyWord: '요양보호사' })).toEqual(['ONLY1']);
      const { now, before: old } = await recruitBoth(t, { keyWord: '요양보호사' });
      expect(now).toEqual(old);
      const training = await trainingBoth(t, {});
      expect(training.now).toEqual(training.before);
      expect(training.now.srchList.map((c: { trprId: string }) => c.trprId)).toEqual(['ONLYC']);
    } finally {
      await other.close();
    }
  });

  it('a cached answer stops at the next deadline in scope and at Seoul midnight', async () => {
    t.clock.set(kst('2026-06-21T12:00:00'));
    const deadline = kst('2026-06-21T15:00:00');
    await runFixtureSync(t, {
      postings: [
        fixturePosting({ externalId: 'SOON', occupationId: 1, expiresAt: deadline }),
        fixturePosting({ externalId: 'LATER', occupationId: 1, expiresAt: kst('2026-06-25T18:00:00') }),
      ],
      courses: [fixtureCourse({ trprId: 'C1' })],
    });
    expect(await listIds(t, {})).toEqual(['SOON', 'LATER']);
    t.clock.set(deadline);
    expect(await listIds(t, {})).toEqual(['SOON', 'LATER']);
    t.clock.set(new Date(deadline.getTime() + 1));
    expect(await listIds(t, {})).toEqual(['LATER']);
    const { now, before } = await recruitBoth(t, {});
    expect(now).toEqual(before);
    expect(now.job[0].deadline).toBe('D-4');
    t.clock.set(kst('2026-06-22T00:00:00'));
    const nextDay = await recruitBoth(t, {});
    expect(nextDay.now).toEqual(nextDay.before);
    expect(nextDay.now.job[0].deadline).toBe('D-3');
  });

  it('regions and occupations are re-read when a sync completes', async () => {
    t.clock.set(kst('2026-06-23T12:00:00'));
    const url = `/v1/recruit/list?${q({ locationName: '세종 시험구' })}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    await t.db
      .insert(regions)
      .values({ code: 999_901, name: '세종 시험구', city: '세종', district: '시험구', sortOrder: 9999 });
    // Reference data is the sync's to refresh: until one completes, this instance keeps what it read.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    await runFixtureSync(t, {
      postings: [fixturePosting({ externalId: 'P1', occupationId: 1, expiresAt: null, closeType: 3 })],
      courses: [fixtureCourse({ trprId: 'C1' })],
    });
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(0);
  });
});
