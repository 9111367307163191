import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { CertificateEntry } from '../../features/exams/certificates.ts';
import { createFakeClock } from '../../platform/clock.ts';
import { createCircuitBreaker, SourceError } from '../../platform/http-client.ts';
import {
  createQnetExamSource,
  plainServiceKey,
  QNET_SCHEDULE_PATH,
  type QnetSourceOptions,
} from './adapter.ts';

const KEY = 'test-qnet-key+0001/abc==';
// 23:30 UTC on 31 December is already 1 January in Seoul: the years asked are 2027 and 2028.
const NEW_YEAR = new Date('2026-12-31T23:30:00Z');
const NOW = new Date('2026-06-01T03:00:00Z');

/** Test certificates with made-up 종목코드 (the real table has none confirmed yet; ADR 022). */
const COUNSELOR: CertificateEntry = {
  key: 'vocational-counselor-2',
  jobId: 5,
  name: '직업 상담사 2급',
  kind: 'QNET_EXAM',
  authorityName: '한국산업인력공단(Q-Net)',
  scheduleUrl: 'https://www.q-net.or.kr',
  note: '국가기술자격이에요.',
  qnet: { qualgbCd: 'T', examCycle: 'REGULAR', jmCd: 'T001' },
};
const AGENT: CertificateEntry = {
  key: 'real-estate-agent',
  jobId: 19,
  name: '공인중개사',
  kind: 'QNET_EXAM',
  authorityName: '한국산업인력공단(Q-Net)',
  scheduleUrl: 'https://www.q-net.or.kr',
  note: '국가전문자격이에요.',
  qnet: { qualgbCd: 'S', examCycle: 'YEARLY', jmCd: 'S001' },
  stageNames: { written: '1차', practical: '2차' },
};
/** Q-Net examines it, but its code is not confirmed: never asked. */
const NAIL_WITHOUT_CODE: CertificateEntry = {
  key: 'beautician-nail',
  jobId: 14,
  name: '미용사 (네일) 자격증',
  kind: 'QNET_EXAM',
  authorityName: '한국산업인력공단(Q-Net)',
  scheduleUrl: 'https://www.q-net.or.kr',
  note: '국가기술자격이에요.',
  qnet: { qualgbCd: 'T', examCycle: 'CONTINUOUS' },
};
const CARE_WORKER: CertificateEntry = {
  key: 'care-worker',
  jobId: 1,
  name: '요양보호사 자격증',
  kind: 'NATIONAL_EXAM',
  authorityName: '한국보건의료인국가시험원(국시원)',
  scheduleUrl: 'https://www.kuksiwon.or.kr',
  note: '국시원 누리집에서 확인하세요.',
};

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const NODATA = fixture('schedule-nodata.json');

type Reply = { body: string; status?: number; contentType?: string };

