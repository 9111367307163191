import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { type MockReply, useMockAgent } from '../../test/mock-origin.ts';
import { expectBreakerOpenThenRecovered, failure, testBreaker } from '../../test/source-checks.ts';
import type { SourceOccupation } from '../types.ts';
import {
  classifyServiceMessage,
  createWork24Client,
  createWork24Source,
  seoulYmd,
  WORK24_DETAIL_PARAMS,
  WORK24_DETAIL_PATH,
  WORK24_LIST_PARAMS,
  WORK24_LIST_PATH,
  type Work24SourceOptions,
} from './adapter.ts';

const KEY = 'test-work24-key-0001';
const ORIGIN = 'https://www.work24.go.kr';
// 23:30 UTC on 31 May is already 1 June in Seoul.
const NOW = new Date('2026-05-31T23:30:00Z');

const occupation = (id: number, name: string, ncsName: string): SourceOccupation => ({
  id,
  name,
  workCode: `K${id}`,
  ncsName,
});
const BARISTA = occupation(18, '바리스타', '커피관리');
const MEAL = occupation(7, '급식 도우미', '음식조리');
const CARE = occupation(1, '요양보호사', '요양지원');
const WELFARE = occupation(4, '사회복지사', '사회복지면담');
const POSTNATAL = occupation(20, '산후조리사', '산후육아지원');
const HAIR = occupation(12, '미용사 (일반)', '헤어미용');
const NAIL = occupation(14, '미용사 (네일)', '네일미용');
const MAKEUP = occupation(15, '미용사 (메이크업)', '메이크업');
const PET = occupation(16, '반려동물미용사', '애완동물미용');
const WEDDING = occupation(11, '웨딩 헬퍼', '결혼서비스');
const RECREATION = occupation(17, '레크리에이션 지도사', '레크리에이션지도');

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Every request must stay inside the parameters the guide documents for its service [W24-GUIDE]. */
function undocumentedParams(url: URL): string[] {
  const allowed: readonly string[] =
    url.pathname === WORK24_DETAIL_PATH ? WORK24_DETAIL_PARAMS : WORK24_LIST_PARAMS;
  return [...url.searchParams.keys()].filter((name) => !allowed.includes(name));
}

const { reply: replyTo, requested } = useMockAgent((url) => {
  expect(undocumentedParams(url), url.pathname).toEqual([]);
});

function reply(body: string, match: { ncs?: string; pageNum?: number } = {}, init: MockReply = {}) {
  const matches = (url: URL) => {
    if (url.pathname !== WORK24_LIST_PATH) return false;
    if (match.ncs !== undefined && url.searchParams.get('srchNcs1') !== match.ncs) return false;
    return match.pageNum === undefined || url.searchParams.get('pageNum') === String(match.pageNum);
  };
  replyTo(ORIGIN, matches, body, init);
}

function replyDetail(body: string, init: MockReply = {}) {
  replyTo(ORIGIN, (url) => url.pathname === WORK24_DETAIL_PATH, body, init);
}

function page(pageNum: number, total: number): string {
  const data = JSON.parse(fixture('list-page.json')) as { scn_cnt: number; srchList: { trprId: string }[] };
  data.scn_cnt = total;
  data.srchList = data.srchList.map((course) => ({ ...course, trprId: `${course.trprId}-${pageNum}` }));
  return JSON.stringify(data);
}

function source(overrides: Partial<Work24SourceOptions> = {}) {
  const log = { info: vi.fn(), warn: vi.fn() };
  const adapter = createWork24Source({ authKey: KEY, retries: 0, retryDelayMs: 1, log, ...overrides });
  return { adapter, log };
}

