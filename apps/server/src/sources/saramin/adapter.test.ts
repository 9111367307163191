import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { type MockReply, useMockAgent } from '../../test/mock-origin.ts';
import { expectBreakerOpenThenRecovered, failure, testBreaker } from '../../test/source-checks.ts';
import type { SourceOccupation } from '../types.ts';
import { createSaraminSource, type SaraminSourceOptions } from './adapter.ts';
import { checkSaraminRequest } from './schema.ts';
import { parseSaraminSearchTerms, SEARCH_PHRASE_PATTERN } from './search-terms.ts';

const KEY = 'test-saramin-key-0001';
const ORIGIN = 'https://oapi.saramin.co.kr';
const NOW = new Date('2026-06-01T09:00:00+09:00');
const CARE: SourceOccupation = { id: 1, name: '요양보호사', workCode: 'K000000850', ncsName: '요양지원' };
const NURSE: SourceOccupation = { id: 2, name: '간호조무사', workCode: 'K000007576', ncsName: '감염관리' };
const MEAL: SourceOccupation = { id: 7, name: '급식 도우미', workCode: 'K000007556', ncsName: '음식조리' };
const HAIR: SourceOccupation = { id: 12, name: '미용사 (일반)', workCode: 'K000007481', ncsName: '헤어미용' };
const SKIN: SourceOccupation = { id: 13, name: '미용사 (피부)', workCode: 'K000001091', ncsName: '피부미용' };

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
type Fixture = { jobs: { total: string; job: { id: string; url: string; position: { title: string } }[] } };
const json = (name: string) => JSON.parse(fixture(name)) as Fixture;

// The contract: every request the adapter sent stays inside the documented set, one search word per request.
const { reply: replyTo, requested } = useMockAgent((url) => {
  expect(checkSaraminRequest(url), url.search.replace(KEY, '***')).toEqual([]);
  expect(url.searchParams.get('keywords')).toMatch(SEARCH_PHRASE_PATTERN);
});

/** Answers one request to /job-search for the given phrase and page with a body, and records what was asked. */
function reply(body: string, match: { keywords?: string; start?: number } = {}, init: MockReply = {}) {
  const matches = (url: URL) => {
    if (url.pathname !== '/job-search') return false;
    if (match.keywords !== undefined && url.searchParams.get('keywords') !== match.keywords) return false;
    return match.start === undefined || url.searchParams.get('start') === String(match.start);
  };
  replyTo(ORIGIN, matches, body, init);
}

/** The recorded page, renumbered so every page carries different ids, with the total we want to test. */
function page(pageIndex: number, total: number, prefix = ''): string {
  const data = json('jobs-page.json');
  data.jobs.total = String(total);
  data.jobs.job = data.jobs.job.map((job) => ({ ...job, id: `${prefix}${job.id}-${pageIndex}` }));
  return JSON.stringify(data);
}

/** One job (the single-object fixture) with the given id and title, as a one-hit page. */
function onePosting(id: string, title: string): string {
  const data = JSON.parse(fixture('jobs-single-object.json')) as {
    jobs: { job: { id: string; url: string; position: { title: string } } };
  };
  data.jobs.job.id = id;
  data.jobs.job.url = data.jobs.job.url.replace('50220001', id);
  data.jobs.job.position.title = title;
  return JSON.stringify(data);
}

const TERMS = parseSaraminSearchTerms({
  occupations: {
    '1': { name: '요양보호사', phrases: ['요양보호사'], why: 'test' },
    '2': { name: '간호조무사', phrases: ['간호조무사'], why: 'test' },
  },
});

function source(overrides: Partial<SaraminSourceOptions> = {}) {
  const log = { info: vi.fn(), warn: vi.fn() };
  const adapter = createSaraminSource({
    accessKey: KEY,
    retries: 0,
    retryDelayMs: 1,
    searchTerms: TERMS,
    log,
    ...overrides,
  });
  return { adapter, log };
}

/** What a source fetches for 요양보호사 alone. */
const careOf = (adapter: ReturnType<typeof source>['adapter']) =>
  adapter.fetchPostings({ occupations: [CARE], now: NOW });

/** The error one call ends in when the source answers `body` once. */
async function failureOn(body: string) {
  reply(body);
  const { adapter } = source();
  return failure(careOf(adapter));
}

