import { afterEach, describe, expect, it, vi } from 'vitest';
import { allCertificates, type CertificateEntry } from '../../features/exams/certificates.ts';
import { seoulDateOf } from '../../platform/seoul-date.ts';
import { SourceError } from '../../platform/source-error.ts';
import { expectBreakerOpenThenRecovered, testBreaker } from '../../test/source-checks.ts';
import {
  createQnetExamSource,
  plainServiceKey,
  QNET_SCHEDULE_PATH,
  type QnetSourceOptions,
} from './adapter.ts';
import { createQnetStandIn } from './stand-in.ts';
import { fakeFetch, fixture, type Reply, requestViolations, standInFetch } from './test-fetch.ts';

/**
 * Recorded-shape contract tests (SOURCES.md §3, docs/decisions/029): the real adapter, through its HTTP client,
 * against answers in the exact shape the service sends. Every request of every test is checked against the
 * documented parameter set and the 50-row page limit.
 */

const KEY = 'test-qnet-key+0001/abc==';
// 23:30 UTC on 31 December is already 1 January in Seoul: the years asked are 2027 and 2028.
const NEW_YEAR = new Date('2026-12-31T23:30:00Z');
const NOW = new Date('2026-06-01T03:00:00Z');

const table = allCertificates();
const COUNSELOR = table.find((entry) => entry.key === 'vocational-counselor-2') as CertificateEntry;
/** A 국가전문자격 with a made-up 종목코드: test data only (no code is confirmed for 공인중개사). */
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
const NAIL = table.find((entry) => entry.key === 'beautician-nail') as CertificateEntry;
const GENERAL_BEAUTICIAN = table.find((entry) => entry.key === 'beautician-general') as CertificateEntry;
const CARE_WORKER = table.find((entry) => entry.key === 'care-worker') as CertificateEntry;

const NODATA = fixture('schedule-nodata.json');

const checked: { violations: string[] }[] = [];
afterEach(() => {
  // The contract: nothing outside {serviceKey, numOfRows, pageNo, dataFormat, implYy, qualgbCd, jmCd}, ≤ 50 rows.
  for (const { violations } of checked.splice(0)) expect(violations).toEqual([]);
});

function routed(route: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(route);
  checked.push(fake);
  return fake;
}

function source(fetch: typeof globalThis.fetch, overrides: Partial<QnetSourceOptions> = {}) {
  const log = { info: vi.fn(), warn: vi.fn() };
  const adapter = createQnetExamSource({
    serviceKey: KEY,
    certificates: [CARE_WORKER, COUNSELOR, NAIL, GENERAL_BEAUTICIAN, AGENT],
    fetch,
    retries: 0,
    retryDelayMs: 1,
    log,
    ...overrides,
  });
  return { adapter, log };
}

/** The counselor's rounds for a 2026 answer given as `body`, 2027 answering no data. */
async function counselorRounds(body: string, overrides: Partial<QnetSourceOptions> = {}) {
  const fake = routed(({ implYy }) => (implYy === '2026' ? { body } : undefined));
  const { adapter, log } = source(fake.fetch, { certificates: [COUNSELOR], ...overrides });
  const records = await adapter.fetchExamRounds({ occupations: [], now: NOW });
  return { records, log, requested: fake.requested };
}

const ROW = {
  implYy: '2026',
  qualgbCd: 'T',
  qualgbNm: '국가기술자격',
  docExamStartDt: '20260509',
  docExamEndDt: '20260529',
  docPassDt: '20260610',
  pracRegStartDt: '20260622',
  pracRegEndDt: '20260713',
  pracExamStartDt: '20260718',
  pracExamEndDt: '20260805',
  pracPassDt: '20260904',
};
const answerOf = (items: unknown, total: number, pageNo = 1) =>
  JSON.stringify({
    header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
    body: { items, numOfRows: 50, pageNo, totalCount: total },
  });

