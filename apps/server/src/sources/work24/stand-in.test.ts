import { describe, expect, it } from 'vitest';
import { addDays, seoulDateOf } from '../../platform/seoul-date.ts';
import { handlerFetch } from '../../test/stand-in-fetch.ts';
import type { StandInHandler } from '../probe-types.ts';
import type { CourseRecord, SourceOccupation } from '../types.ts';
import {
  createWork24Client,
  createWork24Source,
  WORK24_DETAIL_PARAMS,
  WORK24_DETAIL_PATH,
  WORK24_LIST_PARAMS,
  WORK24_LIST_PATH,
} from './adapter.ts';
import { NCS_MATCHERS } from './ncs-map.ts';
import { probeWork24 } from './probe.ts';
import { WORK24_STAND_IN_BAD_KEY, work24StandIn } from './stand-in.ts';

const BASE = 'http://stand-in.test';
const NOW = new Date('2026-06-10T03:00:00Z');
const KEY = 'stand-in-key-0001';

/** One occupation per NCS name we map, as data/occupations.json has them. */
const OCCUPATIONS: SourceOccupation[] = Object.keys(NCS_MATCHERS).map((ncsName, i) => ({
  id: i + 1,
  name: ncsName,
  workCode: `K${i + 1}`,
  ncsName,
}));

function adapter(authKey = KEY, handler?: StandInHandler) {
  const stub = handlerFetch(handler ?? work24StandIn);
  const source = createWork24Source({ authKey, baseUrl: BASE, fetch: stub.fetch, retries: 0 });
  return { source, requests: stub.requests };
}

const listUrl = (params: Record<string, string>) =>
  new URL(`${BASE}${WORK24_LIST_PATH}?${new URLSearchParams(params)}`);
const documented = {
  authKey: KEY,
  returnType: 'JSON',
  outType: '1',
  pageNum: '1',
  pageSize: '100',
  srchTraStDt: '20260610',
  srchTraEndDt: '20261207',
  sort: 'ASC',
  sortCol: '2',
};

describe('work24 stand-in, driven by the real adapter', () => {
  let synced: CourseRecord[] = [];

  it('fills every occupation’s courses across the country, within the window, from the documented calls', async () => {
    const { source, requests } = adapter();
    synced = await source.fetchCourses({ occupations: OCCUPATIONS, now: NOW });
    expect(synced.length).toBeGreaterThan(500);
    const today = seoulDateOf(NOW);
    expect(synced.every((c) => c.startDate >= today && c.startDate <= addDays(today, 180))).toBe(true);
    expect(new Set(synced.map((c) => c.occupationId)).size).toBe(OCCUPATIONS.length);
    expect(new Set(synced.map((c) => c.regionName?.split(' ')[0])).size).toBeGreaterThanOrEqual(15);
    // Fees as digit strings become won; `&amp;` in titleLink is decoded.
    expect(synced.every((c) => c.realMan > 0 && c.selfPay === null)).toBe(true);
    expect(synced.every((c) => !c.url.includes('&amp;') && c.url.includes('&tracseTme='))).toBe(true);
    // More than one page for a big category, and nothing but documented parameters.
    expect(requests.some((url) => url.searchParams.get('pageNum') === '2')).toBe(true);
    for (const url of requests) {
      const allowed: readonly string[] = WORK24_LIST_PARAMS;
      expect([...url.searchParams.keys()].filter((name) => !allowed.includes(name))).toEqual([]);
    }
  });

  it('answers the same request with the same body, and pages cover scn_cnt exactly', () => {
    const first = work24StandIn(listUrl({ ...documented, srchNcs1: '07', pageSize: '40' }));
    expect(work24StandIn(listUrl({ ...documented, srchNcs1: '07', pageSize: '40' }))).toEqual(first);
    const body = JSON.parse(first.body) as { scn_cnt: string; srchList: { trprId: string }[] };
    expect(typeof body.scn_cnt).toBe('string');
    const total = Number(body.scn_cnt);
    const ids: string[] = [];
    for (let page = 1; (page - 1) * 40 < total; page++) {
      const answer = work24StandIn(
        listUrl({ ...documented, srchNcs1: '07', pageSize: '40', pageNum: String(page) }),
      );
      ids.push(...(JSON.parse(answer.body) as typeof body).srchList.map((c) => c.trprId));
    }
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  it('filters by area, 12 meaning 전남광주', () => {
    const answer = work24StandIn(listUrl({ ...documented, srchTraArea1: '12' }));
    const rows = (JSON.parse(answer.body) as { srchList: { trngAreaCd: string; address: string }[] })
      .srchList;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => /^(29|46)/.test(row.trngAreaCd))).toBe(true);
  });

  it('gives 본인부담액 in most course details and leaves it out of some, through the adapter', async () => {
    const { source, requests } = adapter();
    const fees: (number | null)[] = [];
    for (const course of synced.slice(0, 40)) {
      const fee = await source.fetchCourseFee?.(course);
      fees.push(fee?.selfPay ?? null);
    }
    const known = fees.filter((fee) => fee !== null);
    expect(known.length).toBeGreaterThan(24);
    expect(known.length).toBeLessThan(40);
    expect(fees.some((fee) => fee === 0)).toBe(true);
    for (const url of requests) {
      expect(url.pathname).toBe(WORK24_DETAIL_PATH);
      expect([...url.searchParams.keys()].sort()).toEqual([...WORK24_DETAIL_PARAMS].sort());
    }
  });

  it('refuses a missing or bad key with the documented HTTP 200 XML body', async () => {
    for (const key of ['', WORK24_STAND_IN_BAD_KEY]) {
      const answer = work24StandIn(listUrl({ ...documented, authKey: key }));
      expect(answer).toMatchObject({
        status: 200,
        body: '<GO24><error>인증키가 존재하지 않습니다</error></GO24>',
      });
      await expect(
        adapter(key).source.fetchCourses({ occupations: OCCUPATIONS.slice(0, 1), now: NOW }),
      ).rejects.toMatchObject({ kind: 'AUTH' });
    }
  });

  it('refuses what the guide does not allow, saying it is the stand-in', () => {
    for (const params of [
      { ...documented, numOfRows: '10' },
      { ...documented, pageSize: '101' },
      { ...documented, pageNum: '1001' },
      { ...documented, sortCol: '4' },
    ]) {
      expect(work24StandIn(listUrl(params)).body).toMatch(/^<GO24><error>stand-in: /);
    }
    const detail = new URL(
      `${BASE}${WORK24_DETAIL_PATH}?authKey=${KEY}&returnType=JSON&outType=2&srchTrprId=X`,
    );
    expect(work24StandIn(detail).body).toMatch(/^<GO24><error>stand-in: missing parameter/);
    expect(work24StandIn(new URL(`${BASE}/elsewhere`)).status).toBe(404);
  });

  it('answers XML when asked, under the HRDNet root', () => {
    const answer = work24StandIn(listUrl({ ...documented, returnType: 'XML', pageSize: '2' }));
    expect(answer.contentType).toContain('xml');
    expect(answer.body).toMatch(
      /<HRDNet><scn_cnt>\d+<\/scn_cnt><pageNum>1<\/pageNum><pageSize>2<\/pageSize><srchList>/,
    );
    expect(answer.body).toContain('&amp;amp;tracseTme=');
  });
});

