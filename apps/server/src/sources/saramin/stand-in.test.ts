import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../paths.ts';
import { SourceError } from '../../platform/source-error.ts';
import type { StandInHandler } from '../probe-types.ts';
import type { SourceOccupation } from '../types.ts';
import { createSaraminSource, SARAMIN_DEFAULT_MAX_CALLS_PER_SYNC } from './adapter.ts';
import { checkSaraminRequest } from './schema.ts';
import { ALWAYS_OPEN_TIMESTAMP, createSaraminStandIn } from './stand-in.ts';

const NOW = new Date('2026-06-01T09:00:00+09:00');
const BASE = 'http://stand-in.test';
const occupations: SourceOccupation[] = (
  JSON.parse(readFileSync(resolve(DATA_DIR, 'occupations.json'), 'utf8')) as SourceOccupation[]
).map(({ id, name, workCode, ncsName }) => ({ id, name, workCode, ncsName }));

/** The real adapter's HTTP client, answered by the stand-in handler; every request URL is kept. */
function through(handler: StandInHandler) {
  const requested: URL[] = [];
  const bodies: unknown[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input));
    requested.push(url);
    const answer = handler(url);
    if (answer.contentType.startsWith('application/json')) bodies.push(JSON.parse(answer.body));
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    });
  };
  return { fetch, requested, bodies };
}

const handler = createSaraminStandIn({ now: () => NOW });
const ask = (query: string) => {
  const answer = handler(new URL(`/job-search?${query}`, BASE));
  return { ...answer, json: () => JSON.parse(answer.body) as unknown };
};

describe('saramin stand-in, driven by the real adapter', () => {
  it('fills every occupation of the catalogue within the call budget, with the documented quirks', async () => {
    const { fetch, requested, bodies } = through(handler);
    const adapter = createSaraminSource({ accessKey: 'stand-in-key', baseUrl: BASE, fetch, retries: 0 });
    const records = await adapter.fetchPostings({ occupations, now: NOW });

    for (const url of requested) expect(checkSaraminRequest(url)).toEqual([]);
    expect(requested.length).toBeLessThanOrEqual(SARAMIN_DEFAULT_MAX_CALLS_PER_SYNC);
    expect(new Set(records.map((r) => r.occupationId))).toEqual(new Set(occupations.map((o) => o.id)));
    expect(new Set(records.map((r) => r.externalId)).size).toBe(records.length);

    // The quirks the adapter must meet came up: paging, a one-job page as an object, totals as strings.
    expect(requested.some((url) => url.searchParams.get('start') === '1')).toBe(true);
    const pages = bodies.map((body) => (body as { jobs: { job?: unknown; total: unknown } }).jobs);
    expect(pages.some((page) => page.job !== undefined && !Array.isArray(page.job))).toBe(true);
    expect(pages.every((page) => typeof page.total === 'string')).toBe(true);
    const rawLocations = JSON.stringify(bodies);
    expect(rawLocations).toContain(' &gt; ');
    expect(rawLocations).toContain(String(ALWAYS_OPEN_TIMESTAMP));

    // … and came out as our records: places unescaped and ours, every close type, no fake 2033 deadline.
    expect(
      records.every((r) => r.locations.every((place) => !place.includes('&') && !place.includes('>'))),
    ).toBe(true);
    expect(records.filter((r) => r.locations.length > 0).length).toBe(records.length);
    expect(new Set(records.map((r) => r.closeType))).toEqual(new Set([1, 2, 3, 4]));
    expect(records.some((r) => r.expiresAt === null)).toBe(true);
    expect(records.every((r) => r.expiresAt === null || r.expiresAt.getFullYear() < 2033)).toBe(true);
    // Titles carry the search word, so each posting lands on the occupation that searched it.
    const meal = records.filter((r) => r.occupationId === 7);
    expect(meal.every((r) => /급식도우미|급식조리원|조리실무사/.test(r.title))).toBe(true);
  });

  it('refuses a missing key with code 1 and "bad-key" with code 2, which the adapter reads as AUTH', async () => {
    expect(ask('keywords=바리스타').json()).toMatchObject({ code: 1 });
    expect(ask('access-key=bad-key&keywords=바리스타').json()).toMatchObject({ code: 2 });
    for (const accessKey of ['', 'bad-key']) {
      const { fetch, requested } = through(handler);
      const adapter = createSaraminSource({ accessKey, baseUrl: BASE, fetch, retries: 2 });
      const error = await adapter.fetchPostings({ occupations, now: NOW }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SourceError);
      expect((error as SourceError).kind).toBe('AUTH');
      expect(requested).toHaveLength(1);
    }
  });

  it('answers count > 110 (and other bad paging) with code 3, status 200', () => {
    for (const query of ['count=111', 'count=0', 'count=abc', 'start=-1', 'sort=xx']) {
      const answer = ask(`access-key=k&keywords=바리스타&${query}`);
      expect(answer.status).toBe(200);
      expect(answer.json()).toMatchObject({ code: 3 });
    }
    expect(ask('access-key=k&keywords=바리스타&count=110').json()).toHaveProperty('jobs');
  });

  it('pages by page number with total as a string, and finds nothing for a query of several words', () => {
    const first = ask('access-key=k&keywords=바리스타&start=0&count=3').json() as {
      jobs: {
        count: number;
        start: number;
        total: string;
        job: { id: string; position: { title: string } }[];
      };
    };
    const second = ask('access-key=k&keywords=바리스타&start=1&count=3').json() as typeof first;
    expect(first.jobs).toMatchObject({ count: 3, start: 0, total: expect.stringMatching(/^\d+$/) });
    expect(second.jobs.start).toBe(1);
    const ids = [...first.jobs.job, ...second.jobs.job].map((job) => job.id);
    expect(new Set(ids).size).toBe(6);
    expect(first.jobs.job.every((job) => job.position.title.includes('바리스타'))).toBe(true);
    // The same question, the same answer.
    expect(ask('access-key=k&keywords=바리스타&start=0&count=3').body).toBe(JSON.stringify(first));

    for (const keywords of ['미용사 (일반)', '급식+도우미', '급식,도우미']) {
      const answer = ask(`access-key=k&${new URLSearchParams({ keywords })}`).json();
      expect(answer).toEqual({ jobs: { count: 0, start: 0, total: '0' } });
    }
  });

  it('answers a maintenance page for "maintenance-key" and 404 elsewhere', () => {
    expect(ask('access-key=maintenance-key&keywords=바리스타').contentType).toMatch(/text\/html/);
    expect(handler(new URL('/other', BASE)).status).toBe(404);
  });
});