describe('qnet adapter: what it asks', () => {
  it('asks per switched-on certificate, this year and next, with exactly the documented parameters and 50 rows a page', async () => {
    const { fetch, requested } = routed(({ jmCd, implYy }) => {
      if (jmCd === '9511' && implYy === '2026') return { body: fixture('schedule-regular.json') };
      if (jmCd === 'S001' && implYy === '2026') return { body: fixture('schedule-single-item.json') };
      return undefined;
    });
    const { adapter, log } = source(fetch);
    const records = await adapter.fetchExamRounds({ occupations: [], now: NOW });

    expect(adapter.kind).toBe('QNET');
    // 상시 certificates (미용사: no code, or a code kept off) and 국시원's are never asked.
    expect(requested.map((url) => [url.searchParams.get('jmCd'), url.searchParams.get('implYy')])).toEqual([
      ['9511', '2026'],
      ['9511', '2027'],
      ['S001', '2026'],
      ['S001', '2027'],
    ]);
    expect(`${requested[0]?.origin}${requested[0]?.pathname}`).toBe(
      `https://apis.data.go.kr${QNET_SCHEDULE_PATH}`,
    );
    expect(Object.fromEntries(requested[0]?.searchParams ?? [])).toEqual({
      serviceKey: KEY,
      numOfRows: '50',
      pageNo: '1',
      dataFormat: 'json',
      implYy: '2026',
      qualgbCd: 'T',
      jmCd: '9511',
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
      writtenReg2Start: null,
      writtenReg2End: null,
      writtenExamStart: '2026-02-07',
      writtenExamEnd: '2026-03-03',
      writtenResultDate: '2026-03-11',
      practicalRegStart: '2026-03-23',
      practicalRegEnd: '2026-03-26',
      practicalReg2Start: null,
      practicalReg2End: null,
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
    // items.item holding one row (not a list).
    expect(records[3]).toMatchObject({
      writtenRegStart: '2026-08-03',
      writtenResultDate: null,
      practicalRegStart: null,
      practicalExamStart: '2026-10-31',
      practicalResultDate: '2026-12-02',
    });
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(
      {
        provider: 'qnet',
        certificate: 'vocational-counselor-2',
        implYy: 2026,
        total: 3,
        pages: 1,
        rounds: 3,
        merged: 0,
      },
      'qnet: schedule fetched',
    );
  });

  it('uses the Seoul year: on the night of 31 December UTC it already asks for next year and the one after', async () => {
    const { fetch, requested } = routed(() => undefined);
    const { adapter } = source(fetch, { certificates: [COUNSELOR] });
    await adapter.fetchExamRounds({ occupations: [], now: NEW_YEAR });
    expect(requested.map((url) => url.searchParams.get('implYy'))).toEqual(['2027', '2028']);
  });

  it('guards the contract: a request outside the documented parameters or over 50 rows is named', () => {
    const base = `https://apis.data.go.kr${QNET_SCHEDULE_PATH}?serviceKey=k&numOfRows=50&pageNo=1&dataFormat=json&implYy=2026&qualgbCd=T&jmCd=9511`;
    expect(requestViolations(new URL(base))).toEqual([]);
    expect(requestViolations(new URL(base.replace('numOfRows=50', 'numOfRows=100')))).toEqual([
      'numOfRows 100',
    ]);
    expect(requestViolations(new URL(`${base}&_type=json`))).toEqual(['parameter _type']);
    expect(requestViolations(new URL(base.replace('getQualExamSchdList', 'getList')))).toEqual([
      `path ${QNET_SCHEDULE_PATH.replace('getQualExamSchdList', 'getList')}`,
    ]);
    // A base URL with a gateway's path prefix still sends the documented path after it.
    expect(requestViolations(new URL(base.replace('apis.data.go.kr', 'gw.example/qnet')))).toEqual([]);
  });
});

describe('qnet adapter: one round as two rows', () => {
  it('merges 빠른접수/일반접수 rows (same implSeq and description) into one round with both windows, the earlier first', async () => {
    const { records, log } = await counselorRounds(fixture('schedule-two-rows-early-general.json'));
    expect(records.map((r) => r.roundName)).toEqual([
      '국가기술자격 기사 (2026년도 제1회)',
      '국가기술자격 기사 (2026년도 제2회)',
      '국가기술자격 기사 (2026년도 제3회)',
    ]);
    expect(records[0]).toMatchObject({
      writtenRegStart: '2026-01-12',
      writtenRegEnd: '2026-01-15',
      writtenReg2Start: '2026-01-22',
      writtenReg2End: '2026-01-25',
      writtenExamStart: '2026-01-30',
      // The practical window is the same in both rows: one window.
      practicalRegStart: '2026-03-23',
      practicalRegEnd: '2026-04-13',
      practicalReg2Start: null,
      practicalReg2End: null,
    });
    expect(records[1]).toMatchObject({ writtenReg2Start: null, writtenReg2End: null });
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ implYy: 2026, total: 4, rounds: 3, merged: 1 }),
      'qnet: schedule fetched',
    );

    // The rows in the other order make the same round.
    const answer = JSON.parse(fixture('schedule-two-rows-early-general.json'));
    answer.body.items = [answer.body.items[1], answer.body.items[0], ...answer.body.items.slice(2)];
    expect((await counselorRounds(JSON.stringify(answer))).records).toEqual(records);
  });

  it('merges 정기/빈자리 rows, skips and counts round 0, reading items.item as a list', async () => {
    const { records, log } = await counselorRounds(fixture('schedule-two-rows-regular-vacancy.json'));
    expect(records.map((r) => r.roundName)).toEqual([
      '국가기술자격 기능사 (2026년도 제1회)',
      '국가기술자격 기능사 (2026년도 제2회)',
    ]);
    expect(records[1]).toMatchObject({
      writtenRegStart: '2026-03-16',
      writtenRegEnd: '2026-03-19',
      writtenReg2Start: '2026-03-26',
      writtenReg2End: '2026-03-27',
      practicalExamStart: '2026-05-30',
      practicalExamEnd: '2026-06-14',
    });
    expect(log.warn).toHaveBeenCalledWith(
      { provider: 'qnet', certificate: 'vocational-counselor-2', implYy: 2026, skipped: { 'round 0': 1 } },
      'qnet: skipped rows',
    );
  });

  it('keeps one of identical rows, gives differing practical windows a second window, and drops a round it cannot tell', async () => {
    const row = (seq: number, over: Record<string, string> = {}) => ({
      ...ROW,
      implSeq: String(seq),
      description: `국가기술자격 기사 (2026년도 제${seq}회)`,
      docRegStartDt: '20260420',
      docRegEndDt: '20260504',
      ...over,
    });
    const { records, log } = await counselorRounds(
      answerOf(
        [
          // Round 1: the same row twice.
          row(1),
          row(1),
          // Round 2: the practical windows differ (빈자리 for the practical stage).
          row(2, { pracRegStartDt: '20260622', pracRegEndDt: '20260625' }),
          row(2, { pracRegStartDt: '20260706', pracRegEndDt: '20260708' }),
          // Round 3: two rows with different exam days; which is right?
          row(3),
          row(3, { docExamStartDt: '20260516' }),
          // Round 4: three registration windows; we cannot show them truly as two.
          row(4),
          row(4, { docRegStartDt: '20260506', docRegEndDt: '20260507' }),
          row(4, { docRegStartDt: '20260411', docRegEndDt: '20260412' }),
          // Round 5: one row leaves the result day blank; the other gives it.
          row(5, { pracPassDt: '' }),
          row(5, { docRegStartDt: '20260425', docRegEndDt: '20260426' }),
        ],
        11,
      ),
    );
    expect(records.map((r) => r.roundName)).toEqual([
      '국가기술자격 기사 (2026년도 제1회)',
      '국가기술자격 기사 (2026년도 제2회)',
      '국가기술자격 기사 (2026년도 제5회)',
    ]);
    expect(records[1]).toMatchObject({
      writtenReg2Start: null,
      practicalRegStart: '2026-06-22',
      practicalRegEnd: '2026-06-25',
      practicalReg2Start: '2026-07-06',
      practicalReg2End: '2026-07-08',
    });
    expect(records[2]).toMatchObject({
      writtenRegStart: '2026-04-20',
      writtenReg2Start: '2026-04-25',
      practicalResultDate: '2026-09-04',
    });
    expect(log.warn).toHaveBeenCalledWith(
      {
        provider: 'qnet',
        certificate: 'vocational-counselor-2',
        implYy: 2026,
        skipped: {
          'identical duplicate row': 1,
          'conflicting rounds': 2,
          'more than two registration windows': 3,
        },
      },
      'qnet: skipped rows',
    );
  });
});

