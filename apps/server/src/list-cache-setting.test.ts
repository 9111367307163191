import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import {
  courseSourceOf,
  createMemoryLog,
  fixtureCourse,
  fixturePosting,
  postingSourceOf,
} from './sync/fixture-sources.ts';
import { runSync } from './sync/run-sync.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

/**
 * `LIST_CACHE_ANSWERS` (docs/configuration.md): how many list answers a process keeps; `0` keeps none, which is how
 * `npm run bench:api` measures the lists uncached. Two instances on one database, the same requests.
 */

const kst = (local: string) => new Date(`${local}+09:00`);
let cached: TestApp;
let uncached: TestApp;

beforeAll(async () => {
  cached = await buildTestApp();
  uncached = await buildTestApp({ database: cached.database, env: { LIST_CACHE_ANSWERS: '0' } });
  for (const t of [cached, uncached]) t.clock.set(kst('2026-06-20T12:00:00'));
  const result = await runSync({
    db: cached.db,
    clock: cached.clock,
    sources: {
      postings: postingSourceOf([
        fixturePosting({ externalId: 'P1', occupationId: 1, expiresAt: kst('2026-06-30T23:59:59') }),
      ]),
      courses: courseSourceOf([fixtureCourse({ trprId: 'C1' })]),
    },
    log: createMemoryLog(),
  });
  expect(result.status).toBe('done');
}, 120_000);

afterAll(async () => {
  await uncached?.close();
  await cached?.close();
});

describe('LIST_CACHE_ANSWERS', () => {
  it('keeps answers by default and none at 0, answering the same', async () => {
    const urls = [
      '/v1/recruit/list',
      '/v1/recruit/list?keyWord=요양보호사',
      '/v1/training/list',
      '/v1/recruit/popular',
    ];
    for (const url of urls) {
      const bodies = [];
      for (const t of [cached, uncached, cached, uncached]) {
        const res = await t.app.inject({ method: 'GET', url: encodeURI(url) });
        expect(res.statusCode, res.body).toBe(200);
        bodies.push(res.json().data);
      }
      expect(bodies.slice(1)).toEqual([bodies[0], bodies[0], bodies[0]]);
    }
    expect(cached.app.listReads.cacheSize()).toBe(urls.length);
    expect(uncached.app.listReads.cacheSize()).toBe(0);
  });

  it('is a whole number of at least 0', () => {
    expect(loadConfig({}).LIST_CACHE_ANSWERS).toBe(2000);
    expect(loadConfig({ LIST_CACHE_ANSWERS: '0' }).LIST_CACHE_ANSWERS).toBe(0);
    expect(() => loadConfig({ LIST_CACHE_ANSWERS: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ LIST_CACHE_ANSWERS: 'off' })).toThrow(ConfigError);
  });
});