describe('probeWork24', () => {
  it('is OK against an answer in the documented shape, reading one list page and one detail', async () => {
    const { fetch, requests } = handlerFetch(work24StandIn);
    const result = await probeWork24({ key: KEY, baseUrl: BASE, fetch });
    expect(result.status).toBe('OK');
    expect(result.summary).toMatch(
      /^list \(310L01\): \d+ courses start \d{8}–\d{8}, 5 read; detail \(310L02\) read/,
    );
    expect(requests.map((url) => url.pathname)).toEqual([WORK24_LIST_PATH, WORK24_DETAIL_PATH]);
    expect(requests[0]?.searchParams.get('pageSize')).toBe('5');
  });

  it('is ERROR with the service’s own words for a refused key, and never prints the key', async () => {
    const { fetch } = handlerFetch((url) =>
      work24StandIn(new URL(url.href.replace(`authKey=${KEY}`, `authKey=${WORK24_STAND_IN_BAD_KEY}`))),
    );
    const result = await probeWork24({ key: KEY, baseUrl: BASE, fetch });
    expect(result).toMatchObject({ status: 'ERROR' });
    expect(result.summary).toContain('인증키가 존재하지 않습니다');
    expect(result.summary).toContain('the key was refused');
    expect(JSON.stringify(result)).not.toContain(KEY);
  });

  it('is DIFFERS when rows or the detail are not in the documented shape', async () => {
    const broken: StandInHandler = (url) => {
      const answer = work24StandIn(url);
      if (url.pathname !== WORK24_LIST_PATH) return answer;
      const body = JSON.parse(answer.body) as { srchList: Record<string, string>[] };
      const [first] = body.srchList;
      if (first) first.traStartDate = '다음 달';
      return { ...answer, body: JSON.stringify(body) };
    };
    const rows = await probeWork24({ key: KEY, baseUrl: BASE, fetch: handlerFetch(broken).fetch });
    expect(rows.status).toBe('DIFFERS');
    expect(rows.details).toEqual(['list row 1: traStartDate is not as documented']);

    const noBlocks: StandInHandler = (url) =>
      url.pathname === WORK24_DETAIL_PATH
        ? { status: 200, contentType: 'application/json', body: '{"result": {}}' }
        : work24StandIn(url);
    const detail = await probeWork24({ key: KEY, baseUrl: BASE, fetch: handlerFetch(noBlocks).fetch });
    expect(detail.status).toBe('DIFFERS');
    expect(detail.summary).toContain('detail (310L02)');
  });

  it('reads what the list returns with nothing but documented parameters', async () => {
    const { fetch, requests } = handlerFetch(work24StandIn);
    await createWork24Client({ authKey: KEY, baseUrl: BASE, fetch, retries: 0 }).listPage({
      pageNum: 1,
      pageSize: 1,
      from: '20260601',
      to: '20260630',
    });
    expect(Object.keys(Object.fromEntries(requests[0]?.searchParams ?? [])).sort()).toEqual([
      'authKey',
      'outType',
      'pageNum',
      'pageSize',
      'returnType',
      'sort',
      'sortCol',
      'srchTraEndDt',
      'srchTraStDt',
    ]);
  });
});