describe('qnet adapter: pages and envelopes', () => {
  it('reads a second page when totalCount is over 50, merging a round split across the pages', async () => {
    const rows = Array.from({ length: 52 }, (_, i) => ({
      ...ROW,
      implSeq: String(i + 1),
      description: `국가기술자격 (2026년도 제${i + 1}회)`,
      docRegStartDt: '20260420',
      docRegEndDt: '20260504',
    }));
    // The 53rd row is round 50's second row: the two rows of one round on two pages.
    rows.push({ ...(rows[49] as (typeof rows)[number]), docRegStartDt: '20260506', docRegEndDt: '20260507' });
    const { fetch, requested } = routed(({ implYy, pageNo }) => {
      if (implYy !== '2026') return undefined;
      return pageNo === '1'
        ? { body: answerOf(rows.slice(0, 50), 53, 1) }
        : { body: answerOf({ item: rows.slice(50) }, 53, 2) };
    });
    const { adapter } = source(fetch, { certificates: [COUNSELOR] });
    const records = await adapter.fetchExamRounds({ occupations: [], now: NOW });
    expect(
      requested.map((url) => `${url.searchParams.get('implYy')}/${url.searchParams.get('pageNo')}`),
    ).toEqual(['2026/1', '2026/2', '2027/1']);
    expect(records).toHaveLength(52);
    expect(records[49]).toMatchObject({ writtenReg2Start: '2026-05-06', writtenReg2End: '2026-05-07' });
  });

  it('stops at the page cap and says so', async () => {
    const full = answerOf(
      Array.from({ length: 50 }, (_, i) => ({
        ...ROW,
        implSeq: String(i + 1),
        description: `회차 ${i + 1}`,
      })),
      10_000,
    );
    const { fetch, requested } = routed(() => ({ body: full }));
    const { adapter, log } = source(fetch, { certificates: [COUNSELOR], maxPagesPerOccupation: 2 });
    await adapter.fetchExamRounds({ occupations: [], now: NOW });
    expect(requested).toHaveLength(4);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ implYy: 2026, total: 10_000, pages: 2 }),
      'qnet: page cap reached, later rows not read',
    );
  });

  it('reads an empty page, "no data" (03), a { response: … } wrapper and items as one row', async () => {
    const { fetch } = routed(({ implYy }) => ({
      body: fixture(implYy === '2027' ? 'schedule-wrapped.json' : 'schedule-empty-page.json'),
    }));
    const { adapter } = source(fetch, { certificates: [COUNSELOR] });
    expect(await adapter.fetchExamRounds({ occupations: [], now: NOW })).toEqual([
      expect.objectContaining({
        examYear: 2027,
        roundName: '국가기술자격 기사 (2027년도 제1회)',
        writtenRegStart: '2027-01-12',
        writtenExamStart: null,
      }),
    ]);
    expect((await counselorRounds(NODATA)).records).toEqual([]);
    // `items` holding the one row itself (no list, no `item`).
    const single = answerOf({ ...ROW, implSeq: '2', description: '국가기술자격 기사 (2026년도 제2회)' }, 1);
    expect((await counselorRounds(single)).records).toEqual([
      expect.objectContaining({
        roundName: '국가기술자격 기사 (2026년도 제2회)',
        writtenExamStart: '2026-05-09',
      }),
    ]);
  });

  it('skips malformed rows, keeps the rest, and counts them by cause without logging their content', async () => {
    const { records, log } = await counselorRounds(fixture('schedule-malformed-rows.json'));
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
      'qnet: skipped rows',
    );
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('날짜 오류');
  });
});

