import {
  PopularRecruitResponseSchema,
  RecruitListResponseSchema,
  successEnvelope,
  TrainingListResponseSchema,
} from '@dasibom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/open-db.ts';
import { occupations } from '../../db/schema.ts';
import { createListReads } from '../../platform/list-reads.ts';
import { fixtureCourse, fixturePosting } from '../../sync/fixture-sources.ts';
import { addJobGroup, bearer, createMember, injectAs, login } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { findPopularPostingsBefore } from '../../test/lists-before/recruit.ts';
import { kst, syncFixtures } from '../../test/use-test-app.ts';
import { POPULAR_MAX_AGE_MS } from './popular-service.ts';

/**
 * ADR 014: list answers are cached as JSON text, and the visitors' "popular" answer is cached too. These tests fail
 * if a cached answer outlives what it depends on: the sync generation, the next deadline, members' choices recorded
 * by this instance (at once) or by another one (after `POPULAR_MAX_AGE_MS`).
 */

const T0 = kst('2026-06-10T12:00:00');

let t: TestApp;
const names = new Map<number, string>();
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

async function syncPostings(app: TestApp, records: Parameters<typeof fixturePosting>[0][]) {
  await syncFixtures(app, {
    postings: records.map((r) => fixturePosting(r)),
    courses: [fixtureCourse({ trprId: 'C1' }), fixtureCourse({ trprId: 'C2' })],
  });
}

/** 3 open postings of occupation 1 (one until `SOON`), 2 of occupation 2, 1 of occupation 3, none of the others. */
const SOON = kst('2026-06-10T18:00:00');
const POSTINGS = [
  { externalId: 'A1', occupationId: 1 },
  { externalId: 'A2', occupationId: 1 },
  { externalId: 'A3', occupationId: 1, expiresAt: SOON },
  { externalId: 'B1', occupationId: 2 },
  { externalId: 'B2', occupationId: 2 },
  { externalId: 'C1', occupationId: 3 },
];