describe('work24 adapter: mapping', () => {
  it('searches by NCS major category with the required parameters and maps every field', async () => {
    reply(fixture('list-array.json'), { ncs: '13', pageNum: 1 });
    const { adapter, log } = source();
    const records = await adapter.fetchCourses({ occupations: [BARISTA], now: NOW });
    expect(log.info).toHaveBeenCalledWith(
      { provider: 'work24', ncsMajor: '13', total: 5, pages: 1, unmatched: 1 },
      'work24: category fetched',
    );
    // A course without 실제 훈련비 is left out rather than shown with the other fee under its name, or as 0원.
    expect(log.warn).toHaveBeenCalledWith(
      { provider: 'work24', ncsMajor: '13', skipped: { 'no realMan': 1 } },
      'work24: skipped courses',
    );

    expect(adapter.kind).toBe('WORK24');
    expect(requested).toHaveLength(1);
    expect(Object.fromEntries(requested[0]?.searchParams ?? [])).toEqual({
      authKey: KEY,
      returnType: 'JSON',
      outType: '1',
      pageNum: '1',
      pageSize: '100',
      srchTraStDt: '20260601',
      srchTraEndDt: '20261128',
      sort: 'ASC',
      sortCol: '2',
      srchNcs1: '13',
    });

    // The 한식조리 course matches no occupation we asked for and is dropped.
    expect(records.map((r) => r.title)).toEqual([
      '바리스타 2급 자격취득 실무과정',
      '바리스타 입문 (주말반)',
      '카페 음료 & 디저트 이론',
    ]);
    expect(records[0]).toEqual({
      trprId: 'AIG20260000000001',
      trprDegr: '3',
      trainstCstId: '500020000001',
      occupationId: 18,
      title: '바리스타 2급 자격취득 실무과정',
      instituteName: '한빛커피직업전문학교',
      address: '서울특별시 강남구 테헤란로 123 (역삼동)',
      regionName: '서울 강남구',
      url: 'https://www.work24.go.kr/hr/a/a/3100/selectTracseDetl.do?tracseId=AIG20260000000001&tracseTme=3&crseTracseSe=C0061&trainstCstmrId=500020000001',
      startDate: '2026-06-08',
      endDate: '2026-07-17',
      // REAL_MAN 실제 훈련비 and COURSE_MAN 수강비, as the guide names them; 본인부담액 is not in the list.
      realMan: 189850,
      courseMan: 94920,
      selfPay: null,
      telNo: '02-555-0100',
      type: '실습 위주',
    });
    expect(records[1]).toMatchObject({
      regionName: '세종 세종',
      // "0" is 0원, a figure like any other.
      realMan: 0,
      courseMan: 0,
      telNo: null,
      type: '실습 위주',
    });
    expect(records[2]).toMatchObject({
      instituteName: '(주)커피&라이프',
      regionName: '서울 중구',
      realMan: 120000,
      courseMan: null,
      telNo: null,
    });
  });

  it('gives a course to the occupation whose keyword it matches, across occupations of one category', async () => {
    reply(fixture('list-array.json'), { ncs: '13' });
    const { adapter } = source();
    const records = await adapter.fetchCourses({ occupations: [MEAL, BARISTA], now: NOW });
    expect(records.map((r) => [r.title, r.occupationId])).toEqual([
      ['바리스타 2급 자격취득 실무과정', 18],
      ['한식조리기능사 취득과정', 7],
      ['바리스타 입문 (주말반)', 18],
      ['카페 음료 & 디저트 이론', 18],
    ]);
    // Two occupations, one category: one request.
    expect(requested).toHaveLength(1);
  });

  it('prefers the longest keyword and drops titles that match nobody', async () => {
    reply(fixture('list-beauty.json'), { ncs: '12' });
    reply(fixture('list-empty.json'), { ncs: '24' });
    const { adapter } = source();
    const records = await adapter.fetchCourses({
      occupations: [HAIR, NAIL, MAKEUP, PET, WEDDING, RECREATION],
      now: NOW,
    });
    expect(records.map((r) => [r.title, r.occupationId, r.type])).toEqual([
      ['미용사(일반) 국가자격 취득과정', 12, '이론 위주'],
      ['네일아트 실무 마스터', 14, '실습 위주'],
      ['웨딩 메이크업 전문가 과정', 15, '이론 위주'],
      ['반려동물미용 3급 자격과정', 16, '이론 위주'],
      ['웨딩플래너 양성과정', 11, '이론 위주'],
      ['실버 레크리에이션 지도자 과정', 17, '이론 위주'],
    ]);
    expect(requested.map((u) => u.searchParams.get('srchNcs1'))).toEqual(['12', '24']);
  });

  it('searches every category an occupation maps to', async () => {
    reply(fixture('list-empty.json'), { ncs: '06' });
    reply(fixture('list-care.json'), { ncs: '07' });
    const { adapter } = source();
    const records = await adapter.fetchCourses({ occupations: [CARE, WELFARE, POSTNATAL], now: NOW });
    expect(records.map((r) => [r.occupationId, r.regionName, r.type])).toEqual([
      [1, '광주 북구', '실습 위주'],
      [20, '전북 전주시 완산구', '이론 위주'],
    ]);
  });

  it('reads rows nested as the XML nests them (srchList.scn_list)', async () => {
    reply(fixture('list-nested-scn-list.json'));
    const { adapter } = source();
    const records = await adapter.fetchCourses({ occupations: [BARISTA], now: NOW });
    expect(records.map((r) => r.title)).toEqual(['바리스타 자격증 과정']);
  });

  it.each([
    [
      'accepts scn_cnt as a string and a single course object instead of a list',
      'list-single-object.json',
      { title: '바리스타 자격증 과정', regionName: '인천 남동구', realMan: 240000, courseMan: 120000 },
    ],
    [
      'unwraps the legacy returnJSON string',
      'list-wrapped.json',
      { title: '바리스타 실기 집중반', regionName: '대구 수성구', type: '실습 위주' },
    ],
  ])('%s', async (_, name, course) => {
    reply(fixture(name));
    const records = await source().adapter.fetchCourses({ occupations: [BARISTA], now: NOW });
    expect(records).toEqual([expect.objectContaining(course)]);
  });

  it('falls back to the area code, old and new codes alike, when the address says nothing', async () => {
    reply(fixture('list-area-codes.json'));
    const { adapter } = source();
    const records = await adapter.fetchCourses({ occupations: [BARISTA], now: NOW });
    expect(records.map((r) => [r.title, r.regionName])).toEqual([
      ['바리스타 과정 A', '강원'],
      ['바리스타 과정 B', '강원'],
      ['바리스타 과정 C', '전북'],
      ['바리스타 과정 D', '전북'],
      ['바리스타 과정 E', null],
      ['바리스타 과정 F', '강원 춘천시'],
    ]);
  });

  it('skips malformed courses, keeps the rest, and logs paths only', async () => {
    reply(fixture('list-malformed-items.json'));
    const { adapter, log } = source();
    const records = await adapter.fetchCourses({ occupations: [BARISTA], now: NOW });
    expect(records.map((r) => r.title)).toEqual(['바리스타 정상 과정']);
    const warned = log.warn.mock.calls.find(([, msg]) => msg === 'work24: skipped courses')?.[0];
    expect(warned).toEqual({
      provider: 'work24',
      ncsMajor: '13',
      skipped: {
        'malformed:trprId': 1,
        'malformed:traStartDate': 1,
        'malformed:title': 1,
        'malformed:(root)': 1,
      },
    });
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('날짜 오류');
  });

  it('sends an old area code as the current one', async () => {
    reply(fixture('list-empty.json'));
    const { adapter } = source({ areaCode: '42' });
    await adapter.fetchCourses({ occupations: [BARISTA], now: NOW });
    expect(requested[0]?.searchParams.get('srchTraArea1')).toBe('51');
  });
});