describe('qnet adapter: result codes and failures', () => {
  async function failure(reply: Reply | ((n: number) => Reply), overrides: Partial<QnetSourceOptions> = {}) {
    let n = 0;
    const { fetch, requested } = routed(() => (typeof reply === 'function' ? reply(n++) : reply));
    const { adapter, log } = source(fetch, { certificates: [COUNSELOR], ...overrides });
    const error = (await adapter
      .fetchExamRounds({ occupations: [], now: NOW })
      .catch((e: unknown) => e)) as SourceError;
    expect(error).toBeInstanceOf(SourceError);
    // The key never appears in what is logged or kept, raw or URL-encoded.
    const told = JSON.stringify([error.message, error.url, log.warn.mock.calls]);
    for (const form of [KEY, encodeURIComponent(KEY)]) expect(told).not.toContain(form);
    return { error, requested, log };
  }
  const xml = (name: string): Reply => ({ body: fixture(name), contentType: 'text/xml;charset=UTF-8' });
  const coded = (code: string, message = ''): Reply => ({
    body: JSON.stringify({ header: { resultCode: code, resultMsg: message } }),
  });

  it('930 (page size over 50): fails at once, naming the code and what it means', async () => {
    const { error, requested } = await failure({ body: fixture('error-page-size.json') }, { retries: 2 });
    expect([error.kind, error.retryable]).toEqual(['PROVIDER', false]);
    expect(error.message).toContain('result code 930');
    expect(error.message).toContain('numOfRows must be 50 or less');
    expect(requested).toHaveLength(1);
  });

  it('the gateway’s XML for a key not registered (30) or expired (31), status 200 or 403: AUTH, never retried', async () => {
    for (const [name, code] of [
      ['error-key-not-registered.xml', '30'],
      ['error-key-expired.xml', '31'],
    ] as const) {
      const { error, requested } = await failure(xml(name), { retries: 2 });
      expect(error.kind).toBe('AUTH');
      expect(error.message).toContain(`result code ${code}`);
      expect(requested).toHaveLength(1);
    }
    const forbidden = await failure({ ...xml('error-key-not-registered.xml'), status: 403 }, { retries: 2 });
    expect([forbidden.error.kind, forbidden.requested.length]).toEqual(['AUTH', 1]);
    expect(forbidden.error.message).toContain('SERVICE_KEY_IS_NOT_REGISTERED_ERROR');
    for (const code of ['20', '29']) expect((await failure(coded(code))).error.kind).toBe('AUTH');
  });

  it('22 (the day’s quota) stops without retrying; 23 (per second) backs off and retries', async () => {
    const daily = await failure(xml('error-limit-exceeded.xml'), { retries: 2 });
    expect([daily.error.kind, daily.error.retryable, daily.requested.length]).toEqual([
      'RATE_LIMITED',
      false,
      1,
    ]);
    const perSecond = await failure(
      coded('23', 'LIMITED_NUMBER_OF_SERVICE_REQUESTS_PER_SECOND_EXCEEDS_ERROR'),
      {
        retries: 2,
      },
    );
    expect([perSecond.error.kind, perSecond.requested.length]).toEqual(['RATE_LIMITED', 3]);
  });

  it('01, 04 and 05 (gateway or provider trouble) are retried; 10 and 12 (fix the request) are not', async () => {
    for (const code of ['01', '04', '05']) {
      const { error, requested } = await failure(coded(code), { retries: 2 });
      expect([code, error.kind, requested.length]).toEqual([code, 'PROVIDER', 3]);
    }
    const parameter = await failure({ body: fixture('error-invalid-parameter.json') }, { retries: 2 });
    expect([parameter.error.message.includes('result code 10'), parameter.requested.length]).toEqual([
      true,
      1,
    ]);
    // The same codes in an XML <response><header>.
    const retired = await failure(xml('error-xml-response-header.xml'), { retries: 2 });
    expect(retired.error.message).toContain('result code 12');
    expect([retired.error.kind, retired.requested.length]).toEqual(['PROVIDER', 1]);
  });

  it('99 is retried once, only for the connection message; any other 99 fails at once', async () => {
    const connection = fixture('error-unknown-connection.json');
    const once = await failure({ body: connection }, { retries: 0 });
    expect(once.error.message).toContain('result code 99');
    expect(once.requested).toHaveLength(2);

    const { fetch, requested } = routed(({ implYy }) =>
      requested.length === 1
        ? { body: connection }
        : implYy === '2026'
          ? { body: fixture('schedule-regular.json') }
          : undefined,
    );
    const { adapter } = source(fetch, { certificates: [COUNSELOR] });
    expect(await adapter.fetchExamRounds({ occupations: [], now: NOW })).toHaveLength(3);
    expect(requested).toHaveLength(3);

    const other = await failure(coded('99', 'UNKNOWN_ERROR'), { retries: 2 });
    expect(other.requested).toHaveLength(1);
  });

  it('fails when the envelope is wrong, the body is missing, the text is not JSON or the data is XML', async () => {
    const broken = await failure({ body: fixture('envelope-broken.json') });
    expect([broken.error.kind, broken.error.message.includes('header.resultCode')]).toEqual(['SCHEMA', true]);
    expect((await failure({ body: '{"header":{"resultCode":"00"}}' })).error.message).toContain(
      'body is missing',
    );
    expect((await failure({ body: '{"header": {"resultCode": "00"' })).error.kind).toBe('SCHEMA');
    expect((await failure({ body: 'Unexpected errors', contentType: 'text/plain' })).error.kind).toBe(
      'SCHEMA',
    );
    const data = await failure({
      body: '<response><header><resultCode>00</resultCode></header><body><items/></body></response>',
      contentType: 'text/xml',
    });
    expect(data.error.message).toContain('XML instead of JSON');
  });

  it('treats 401 as a wrong key and an HTML error page as an outage, retried', async () => {
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
    const cycle = testBreaker(3, 30_000);
    const { fetch, requested } = routed(() => ({ body: '', status: 502 }));
    const { adapter } = source(fetch, { certificates: [COUNSELOR], breaker: cycle.breaker, retries: 2 });
    const call = () => adapter.fetchExamRounds({ occupations: [], now: NOW });
    await expect(call()).rejects.toMatchObject({ status: 502 });
    await expectBreakerOpenThenRecovered(cycle, { call, requested, sent: 3 });
  });

  it('asks nothing when no certificate has a switched-on code', async () => {
    const { fetch, requested } = routed(() => undefined);
    const { adapter } = source(fetch, { certificates: [CARE_WORKER, NAIL, GENERAL_BEAUTICIAN] });
    await expect(adapter.fetchExamRounds({ occupations: [], now: NOW })).rejects.toThrow(/jmCd/);
    expect(requested).toHaveLength(0);
  });
});

