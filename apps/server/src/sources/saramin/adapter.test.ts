import { readFileSync } from 'node:fs';
import { type Dispatcher, getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeClock } from '../../platform/clock.ts';
import { createCircuitBreaker, SourceError } from '../../platform/http-client.ts';
import type { SourceOccupation } from '../types.ts';
import { createSaraminSource, type SaraminSourceOptions } from './adapter.ts';

const KEY = 'test-saramin-key-0001';
const ORIGIN = 'https://oapi.saramin.co.kr';
const NOW = new Date('2026-06-01T09:00:00+09:00');
const CARE: SourceOccupation = { id: 1, name: '요양보호사', workCode: 'K000000850', ncsName: '요양지원' };
const NURSE: SourceOccupation = { id: 2, name: '간호조무사', workCode: 'K000007576', ncsName: '감염관리' };

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const json = (name: string) =>
  JSON.parse(fixture(name)) as { jobs: { total: string; job: { id: string }[] } };

let agent: MockAgent;
let previous: Dispatcher;
let requested: URL[];

beforeEach(() => {
  previous = getGlobalDispatcher();
  agent = new MockAgent();
  agent.disableNetConnect();
  setGlobalDispatcher(agent);
  requested = [];
});

afterEach(async () => {
  agent.assertNoPendingInterceptors();
  setGlobalDispatcher(previous);
  await agent.close();
});

/** Answers one request to /job-search for the given keyword and page with a body, and records what was asked. */
function reply(
  body: string,
  match: { keywords?: string; start?: number } = {},
  init: { status?: number; contentType?: string } = {},
) {
  agent
    .get(ORIGIN)
    .intercept({
      method: 'GET',
      path: (path) => {
        const url = new URL(path, ORIGIN);
        if (url.pathname !== '/job-search') return false;
        if (match.keywords !== undefined && url.searchParams.get('keywords') !== match.keywords) return false;
        return match.start === undefined || url.searchParams.get('start') === String(match.start);
      },
    })
    .reply((request) => {
      // The matcher may run more than once per request; the reply runs once.
      requested.push(new URL(request.path, ORIGIN));
      return {
        statusCode: init.status ?? 200,
        data: body,
        responseOptions: {
          headers: { 'content-type': init.contentType ?? 'application/json;charset=UTF-8' },
        },
      };
    });
}

/** The recorded page, renumbered so every page carries different ids, with the total we want to test. */
function page(pageIndex: number, total: number): string {
  const data = json('jobs-page.json');
  data.jobs.total = String(total);
  data.jobs.job = data.jobs.job.map((job) => ({ ...job, id: `${job.id}-${pageIndex}` }));
  return JSON.stringify(data);
}

function source(overrides: Partial<SaraminSourceOptions> = {}) {
  const log = { info: vi.fn(), warn: vi.fn() };
  const adapter = createSaraminSource({ accessKey: KEY, retries: 0, retryDelayMs: 1, log, ...overrides });
  return { adapter, log };
}