async function popular(app: TestApp, headers: Record<string, string> = {}) {
  const res = await app.app.inject({ method: 'GET', url: '/v1/recruit/popular', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { 'job-name': string; count: number }[];
}

async function popularFresh(app: TestApp, memberId: number | null = null) {
  return plain(
    PopularRecruitResponseSchema.parse(
      await findPopularPostingsBefore({ db: app.db, clock: app.clock, memberId }),
    ),
  );
}

const top = (answer: { 'job-name': string }[]) => answer.map((entry) => entry['job-name']);

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(T0);
  await syncPostings(t, POSTINGS);
  for (const row of await t.db.select({ id: occupations.id, name: occupations.name }).from(occupations)) {
    names.set(row.id, row.name);
  }
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe('list answers are sent as cached JSON text', () => {
  it('byte for byte what the response serializer writes, fresh and from the cache', async () => {
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    const routes: [string, z.ZodType, Record<string, string>][] = [
      ['/v1/recruit/list', RecruitListResponseSchema, {}],
      ['/v1/recruit/list?keyWord=%EB%AA%A8%EC%A7%91', RecruitListResponseSchema, {}],
      ['/v1/training/list', TrainingListResponseSchema, {}],
      ['/v1/recruit/popular', PopularRecruitResponseSchema, {}],
      ['/v1/recruit/popular', PopularRecruitResponseSchema, bearer(accessToken)],
    ];
    for (const [url, schema, headers] of routes) {
      const first = await t.app.inject({ method: 'GET', url, headers });
      const second = await t.app.inject({ method: 'GET', url, headers });
      for (const res of [first, second]) {
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        // Key order and the absence of extra keys are what the serializer (z.encode + JSON.stringify) gives.
        expect(res.body, url).toBe(JSON.stringify(z.encode(successEnvelope(schema), res.json())));
        expect(res.json().timestamp).toBe(T0.toISOString());
      }
      expect(second.body, url).toBe(first.body);
    }
  });

  it('still compressed for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/recruit/list',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('visitors\' "popular" answer is cached only as long as it holds', () => {
  it("follows members' choices: at once through this instance, within the bound through another", async () => {
    t.clock.set(kst('2026-06-10T13:00:00'));
    const first = await popular(t);
    expect(first).toEqual(await popularFresh(t));
    expect(top(first)).toEqual([names.get(1), names.get(2), names.get(3)]);

    // Another instance (a row written straight in the database) records a choice of occupation 4: this instance
    // keeps its cached answer for at most POPULAR_MAX_AGE_MS.
    const elsewhere = await createMember(t);
    await addJobGroup(t, elsewhere.id, 4);
    expect(await popular(t)).toEqual(first);
    t.clock.set(new Date(kst('2026-06-10T13:00:00').getTime() + POPULAR_MAX_AGE_MS + 1));
    const afterBound = await popular(t);
    expect(afterBound).toEqual(await popularFresh(t));
    expect(top(afterBound)).toEqual([names.get(4), names.get(1), names.get(2)]);

    // Through this instance's API: the next visitor sees it at once (same instant, no clock change).
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    const add = await injectAs(t, accessToken, 'POST', '/v1/my-dream/job/3');
    expect(add.statusCode).toBe(200);
    const added = await popular(t);
    expect(added).toEqual(await popularFresh(t));
    // Occupations 3 and 4 have one member each; 3 has more open postings.
    expect(top(added)).toEqual([names.get(3), names.get(4), names.get(1)]);

    const removed = await injectAs(t, accessToken, 'DELETE', '/v1/member/job', { jobIds: [3] });
    expect(removed.statusCode).toBe(200);
    expect(top(await popular(t))).toEqual([names.get(4), names.get(1), names.get(2)]);

    const again = await injectAs(t, accessToken, 'POST', '/v1/my-dream/job/3');
    expect(again.statusCode).toBe(200);
    expect(top(await popular(t))).toEqual([names.get(3), names.get(4), names.get(1)]);
    const withdrawn = await injectAs(t, accessToken, 'POST', '/v1/member/auth/withdraw');
    expect(withdrawn.statusCode).toBe(200);
    const gone = await popular(t);
    expect(gone).toEqual(await popularFresh(t));
    expect(top(gone)).toEqual([names.get(4), names.get(1), names.get(2)]);
  });

  it("members' own answers are never cached", async () => {
    t.clock.set(kst('2026-06-10T14:00:00'));
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    const before = await popular(t, bearer(accessToken));
    expect(before).toEqual(await popularFresh(t, member.id));
    // Written straight in the database (as another instance would): seen at once in the member's own answer.
    await addJobGroup(t, member.id, 5);
    const after = await popular(t, bearer(accessToken));
    expect(after).toEqual(await popularFresh(t, member.id));
    expect(top(after)[0]).toBe(names.get(5));
  });

  it('the counts change at the next deadline and with a new sync generation', async () => {
    const countOf1 = (answer: { 'job-name': string; count: number }[]) =>
      answer.find((entry) => entry['job-name'] === names.get(1))?.count;
    t.clock.set(kst('2026-06-10T17:59:59'));
    const cached = await popular(t);
    expect(cached).toEqual(await popularFresh(t));
    expect(countOf1(cached)).toBe(3);
    t.clock.set(SOON);
    expect(await popular(t)).toEqual(cached);
    // One millisecond after A3's deadline (well within POPULAR_MAX_AGE_MS) occupation 1 has one posting fewer.
    t.clock.set(new Date(SOON.getTime() + 1));
    const afterDeadline = await popular(t);
    expect(afterDeadline).toEqual(await popularFresh(t));
    // Occupation 1 now ties with occupation 2 (2 open postings each): its count or its place changed.
    expect(afterDeadline).not.toEqual(cached);

    // A sync at the same instant (only the generation tells the answers apart) adds two postings of occupation 1.
    await syncPostings(t, [
      ...POSTINGS,
      { externalId: 'A4', occupationId: 1 },
      { externalId: 'A5', occupationId: 1 },
    ]);
    const synced = await popular(t);
    expect(synced).toEqual(await popularFresh(t));
    expect(countOf1(synced)).toBe(4);
  });
});

describe('sync-state reads are shared, never one that began before the request', () => {
  it('a request arriving while the most reads are under way waits for the next one', async () => {
    const stateReads: ((rows: unknown[]) => void)[] = [];
    const client = {
      query: ({ text }: { text: string }) =>
        text.includes('sync_state')
          ? new Promise<{ rows: unknown[] }>((resolve) => stateReads.push((rows) => resolve({ rows })))
          : Promise.resolve({ rows: [] }),
    };
    const reads = createListReads({ kind: 'postgres', db: { $client: client } } as unknown as Database, {
      maxStateReads: 2,
    });
    const state = (generation: string) => [
      { kind: 'postings', generation, source: 'SAMPLE', last_success_at: null },
    ];
    const until = async (condition: () => boolean) => {
      for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setImmediate(resolve));
      expect(condition()).toBe(true);
    };

    // a and b each start a read; c and d arrive while both are under way (a sync may have committed since).
    const a = reads.reference();
    const b = reads.reference();
    const c = reads.reference();
    const d = reads.reference();
    expect(stateReads).toHaveLength(2);
    stateReads[0]?.(state('1'));
    expect((await a).syncGeneration.postings).toBe('1');
    // One more read, begun after c and d arrived, answers both.
    await until(() => stateReads.length === 3);
    stateReads[1]?.(state('1'));
    expect((await b).syncGeneration.postings).toBe('1');
    stateReads[2]?.(state('2'));
    expect((await c).syncGeneration.postings).toBe('2');
    expect((await d).syncGeneration.postings).toBe('2');
    expect(stateReads).toHaveLength(3);

    // Nothing under way: a request reads at once.
    const e = reads.reference();
    expect(stateReads).toHaveLength(4);
    stateReads[3]?.(state('3'));
    expect((await e).syncGeneration.postings).toBe('3');
  });
});