describe('saramin adapter: mapping', () => {
  it('asks for one occupation with the documented parameters and maps every field', async () => {
    reply(fixture('jobs-array.json'), { keywords: '요양보호사', start: 0 });
    const { adapter } = source();
    const records = await careOf(adapter);

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
    const records = await careOf(adapter);
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

  it('accepts an answer under a "job-search" root', async () => {
    reply(fixture('jobs-search-root.json'));
    const { adapter } = source();
    const records = await careOf(adapter);
    expect(records.map((r) => [r.externalId, r.title])).toEqual([
      ['50770001', '요양보호사 1명 (토·일 근무)'],
      ['50770002', '요양보호사 (주야간보호센터)'],
    ]);
  });

  it('reads escaped and plain locations, several per posting, down to our region names', async () => {
    reply(fixture('jobs-locations.json'));
    const { adapter } = source();
    const records = await careOf(adapter);
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
    const records = await careOf(adapter);
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
    const records = await careOf(adapter);
    expect(records.map((r) => r.externalId)).toEqual(['50550001']);
    const skippedLog = log.warn.mock.calls.find(([, msg]) => msg === 'saramin: skipped postings')?.[0];
    expect(skippedLog).toEqual({
      provider: 'saramin',
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
    await expect(careOf(adapter)).resolves.toEqual([]);
    expect(requested).toHaveLength(1);
  });
});

describe('saramin adapter: search phrases (data/saramin-search.json)', () => {
  it('searches each phrase of the shipped file on its own, never the display name', async () => {
    for (const phrase of ['급식도우미', '급식조리원', '미용사', '헤어디자이너']) {
      reply(fixture('jobs-empty.json'), { keywords: phrase, start: 0 });
    }
    const { adapter } = source({ searchTerms: undefined });
    await adapter.fetchPostings({ occupations: [MEAL, HAIR], now: NOW });
    expect(requested.map((u) => u.searchParams.get('keywords'))).toEqual([
      '급식도우미',
      '급식조리원',
      '미용사',
      '헤어디자이너',
    ]);
    // The old request form, the raw name, would have been split into "급식" AND "도우미", "미용사" AND "(일반)".
    expect(requested.map((u) => u.searchParams.get('keywords'))).not.toContain(MEAL.name);
    expect(requested.map((u) => u.searchParams.get('keywords'))).not.toContain(HAIR.name);
  });

  it('fails before any call when an occupation has no phrases', async () => {
    const { adapter } = source();
    await expect(adapter.fetchPostings({ occupations: [CARE, MEAL], now: NOW })).rejects.toThrow(
      /no search phrases for occupation 7 급식 도우미/,
    );
    expect(requested).toHaveLength(0);
  });

  it('keeps one posting once when two phrases of one occupation find it', async () => {
    reply(onePosting('61000001', '급식조리원 모집'), { keywords: '급식도우미' });
    reply(onePosting('61000001', '급식조리원 모집'), { keywords: '급식조리원' });
    reply(onePosting('61000002', '학교 조리실무사'), { keywords: '조리실무사' });
    const searchTerms = parseSaraminSearchTerms({
      occupations: {
        '7': { name: '급식 도우미', phrases: ['급식도우미', '급식조리원', '조리실무사'], why: 'test' },
      },
    });
    const { adapter } = source({ searchTerms });
    const records = await adapter.fetchPostings({ occupations: [MEAL], now: NOW });
    expect(records.map((r) => [r.externalId, r.occupationId])).toEqual([
      ['61000001', 7],
      ['61000002', 7],
    ]);
  });

  it('gives a posting found for two occupations to the one whose longer phrase is in its title', async () => {
    // 미용사 (일반)'s broad "미용사" also finds a skin-care posting; 미용사 (피부)'s "피부미용사" names it.
    reply(onePosting('62000001', '피부미용사 모집 (경력무관)'), { keywords: '미용사' });
    reply(fixture('jobs-empty.json'), { keywords: '헤어디자이너' });
    reply(fixture('jobs-empty.json'), { keywords: '피부관리사' });
    reply(onePosting('62000001', '피부미용사 모집 (경력무관)'), { keywords: '피부미용사' });
    const { adapter } = source({ searchTerms: undefined });
    const records = await adapter.fetchPostings({ occupations: [HAIR, SKIN], now: NOW });
    expect(records.map((r) => [r.externalId, r.occupationId])).toEqual([['62000001', 13]]);

    // Whichever search comes first.
    reply(fixture('jobs-empty.json'), { keywords: '피부관리사' });
    reply(onePosting('62000001', '피부미용사 모집 (경력무관)'), { keywords: '피부미용사' });
    reply(onePosting('62000001', '피부미용사 모집 (경력무관)'), { keywords: '미용사' });
    reply(fixture('jobs-empty.json'), { keywords: '헤어디자이너' });
    const again = await adapter.fetchPostings({ occupations: [SKIN, HAIR], now: NOW });
    expect(again.map((r) => [r.externalId, r.occupationId])).toEqual([['62000001', 13]]);
  });

  it('breaks a tie of phrase length by the narrower search, which found fewer postings', async () => {
    // Neither occupation's phrase is in the title: the search with the smaller total is the more specific one.
    const broad = JSON.parse(onePosting('63000001', '뷰티샵 직원 모집')) as { jobs: { total: string } };
    broad.jobs.total = '900';
    reply(JSON.stringify(broad), { keywords: '미용사' });
    reply(fixture('jobs-empty.json'), { keywords: '헤어디자이너' });
    reply(onePosting('63000001', '뷰티샵 직원 모집'), { keywords: '피부관리사' });
    reply(fixture('jobs-empty.json'), { keywords: '피부미용사' });
    const { adapter } = source({ searchTerms: undefined, maxPagesPerOccupation: 1 });
    const records = await adapter.fetchPostings({ occupations: [HAIR, SKIN], now: NOW });
    expect(records.map((r) => [r.externalId, r.occupationId])).toEqual([['63000001', 13]]);
  });
});

describe('saramin adapter: paging and the call budget', () => {
  it('pages until the string total is covered', async () => {
    reply(page(0, 150), { start: 0 });
    reply(page(1, 150), { start: 1 });
    const { adapter } = source();
    const records = await careOf(adapter);
    expect(requested.map((u) => u.searchParams.get('start'))).toEqual(['0', '1']);
    expect(records.map((r) => r.externalId)).toEqual([
      '50660001-0',
      '50660002-0',
      '50660001-1',
      '50660002-1',
    ]);
  });

  it('stops at the page cap for each phrase, whatever the total', async () => {
    for (const occupation of [CARE, NURSE]) {
      for (let i = 0; i < 2; i++)
        reply(page(i, 5000, `${occupation.id}-`), { keywords: occupation.name, start: i });
    }
    const { adapter } = source({ maxPagesPerOccupation: 2 });
    const records = await adapter.fetchPostings({ occupations: [CARE, NURSE], now: NOW });
    // Breadth first: both first pages, then both second pages.
    expect(requested.map((u) => `${u.searchParams.get('keywords')}:${u.searchParams.get('start')}`)).toEqual([
      '요양보호사:0',
      '간호조무사:0',
      '요양보호사:1',
      '간호조무사:1',
    ]);
    expect(records.filter((r) => r.occupationId === 2)).toHaveLength(4);
  });

  it('defaults to 3 pages per phrase', async () => {
    for (let i = 0; i < 3; i++) reply(page(i, 5000), { start: i });
    const { adapter } = source();
    await careOf(adapter);
    expect(requested).toHaveLength(3);
  });

  it('never sends more calls than the budget, retries included, and gives every phrase its first page first', async () => {
    reply(fixture('maintenance.html'), { keywords: '요양보호사', start: 0 }, { contentType: 'text/html' });
    reply(page(0, 5000, 'a'), { keywords: '요양보호사', start: 0 });
    reply(page(0, 5000, 'b'), { keywords: '간호조무사', start: 0 });
    reply(page(1, 5000, 'a'), { keywords: '요양보호사', start: 1 });
    const { adapter, log } = source({ retries: 1, maxCallsPerSync: 4 });
    const records = await adapter.fetchPostings({ occupations: [CARE, NURSE], now: NOW });
    expect(requested).toHaveLength(4);
    expect(requested.map((u) => `${u.searchParams.get('keywords')}:${u.searchParams.get('start')}`)).toEqual([
      '요양보호사:0',
      '요양보호사:0',
      '간호조무사:0',
      '요양보호사:1',
    ]);
    expect(records).toHaveLength(6);
    const summary = log.info.mock.calls.find(([, msg]) => msg === 'saramin: postings fetched')?.[0];
    expect(summary).toMatchObject({ calls: 4, maxCalls: 4 });
  });

  it('says which phrases the budget left unasked', async () => {
    reply(page(0, 10), { keywords: '요양보호사', start: 0 });
    const { adapter, log } = source({ maxCallsPerSync: 1 });
    await adapter.fetchPostings({ occupations: [CARE, NURSE], now: NOW });
    expect(requested).toHaveLength(1);
    const warning = log.warn.mock.calls.find(([, msg]) => String(msg).includes('call budget'))?.[0];
    expect(warning).toMatchObject({ unasked: ['간호조무사'] });
  });
});

describe('saramin adapter: errors by the documented code', () => {
  const cases = [
    { file: 'error-missing-key.json', code: 1, kind: 'AUTH', meaning: 'no access-key was sent' },
    { file: 'error-invalid-key.json', code: 2, kind: 'AUTH', meaning: 'access-key is not valid' },
    { file: 'error-invalid-parameter.json', code: 3, kind: 'PROVIDER', meaning: 'request is not valid' },
    { file: 'error-rate-limited.json', code: 4, kind: 'RATE_LIMITED', meaning: "day's request limit" },
    { file: 'error-other.json', code: 99, kind: 'PROVIDER', meaning: 'another error' },
  ] as const;

  for (const { file, code, kind, meaning } of cases) {
    it(`code ${code} (status 200) → ${kind}, not retried, and the run stops`, async () => {
      reply(fixture(file), { keywords: CARE.name });
      const { adapter, log } = source({ retries: 2 });
      const error = await failure(adapter.fetchPostings({ occupations: [CARE, NURSE], now: NOW }));
      expect(error.kind).toBe(kind);
      expect(error.retryable).toBe(false);
      expect(error.message).toContain(`provider error ${code}: `);
      expect(error.message).toContain(meaning);
      expect(
        JSON.stringify([error.message, error.url, log.warn.mock.calls, log.info.mock.calls]),
      ).not.toContain(KEY);
      // No retry, and the second occupation is never asked.
      expect(requested).toHaveLength(1);
    });
  }

  it('classifies by the code even when the message reads otherwise', async () => {
    const error = await failureOn(JSON.stringify({ code: 4, message: 'access-key 확인 필요' }));
    expect(error.kind).toBe('RATE_LIMITED');
  });

  it('reads the code when it comes as a string, and names a code the guide does not list', async () => {
    reply(JSON.stringify({ code: '2', message: '' }));
    reply(JSON.stringify({ code: 7, message: 'x' }));
    const { adapter } = source();
    expect((await failure(careOf(adapter))).kind).toBe('AUTH');
    const unknown = await failure(careOf(adapter));
    expect(unknown.kind).toBe('PROVIDER');
    expect(unknown.message).toContain('error code 7, which the guide does not list');
  });

  it('falls back to the message only when there is no code', async () => {
    const error = await failureOn(fixture('error-message-only.json'));
    expect(error.kind).toBe('AUTH');
    expect(error.message).toContain('provider error (no code)');
  });

  it('explains an error body sent with a 4xx status, and a bare 403', async () => {
    reply(fixture('error-invalid-key.json'), {}, { status: 401 });
    const { adapter } = source({ retries: 2 });
    await expect(careOf(adapter)).rejects.toMatchObject({
      kind: 'AUTH',
      status: 401,
    });
    expect(requested).toHaveLength(1);

    reply(fixture('error-invalid-parameter.json'), {}, { status: 400 });
    await expect(careOf(adapter)).rejects.toMatchObject({
      kind: 'PROVIDER',
      status: 400,
    });

    reply('Forbidden', {}, { status: 403, contentType: 'text/plain' });
    await expect(careOf(adapter)).rejects.toMatchObject({
      kind: 'AUTH',
      status: 403,
      retryable: false,
    });
    expect(requested).toHaveLength(3);
  });

  it('treats an HTML maintenance page with status 200 as a failure, after retrying', async () => {
    for (let i = 0; i < 2; i++)
      reply(fixture('maintenance.html'), {}, { contentType: 'text/html;charset=UTF-8' });
    const { adapter } = source({ retries: 1 });
    const error = await failure(careOf(adapter));
    expect(error.kind).toBe('MAINTENANCE');
    expect(error.message).not.toContain('점검');
    expect(requested).toHaveLength(2);
  });

  it('retries a 429 and a 503, and gives up on a body that is not JSON at once', async () => {
    reply('', {}, { status: 429, headers: { 'retry-after': '0' } });
    reply(fixture('jobs-single-object.json'));
    const { adapter } = source({ retries: 1 });
    await expect(careOf(adapter)).resolves.toHaveLength(1);

    reply('{"message":"internal"}', {}, { status: 503 });
    reply(fixture('jobs-single-object.json'));
    await expect(careOf(adapter)).resolves.toHaveLength(1);

    reply('jobs=none', {}, { contentType: 'text/plain' });
    const error = await failure(careOf(adapter));
    expect(error).toMatchObject({ kind: 'SCHEMA', retryable: false });
    expect(requested).toHaveLength(5);
  });

  it('fails when the envelope is wrong, naming the path and not the data', async () => {
    const error = await failureOn(fixture('envelope-broken.json'));
    expect(error.kind).toBe('SCHEMA');
    expect(error.message).toContain('jobs.total');
    expect(error.message).not.toContain('"count"');
    expect(error.message).not.toContain(KEY);
  });

  it('opens the breaker on repeated failures and then fails fast without a request', async () => {
    const cycle = testBreaker(2, 60_000);
    const { adapter } = source({ breaker: cycle.breaker, retries: 0 });
    const call = () => careOf(adapter);
    for (let i = 0; i < 2; i++) {
      reply('{"message":"internal"}', {}, { status: 503 });
      await expect(call()).rejects.toMatchObject({ kind: 'HTTP', status: 503 });
    }
    const answerOk = () => reply(fixture('jobs-single-object.json'));
    await expectBreakerOpenThenRecovered(cycle, { call, requested, sent: 2, answerOk });
  });
});