describe('saramin adapter: mapping', () => {
  it('asks for one occupation with the documented parameters and maps every field', async () => {
    reply(fixture('jobs-array.json'), { keywords: '요양보호사', start: 0 });
    const { adapter } = source();
    const records = await adapter.fetchPostings({ occupations: [CARE], now: NOW });

    expect(adapter.kind).toBe('SARAMIN');
    expect(requested).toHaveLength(1);
    const params = requested[0]?.searchParams;
    expect(params?.get('access-key')).toBe(KEY);
    expect(params?.get('fields')).toBe('posting-date expiration-date count');
    expect(requested[0]?.search).toContain('fields=posting-date+expiration-date+count');
    expect(params?.get('count')).toBe('110');
    expect(params?.get('sort')).toBe('pd');

    expect(records).toHaveLength(4);
    expect(records[0]).toEqual({
      externalId: '50110001',
      occupationId: 1,
      title: '재가 요양보호사 모집 (주 5일, 오전)',
      companyName: '행복한재가복지센터',
      url: 'https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=50110001&utm_source=job-search-api&utm_medium=api&utm_campaign=saramin-job-search-api',
      locations: ['서울 강남구'],
      jobTypeName: '파트',
      experienceLevel: '경력무관',
      requiredEducationLevel: '학력무관',
      closeType: 1,
      salary: '시급 10,320원',
      postedAt: new Date('2026-05-28T10:00:00+09:00'),
      expiresAt: new Date('2026-06-15T23:59:59+09:00'),
      interestCount: 152,
    });
    // 채용시 and 수시 keep the provider's end date; 상시 has none; entities in names are decoded.
    expect(records.map((r) => [r.externalId, r.closeType, r.expiresAt?.toISOString() ?? null])).toEqual([
      ['50110001', 1, '2026-06-15T14:59:59.000Z'],
      ['50110002', 2, '2026-06-30T14:59:59.000Z'],
      ['50110003', 3, null],
      ['50110004', 4, '2026-07-10T14:59:59.000Z'],
    ]);
    expect(records[1]).toMatchObject({
      locations: ['경기 고양시 덕양구'],
      jobTypeName: '계약직',
      experienceLevel: '경력 1~3년',
      requiredEducationLevel: '고등학교졸업이상',
      salary: '월 230만원',
      interestCount: 98,
    });
    expect(records[2]).toMatchObject({ companyName: '(주)&케어 방문요양', interestCount: 0 });
  });

  it('accepts a single job object instead of a list', async () => {
    reply(fixture('jobs-single-object.json'));
    const { adapter } = source();
    const records = await adapter.fetchPostings({ occupations: [CARE], now: NOW });
    expect(records).toEqual([
      expect.objectContaining({
        externalId: '50220001',
        title: '요양보호사 1명 (토·일 근무)',
        locations: ['인천 남동구'],
        salary: '일급 11만원',
        closeType: 1,
        expiresAt: new Date('2026-06-30T23:59:59+09:00'),
      }),
    ]);
  });

  it('reads escaped and plain locations, several per posting, down to our region names', async () => {
    reply(fixture('jobs-locations.json'));
    const { adapter } = source();
    const records = await adapter.fetchPostings({ occupations: [CARE], now: NOW });
    expect(Object.fromEntries(records.map((r) => [r.title, r.locations]))).toEqual({
      'escaped one': ['서울 강남구'],
      'escaped several': ['서울 강남구', '서울 서초구'],
      'plain one': ['경기 고양시 덕양구'],
      'plain several with spaces': ['경기 성남시 분당구', '서울 송파구'],
      'city only': ['서울'],
      nationwide: [],
      sejong: ['세종 세종'],
      'unknown district falls back to city': ['경기'],
      'duplicated place': ['서울 강남구'],
      'bare city': ['부산'],
    });
  });

  it('maps the far-future sentinel to "no end" whatever the close type', async () => {
    reply(fixture('jobs-always-open.json'));
    const { adapter } = source();
    const records = await adapter.fetchPostings({ occupations: [CARE], now: NOW });
    expect(records.map((r) => [r.externalId, r.closeType, r.expiresAt])).toEqual([
      ['50440001', 3, null],
      ['50440002', 4, null],
      ['50440003', 1, null],
      ['50440004', 3, null],
    ]);
  });

  it('skips and counts malformed or closed jobs, keeping the rest, and logs paths, not data', async () => {
    reply(fixture('jobs-malformed-items.json'));
    const { adapter, log } = source();
    const records = await adapter.fetchPostings({ occupations: [CARE], now: NOW });
    expect(records.map((r) => r.externalId)).toEqual(['50550001']);
    const skippedLog = log.warn.mock.calls.find(([, msg]) => msg === 'saramin: skipped postings')?.[0];
    expect(skippedLog).toEqual({
      provider: 'saramin',
      occupationId: 1,
      skipped: {
        'malformed:company': 1,
        'malformed:posting-timestamp': 1,
        'malformed:position.title': 1,
        'malformed:(root)': 1,
        inactive: 1,
        'close-type': 1,
      },
    });
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('잘못된 시각');
  });

  it('returns nothing for an empty result (total "0", no job field)', async () => {
    reply(fixture('jobs-empty.json'));
    const { adapter } = source();
    await expect(adapter.fetchPostings({ occupations: [CARE], now: NOW })).resolves.toEqual([]);
    expect(requested).toHaveLength(1);
  });
});