describe('work24 adapter: paging', () => {
  it('pages (1-based) until scn_cnt is covered', async () => {
    for (let i = 1; i <= 3; i++) reply(page(i, 250), { pageNum: i });
    const { adapter } = source();
    const records = await adapter.fetchCourses({ occupations: [BARISTA], now: NOW });
    expect(requested.map((u) => u.searchParams.get('pageNum'))).toEqual(['1', '2', '3']);
    expect(records).toHaveLength(6);
  });

  it('stops at the page cap', async () => {
    for (let i = 1; i <= 2; i++) reply(page(i, 10_000), { pageNum: i });
    const { adapter } = source({ maxPagesPerOccupation: 2 });
    await adapter.fetchCourses({ occupations: [BARISTA], now: NOW });
    expect(requested).toHaveLength(2);
  });

  it('stops on an empty result', async () => {
    reply(fixture('list-empty.json'));
    const { adapter } = source();
    await expect(adapter.fetchCourses({ occupations: [BARISTA], now: NOW })).resolves.toEqual([]);
    expect(requested).toHaveLength(1);
  });
});

describe('work24 adapter: errors', () => {
  it('fails on the XML error body a refused key gets (status 200), without the key and without retrying', async () => {
    // Were the service to echo the key in its message, it must still not reach a message or a log.
    reply(fixture('error-invalid-key.xml'), {}, { contentType: 'text/xml;charset=UTF-8' });
    const { adapter, log } = source({ retries: 2 });
    const error = await failure(adapter.fetchCourses({ occupations: [BARISTA, CARE], now: NOW }));
    expect(error.kind).toBe('AUTH');
    expect(error.message).toContain('인증키가 존재하지 않습니다');
    expect(JSON.stringify([error.message, error.url, log.warn.mock.calls])).not.toContain(KEY);
    expect(requested).toHaveLength(1);
  });

  it('fails on the documented <GO24><error> body for a missing key', async () => {
    reply(fixture('error-missing-key.xml'), {}, { contentType: 'text/xml;charset=UTF-8' });
    const { adapter } = source({ authKey: '' });
    await expect(adapter.fetchCourses({ occupations: [BARISTA], now: NOW })).rejects.toMatchObject({
      kind: 'AUTH',
      serviceMessage: '인증키가 존재하지 않습니다',
    });
  });

  it('fails on a JSON {"error": …} body (status 200): key problems are AUTH, others PROVIDER', async () => {
    reply(fixture('error-json.json'));
    await expect(
      source({ retries: 2 }).adapter.fetchCourses({ occupations: [BARISTA], now: NOW }),
    ).rejects.toMatchObject({ kind: 'AUTH', serviceMessage: '인증키가 존재하지 않습니다' });
    reply(fixture('error-json-other.json'));
    const error = await failure(
      source({ retries: 2 }).adapter.fetchCourses({ occupations: [BARISTA], now: NOW }),
    );
    expect(error.kind).toBe('PROVIDER');
    expect(error.message).toContain('일시적인 오류가 발생했습니다');
    // Not retried: the service answered, and said no.
    expect(requested).toHaveLength(2);
  });

  it('classifies the service’s messages', () => {
    expect(classifyServiceMessage('인증키가 존재하지 않습니다')).toBe('AUTH');
    expect(classifyServiceMessage('필수 요청변수(authKey)가 없습니다.')).toBe('AUTH');
    expect(classifyServiceMessage('')).toBe('AUTH');
    expect(classifyServiceMessage('일일 호출 한도를 초과하였습니다')).toBe('RATE_LIMITED');
    expect(classifyServiceMessage('시스템 오류')).toBe('PROVIDER');
  });

  it('fails on an XML answer that is no error body (JSON was asked for)', async () => {
    reply('<HRDNet><scn_cnt>0</scn_cnt></HRDNet>', {}, { contentType: 'text/xml' });
    await expect(source().adapter.fetchCourses({ occupations: [BARISTA], now: NOW })).rejects.toMatchObject({
      kind: 'SCHEMA',
    });
  });

  it('treats an HTML maintenance page as a failure, after retrying', async () => {
    for (let i = 0; i < 3; i++) reply(fixture('maintenance.html'), {}, { contentType: 'text/html' });
    const { adapter } = source({ retries: 2 });
    await expect(adapter.fetchCourses({ occupations: [BARISTA], now: NOW })).rejects.toMatchObject({
      kind: 'MAINTENANCE',
    });
    expect(requested).toHaveLength(3);
  });

  it('fails when the envelope is wrong, naming the path', async () => {
    reply(fixture('envelope-broken.json'));
    const { adapter } = source();
    const error = await failure(adapter.fetchCourses({ occupations: [BARISTA], now: NOW }));
    expect(error.kind).toBe('SCHEMA');
    expect(error.message).toContain('scn_cnt');
  });

  it('fails when returnJSON holds something that is not JSON', async () => {
    reply(JSON.stringify({ returnJSON: '<html>oops' }));
    const { adapter } = source();
    await expect(adapter.fetchCourses({ occupations: [BARISTA], now: NOW })).rejects.toMatchObject({
      kind: 'SCHEMA',
    });
  });

  it('opens the breaker on repeated failures, fails fast, and recovers after the cooldown', async () => {
    const cycle = testBreaker(3, 30_000);
    const { adapter } = source({ breaker: cycle.breaker, retries: 2 });
    const call = () => adapter.fetchCourses({ occupations: [BARISTA], now: NOW });
    reply('', {}, { status: 502, times: 3 });
    await expect(call()).rejects.toMatchObject({ status: 502 });
    const answerOk = () => reply(fixture('list-single-object.json'));
    await expectBreakerOpenThenRecovered(cycle, { call, requested, sent: 3, answerOk });
  });
});