describe('qnet adapter against the stand-in', () => {
  const thisYear = Number(seoulDateOf(new Date()).slice(0, 4));

  it('reads 9511’s and 9540’s rounds for this year and next from the real table, two-row rounds merged, round 0 out', async () => {
    const fake = standInFetch(createQnetStandIn());
    checked.push(fake);
    const { adapter, log } = source(fake.fetch, { certificates: table, baseUrl: 'http://127.0.0.1:9' });
    const records = await adapter.fetchExamRounds({ occupations: [], now: new Date() });
    // Every switched-on code once per year: 9511 and 7780 are the certificates of two jobs each, asked once.
    expect(fake.requested.map((url) => url.searchParams.get('jmCd'))).toEqual([
      '9511',
      '9511',
      '9540',
      '9540',
      '7780',
      '7780',
      '7900',
      '7900',
      '7180',
      '7180',
    ]);
    // The stand-in knows 9511 and 9540 only (NODATA for the rest); 9511's rounds reach both of its certificates.
    expect(new Set(records.map((r) => r.certificateKey))).toEqual(
      new Set([
        'vocational-counselor-2',
        'clinical-psychologist-2',
        'vocational-counselor-2-career-transition',
      ]),
    );
    expect(records).toHaveLength(18);
    expect(records.filter((r) => r.certificateKey === 'vocational-counselor-2-career-transition')).toEqual(
      records
        .filter((r) => r.certificateKey === 'vocational-counselor-2')
        .map((r) => ({ ...r, certificateKey: 'vocational-counselor-2-career-transition' })),
    );
    expect(records.some((r) => /제0회/.test(r.roundName))).toBe(false);
    const first = records.find(
      (r) =>
        r.certificateKey === 'vocational-counselor-2' &&
        r.roundName === `국가기술자격 기사 (${thisYear}년도 제1회)`,
    );
    expect(first).toMatchObject({
      writtenRegStart: `${thisYear}-01-12`,
      writtenRegEnd: `${thisYear}-01-15`,
      writtenReg2Start: `${thisYear}-01-22`,
      writtenReg2End: `${thisYear}-01-25`,
      writtenExamStart: `${thisYear}-01-30`,
    });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ certificate: 'vocational-counselor-2', skipped: { 'round 0': 1 } }),
      'qnet: skipped rows',
    );
  });

  it('is refused by the stand-in with the key bad-key, as the gateway refuses an unregistered key', async () => {
    const fake = standInFetch(createQnetStandIn());
    checked.push(fake);
    const { adapter } = source(fake.fetch, { serviceKey: 'bad-key', certificates: [COUNSELOR], retries: 2 });
    await expect(adapter.fetchExamRounds({ occupations: [], now: new Date() })).rejects.toMatchObject({
      kind: 'AUTH',
      message: expect.stringContaining('result code 30'),
    });
    expect(fake.requested).toHaveLength(1);
  });
});

describe('plainServiceKey', () => {
  it('decodes a key pasted in its URL-encoded form once, and leaves a plain key alone', () => {
    expect(plainServiceKey('abc%2Bdef%2F%3D%3D')).toBe('abc+def/==');
    expect(plainServiceKey('abc+def/==')).toBe('abc+def/==');
    expect(plainServiceKey('100%zz')).toBe('100%zz');
  });

  it('sends the decoded key, encoded exactly once', async () => {
    const { fetch, requested } = routed(({ implYy }) =>
      implYy === '2026' ? { body: fixture('schedule-regular.json') } : undefined,
    );
    const { adapter } = source(fetch, { serviceKey: encodeURIComponent(KEY), certificates: [COUNSELOR] });
    await adapter.fetchExamRounds({ occupations: [], now: NOW });
    expect(requested[0]?.searchParams.get('serviceKey')).toBe(KEY);
    expect(requested[0]?.search).toContain(`serviceKey=${encodeURIComponent(KEY).replace(/%20/g, '+')}`);
  });
});