describe('saramin adapter: paging', () => {
  it('pages until the string total is covered', async () => {
    reply(page(0, 150), { start: 0 });
    reply(page(1, 150), { start: 1 });
    const { adapter } = source();
    const records = await adapter.fetchPostings({ occupations: [CARE], now: NOW });
    expect(requested.map((u) => u.searchParams.get('start'))).toEqual(['0', '1']);
    expect(records.map((r) => r.externalId)).toEqual([
      '50660001-0',
      '50660002-0',
      '50660001-1',
      '50660002-1',
    ]);
  });

  it('stops at the page cap for each occupation, whatever the total', async () => {
    for (const occupation of [CARE, NURSE]) {
      for (let i = 0; i < 2; i++) reply(page(i, 5000), { keywords: occupation.name, start: i });
    }
    const { adapter } = source({ maxPagesPerOccupation: 2 });
    const records = await adapter.fetchPostings({ occupations: [CARE, NURSE], now: NOW });
    expect(requested.map((u) => `${u.searchParams.get('keywords')}:${u.searchParams.get('start')}`)).toEqual([
      '요양보호사:0',
      '요양보호사:1',
      '간호조무사:0',
      '간호조무사:1',
    ]);
    expect(records.filter((r) => r.occupationId === 2)).toHaveLength(4);
  });

  it('defaults to 3 pages per occupation', async () => {
    for (let i = 0; i < 3; i++) reply(page(i, 5000), { start: i });
    const { adapter } = source();
    await adapter.fetchPostings({ occupations: [CARE], now: NOW });
    expect(requested).toHaveLength(3);
  });
});

describe('saramin adapter: errors', () => {
  it('fails at once on an invalid key, with a message that never contains the key', async () => {
    reply(fixture('error-invalid-key.json'), { keywords: CARE.name });
    const { adapter, log } = source({ retries: 2 });
    const error = (await adapter
      .fetchPostings({ occupations: [CARE, NURSE], now: NOW })
      .catch((e: unknown) => e)) as SourceError;
    expect(error).toBeInstanceOf(SourceError);
    expect(error.kind).toBe('AUTH');
    expect(error.message).toContain('provider error 3');
    expect(error.message).not.toContain(KEY);
    expect(JSON.stringify([error, error.url, log.warn.mock.calls, log.info.mock.calls])).not.toContain(KEY);
    // No retry, and the second occupation is never asked.
    expect(requested).toHaveLength(1);
  });

  it('explains an error body sent with a 4xx status', async () => {
    reply(fixture('error-invalid-key.json'), {}, { status: 401 });
    const { adapter } = source({ retries: 2 });
    await expect(adapter.fetchPostings({ occupations: [CARE], now: NOW })).rejects.toMatchObject({
      kind: 'AUTH',
      status: 401,
    });
    expect(requested).toHaveLength(1);

    reply(fixture('error-invalid-parameter.json'), {}, { status: 400 });
    await expect(adapter.fetchPostings({ occupations: [CARE], now: NOW })).rejects.toMatchObject({
      kind: 'PROVIDER',
      status: 400,
    });
  });

  it('treats an HTML maintenance page with status 200 as a failure, after retrying', async () => {
    for (let i = 0; i < 2; i++)
      reply(fixture('maintenance.html'), {}, { contentType: 'text/html;charset=UTF-8' });
    const { adapter } = source({ retries: 1 });
    const error = (await adapter
      .fetchPostings({ occupations: [CARE], now: NOW })
      .catch((e: unknown) => e)) as SourceError;
    expect(error).toBeInstanceOf(SourceError);
    expect(error.kind).toBe('MAINTENANCE');
    expect(error.message).not.toContain('점검');
    expect(requested).toHaveLength(2);
  });

  it('fails when the envelope is wrong, naming the path and not the data', async () => {
    reply(fixture('envelope-broken.json'));
    const { adapter } = source();
    const error = (await adapter
      .fetchPostings({ occupations: [CARE], now: NOW })
      .catch((e: unknown) => e)) as SourceError;
    expect(error.kind).toBe('SCHEMA');
    expect(error.message).toContain('jobs.total');
    expect(error.message).not.toContain('"count"');
    expect(error.message).not.toContain(KEY);
  });

  it('opens the breaker on repeated failures and then fails fast without a request', async () => {
    const clock = createFakeClock();
    const breaker = createCircuitBreaker({ failureThreshold: 2, cooldownMs: 60_000, clock });
    const { adapter } = source({ breaker, retries: 0 });
    for (let i = 0; i < 2; i++) {
      reply('{"message":"internal"}', {}, { status: 503 });
      await expect(adapter.fetchPostings({ occupations: [CARE], now: NOW })).rejects.toMatchObject({
        kind: 'HTTP',
        status: 503,
      });
    }
    expect(breaker.state).toBe('open');
    await expect(adapter.fetchPostings({ occupations: [CARE], now: NOW })).rejects.toMatchObject({
      kind: 'CIRCUIT_OPEN',
    });
    expect(requested).toHaveLength(2);

    clock.advance(60_000);
    reply(fixture('jobs-single-object.json'));
    await expect(adapter.fetchPostings({ occupations: [CARE], now: NOW })).resolves.toHaveLength(1);
    expect(breaker.state).toBe('closed');
  });
});