describe('work24 adapter: documented parameters', () => {
  it('sends 310L01 nothing but the documented parameters, pageNum ≤ 1000 and pageSize ≤ 100', async () => {
    reply(fixture('list-empty.json'));
    const client = createWork24Client({ authKey: KEY, retries: 0 });
    await client.listPage({ pageNum: 5000, pageSize: 500, from: '20260601', to: '20261128', areaCode: '11' });
    const [url] = requested as [URL];
    expect(Object.fromEntries(url.searchParams)).toEqual({
      authKey: KEY,
      returnType: 'JSON',
      outType: '1',
      pageNum: '1000',
      pageSize: '100',
      srchTraStDt: '20260601',
      srchTraEndDt: '20261128',
      sort: 'ASC',
      sortCol: '2',
      srchTraArea1: '11',
    });
  });

  it('the check itself catches a parameter outside the set', () => {
    const url = new URL(`${ORIGIN}${WORK24_LIST_PATH}?authKey=k&numOfRows=100`);
    expect(undocumentedParams(url)).toEqual(['numOfRows']);
    const detail = new URL(`${ORIGIN}${WORK24_DETAIL_PATH}?authKey=k&srchTrprId=A&pageNum=1`);
    expect(undocumentedParams(detail)).toEqual(['pageNum']);
  });
});