/** A fetch that answers by the request's parameters (no network), recording every URL asked. */
function fakeFetch(route: (params: Record<string, string>) => Reply | undefined) {
  const requested: URL[] = [];
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    requested.push(url);
    const reply = route(Object.fromEntries(url.searchParams)) ?? { body: NODATA };
    return new Response(reply.body, {
      status: reply.status ?? 200,
      headers: { 'content-type': reply.contentType ?? 'application/json;charset=UTF-8' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requested };
}

function source(fetch: typeof globalThis.fetch, overrides: Partial<QnetSourceOptions> = {}) {
  const log = { info: vi.fn(), warn: vi.fn() };
  const adapter = createQnetExamSource({
    serviceKey: KEY,
    certificates: [CARE_WORKER, COUNSELOR, NAIL_WITHOUT_CODE, AGENT],
    fetch,
    retries: 0,
    retryDelayMs: 1,
    log,
    ...overrides,
  });
  return { adapter, log };
}

describe('qnet adapter: reading the schedule', () => {
  it('asks per certificate with a confirmed code, this year and next, and maps every stage', async () => {
    const { fetch, requested } = fakeFetch(({ jmCd, implYy }) => {
      if (jmCd === 'T001' && implYy === '2026') return { body: fixture('schedule-regular.json') };
      if (jmCd === 'S001' && implYy === '2026') return { body: fixture('schedule-single-item.json') };
      return undefined;
    });
    const { adapter, log } = source(fetch);
    const records = await adapter.fetchExamRounds({ occupations: [], now: NOW });

    expect(adapter.kind).toBe('QNET');
    // Two certificates with codes × two years; the nail certificate (no code) and the care worker (국시원) never.
    expect(requested.map((url) => [url.searchParams.get('jmCd'), url.searchParams.get('implYy')])).toEqual([
      ['T001', '2026'],
      ['T001', '2027'],
      ['S001', '2026'],
      ['S001', '2027'],
    ]);
    expect(requested[0]?.origin + (requested[0]?.pathname ?? '')).toBe(
      `https://apis.data.go.kr${QNET_SCHEDULE_PATH}`,
    );
    expect(Object.fromEntries(requested[0]?.searchParams ?? [])).toEqual({
      serviceKey: KEY,
      numOfRows: '100',
      pageNo: '1',
      dataFormat: 'json',
      implYy: '2026',
      qualgbCd: 'T',
      jmCd: 'T001',
    });
    expect(requested[2]?.searchParams.get('qualgbCd')).toBe('S');

    expect(records.map((r) => [r.certificateKey, r.examYear, r.roundName])).toEqual([
      ['vocational-counselor-2', 2026, '국가기술자격 기사 (2026년도 제1회)'],
      ['vocational-counselor-2', 2026, '국가기술자격 기사 (2026년도 제2회)'],
      ['vocational-counselor-2', 2026, '국가기술자격 기사 (2026년도 제3회)'],
      ['real-estate-agent', 2026, '공인중개사 (2026년도 제37회)'],
    ]);
    expect(records[0]).toEqual({
      certificateKey: 'vocational-counselor-2',
      examYear: 2026,
      roundName: '국가기술자격 기사 (2026년도 제1회)',
      writtenRegStart: '2026-01-13',
      writtenRegEnd: '2026-01-16',
      writtenExamStart: '2026-02-07',
      writtenExamEnd: '2026-03-03',
      writtenResultDate: '2026-03-11',
      practicalRegStart: '2026-03-23',
      practicalRegEnd: '2026-03-26',
      practicalExamStart: '2026-04-18',
      practicalExamEnd: '2026-05-08',
      practicalResultDate: '2026-06-05',
    });
    // A stage the schedule leaves blank stays empty, never guessed; a date may come as a number.
    expect(records[1]).toMatchObject({
      writtenExamStart: '2026-05-09',
      practicalExamStart: '2026-07-19',
      practicalExamEnd: null,
      practicalResultDate: null,
    });
    expect(records[3]).toMatchObject({
      writtenRegStart: '2026-08-03',
      writtenResultDate: null,
      practicalRegStart: null,
      practicalExamStart: '2026-10-31',
      practicalResultDate: '2026-12-02',
    });
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(
      { provider: 'qnet', certificate: 'vocational-counselor-2', implYy: 2026, total: 3, pages: 1 },
      'qnet: schedule fetched',
    );
  });

  it('uses the Seoul year: on the night of 31 December UTC it already asks for next year and the one after', async () => {
    const { fetch, requested } = fakeFetch(() => undefined);
    const { adapter } = source(fetch, { certificates: [COUNSELOR] });
    await adapter.fetchExamRounds({ occupations: [], now: NEW_YEAR }).catch(() => undefined);
    expect(requested.map((url) => url.searchParams.get('implYy'))).toEqual(['2027', '2028']);
  });

  it('unwraps a { response: … } answer and reads "no data" (03) as no rounds', async () => {
    const { fetch } = fakeFetch(({ implYy }) =>
      implYy === '2027' ? { body: fixture('schedule-wrapped.json') } : { body: NODATA },
    );
    const { adapter } = source(fetch, { certificates: [COUNSELOR] });
    const records = await adapter.fetchExamRounds({ occupations: [], now: NOW });
    expect(records).toEqual([
      expect.objectContaining({
        examYear: 2027,
        roundName: '국가기술자격 기사 (2027년도 제1회)',
        writtenRegStart: '2027-01-12',
        writtenExamStart: null,
      }),
    ]);
  });

  it('pages until totalCount is covered, within the page cap', async () => {
    const row = (n: number) => ({
      implYy: '2026',
      implSeq: n,
      qualgbCd: 'T',
      description: `상시 회차 ${n}`,
      docRegStartDt: '20260105',
      docRegEndDt: '20260106',
    });
    const page = (pageNo: number, size: number, total: number) =>
      JSON.stringify({
        header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
        body: {
          items: Array.from({ length: size }, (_, i) => row((pageNo - 1) * 100 + i + 1)),
          numOfRows: 100,
          pageNo,
          totalCount: total,
        },
      });
    const { fetch, requested } = fakeFetch(({ implYy, pageNo }) =>
      implYy === '2026' ? { body: page(Number(pageNo), Number(pageNo) < 2 ? 100 : 50, 150) } : undefined,
    );
    const { adapter } = source(fetch, { certificates: [COUNSELOR] });
    const records = await adapter.fetchExamRounds({ occupations: [], now: NOW });
    expect(records).toHaveLength(150);
    expect(
      requested.map((url) => `${url.searchParams.get('implYy')}/${url.searchParams.get('pageNo')}`),
    ).toEqual(['2026/1', '2026/2', '2027/1']);

    const capped = fakeFetch(({ pageNo }) => ({ body: page(Number(pageNo), 100, 10_000) }));
    const { adapter: limited } = source(capped.fetch, {
      certificates: [COUNSELOR],
      maxPagesPerOccupation: 2,
    });
    await limited.fetchExamRounds({ occupations: [], now: NOW });
    expect(capped.requested).toHaveLength(4);
  });

  it('skips malformed rows, keeps the rest, and counts them by cause without logging their content', async () => {
    const { fetch } = fakeFetch(({ implYy }) =>
      implYy === '2026' ? { body: fixture('schedule-malformed-rows.json') } : undefined,
    );
    const { adapter, log } = source(fetch, { certificates: [COUNSELOR] });
    const records = await adapter.fetchExamRounds({ occupations: [], now: NOW });
    expect(records.map((r) => r.roundName)).toEqual([
      '국가기술자격 기사 (2026년도 제1회)',
      // No description: the round is named from its year and number.
      '2026년도 제6회',
    ]);
    expect(log.warn).toHaveBeenCalledWith(
      {
        provider: 'qnet',
        certificate: 'vocational-counselor-2',
        implYy: 2026,
        skipped: {
          // 20261399 is no calendar day; "2026-12-1" is no date at all.
          'malformed:docExamStartDt': 1,
          'malformed:pracRegStartDt': 1,
          'malformed:implYy': 2,
          'malformed:(root)': 1,
          'other qualification type': 1,
          'no dates': 1,
          'malformed:description': 1,
        },
      },
      'qnet: skipped rounds',
    );
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('날짜 오류');
  });
});

describe('qnet adapter: answers that fail the whole run', () => {
  async function failure(reply: Reply, overrides: Partial<QnetSourceOptions> = {}) {
    const { fetch, requested } = fakeFetch(() => reply);
    const { adapter, log } = source(fetch, { certificates: [COUNSELOR], ...overrides });
    const error = (await adapter
      .fetchExamRounds({ occupations: [], now: NOW })
      .catch((e: unknown) => e)) as SourceError;
    expect(error).toBeInstanceOf(SourceError);
    // The key never appears in what is logged or kept, raw or URL-encoded.
    const told = JSON.stringify([error.message, error.url, log.warn.mock.calls]);
    for (const form of [KEY, encodeURIComponent(KEY)]) expect(told).not.toContain(form);
    return { error, requested };
  }

  it('fails on the gateway’s XML body for an unregistered key (status 200), without retrying', async () => {
    const { error, requested } = await failure(
      { body: fixture('error-key-not-registered.xml'), contentType: 'text/xml;charset=UTF-8' },
      { retries: 2 },
    );
    expect(error.kind).toBe('AUTH');
    expect(error.message).toContain('SERVICE_KEY_IS_NOT_REGISTERED_ERROR');
    expect(requested).toHaveLength(1);
  });

  it('fails on a used-up daily quota without retrying (the next sync tries again)', async () => {
    const { error, requested } = await failure(
      { body: fixture('error-limit-exceeded.xml'), contentType: 'text/xml' },
      { retries: 2 },
    );
    expect([error.kind, error.retryable]).toEqual(['RATE_LIMITED', false]);
    expect(requested).toHaveLength(1);
  });

  it('fails on a result code other than success or no data', async () => {
    const { error } = await failure({ body: fixture('error-invalid-parameter.json') });
    expect(error.kind).toBe('PROVIDER');
    expect(error.message).toContain('result code 10');
  });

  it('fails when the envelope is wrong, naming the path', async () => {
    const { error } = await failure({ body: fixture('envelope-broken.json') });
    expect(error.kind).toBe('SCHEMA');
    expect(error.message).toContain('header.resultCode');
  });

  it('fails on a success without a body, on text that is not JSON, and on XML data', async () => {
    expect((await failure({ body: '{"header":{"resultCode":"00"}}' })).error.message).toContain(
      'body is missing',
    );
    expect((await failure({ body: '{"header": {"resultCode": "00"' })).error.kind).toBe('SCHEMA');
    expect((await failure({ body: 'Unexpected errors', contentType: 'text/plain' })).error.kind).toBe(
      'SCHEMA',
    );
    const xml = await failure({
      body: '<response><body><items/></body></response>',
      contentType: 'text/xml',
    });
    expect(xml.error.message).toContain('XML instead of JSON');
  });

  it('treats 401 as a wrong key and an HTML maintenance page as a failure after retrying', async () => {
    expect((await failure({ body: 'Unauthorized', status: 401, contentType: 'text/plain' })).error.kind).toBe(
      'AUTH',
    );
    const { error, requested } = await failure(
      { body: fixture('maintenance.html'), contentType: 'text/html' },
      { retries: 2 },
    );
    expect(error.kind).toBe('MAINTENANCE');
    expect(requested).toHaveLength(3);
  });

  it('opens the breaker on repeated failures and fails fast', async () => {
    const clock = createFakeClock();
    const breaker = createCircuitBreaker({ failureThreshold: 3, cooldownMs: 30_000, clock });
    const { fetch, requested } = fakeFetch(() => ({ body: '', status: 502 }));
    const { adapter } = source(fetch, { certificates: [COUNSELOR], breaker, retries: 2 });
    await expect(adapter.fetchExamRounds({ occupations: [], now: NOW })).rejects.toMatchObject({
      status: 502,
    });
    await expect(adapter.fetchExamRounds({ occupations: [], now: NOW })).rejects.toMatchObject({
      kind: 'CIRCUIT_OPEN',
    });
    expect(requested).toHaveLength(3);
  });

  it('asks nothing when no certificate has a confirmed code', async () => {
    const { fetch, requested } = fakeFetch(() => undefined);
    const { adapter } = source(fetch, { certificates: [CARE_WORKER, NAIL_WITHOUT_CODE] });
    await expect(adapter.fetchExamRounds({ occupations: [], now: NOW })).rejects.toThrow(/jmCd/);
    expect(requested).toHaveLength(0);
  });
});

describe('plainServiceKey', () => {
  it('decodes a key pasted in its URL-encoded form once, and leaves a plain key alone', () => {
    expect(plainServiceKey('abc%2Bdef%2F%3D%3D')).toBe('abc+def/==');
    expect(plainServiceKey('abc+def/==')).toBe('abc+def/==');
    expect(plainServiceKey('100%zz')).toBe('100%zz');
  });

  it('sends the decoded key, encoded exactly once', async () => {
    const { fetch, requested } = fakeFetch(({ implYy }) =>
      implYy === '2026' ? { body: fixture('schedule-regular.json') } : undefined,
    );
    const { adapter } = source(fetch, { serviceKey: encodeURIComponent(KEY), certificates: [COUNSELOR] });
    await adapter.fetchExamRounds({ occupations: [], now: NOW });
    expect(requested[0]?.searchParams.get('serviceKey')).toBe(KEY);
    expect(requested[0]?.search).toContain(`serviceKey=${encodeURIComponent(KEY).replace(/%20/g, '+')}`);
  });
});