describe('work24 adapter: course detail (310L02) for 본인부담액', () => {
  const COURSE = { trprId: 'AIG20260000000001', trprDegr: '3', trainstCstId: '500020000001' };
  const fee = (overrides: Partial<Work24SourceOptions> = {}) => {
    const { adapter } = source(overrides);
    if (!adapter.fetchCourseFee) throw new Error('the 고용24 source reads course details');
    return adapter.fetchCourseFee(COURSE);
  };

  it('asks with exactly the documented parameters and reads inst_detail_info.tgcrGnrlTrneOwepAllt', async () => {
    replyDetail(fixture('detail.json'));
    // Only the fee comes back: the detail's staff name, e-mail and phone never leave the adapter.
    expect(await fee()).toEqual({ selfPay: 40000 });
    const [url] = requested as [URL];
    expect(url.pathname).toBe(WORK24_DETAIL_PATH);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      authKey: KEY,
      returnType: 'JSON',
      outType: '2',
      srchTrprId: 'AIG20260000000001',
      srchTrprDegr: '3',
      srchTorgId: '500020000001',
    });
  });

  it('reads the blocks under an HRDNet root, amounts with commas, and the legacy returnJSON string', async () => {
    replyDetail(fixture('detail-hrdnet.json'));
    expect(await fee()).toEqual({ selfPay: 1_234_000 });
    replyDetail(fixture('detail-wrapped.json'));
    expect(await fee()).toEqual({ selfPay: 40000 });
  });

  it('gives 0 as 0 and no figure when the detail does not give one', async () => {
    replyDetail(fixture('detail-zero-self-pay.json'));
    expect(await fee()).toEqual({ selfPay: 0 });
    replyDetail(fixture('detail-no-self-pay.json'));
    expect(await fee()).toEqual({ selfPay: null });
    replyDetail(fixture('detail-blank-self-pay.json'));
    expect(await fee()).toEqual({ selfPay: null });
    replyDetail(fixture('detail-only-base.json'));
    expect(await fee()).toEqual({ selfPay: null });
  });

  it('takes the round asked for when inst_detail_info is a list', async () => {
    replyDetail(fixture('detail-array.json'));
    expect(await fee()).toEqual({ selfPay: 40000 });
  });

  it('refuses a detail of another round, an amount that is not one, and an answer without the blocks', async () => {
    replyDetail(fixture('detail-other-round.json'));
    await expect(fee()).rejects.toMatchObject({ kind: 'SCHEMA' });
    replyDetail(fixture('detail-bad-amount.json'));
    await expect(fee()).rejects.toMatchObject({ kind: 'SCHEMA' });
    replyDetail(fixture('detail-empty.json'));
    await expect(fee()).rejects.toMatchObject({ kind: 'SCHEMA' });
  });

  it('fails on the error bodies (status 200) without retrying, and on maintenance pages after retrying', async () => {
    replyDetail(fixture('error-missing-key.xml'), { contentType: 'text/xml' });
    await expect(fee({ retries: 2 })).rejects.toMatchObject({ kind: 'AUTH' });
    replyDetail(fixture('error-json.json'));
    await expect(fee({ retries: 2 })).rejects.toMatchObject({ kind: 'AUTH' });
    expect(requested).toHaveLength(2);
    replyDetail(fixture('maintenance.html'), { contentType: 'text/html', times: 2 });
    await expect(fee({ retries: 1 })).rejects.toMatchObject({ kind: 'MAINTENANCE' });
    expect(requested).toHaveLength(4);
  });
});

describe('seoulYmd', () => {
  it('uses the Seoul calendar day', () => {
    expect(seoulYmd(new Date('2026-05-31T14:59:59Z'))).toBe('20260531');
    expect(seoulYmd(new Date('2026-05-31T15:00:00Z'))).toBe('20260601');
    expect(seoulYmd(new Date('2026-06-01T00:00:00Z'), 180)).toBe('20261128');
  });
});
