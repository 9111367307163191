import { type Course, TrainingListResponseSchema } from '@dasibom/contract';
import { describe, expect, it } from 'vitest';
import type { CourseRecord } from '../../sources/types.ts';
import { fixtureCourse, fixturePosting } from '../../sync/fixture-sources.ts';
import { getParsed, type QueryParams } from '../../test/list-query.ts';
import { assertOddQueries, oddValue } from '../../test/odd-input.ts';
import { kst, useSyncedApp } from '../../test/use-test-app.ts';

const NOW = '2026-06-10T12:00:00';

/** Today is 2026-06-10 in Seoul. */
const named: CourseRecord[] = [
  fixtureCourse({
    trprId: 'C1',
    startDate: '2026-06-10',
    endDate: '2026-06-30',
    realMan: 800_000,
    courseMan: 800_000,
    selfPay: 0,
  }),
  fixtureCourse({ trprId: 'C2', regionName: '서울 송파구', startDate: '2026-06-09', endDate: '2026-07-09' }),
  fixtureCourse({
    trprId: 'C3',
    regionName: '경기 고양시 일산서구',
    startDate: '2026-07-01',
    endDate: '2026-07-01',
  }),
  fixtureCourse({ trprId: 'C4', regionName: '부산 해운대구', type: '실습 위주', startDate: '2026-06-20' }),
  fixtureCourse({ trprId: 'C5', occupationId: 2, regionName: '서울 강남구', startDate: '2026-06-15' }),
  fixtureCourse({ trprId: 'C6', regionName: '서울', startDate: '2026-08-01', endDate: '2026-08-31' }),
  fixtureCourse({ trprId: 'C7', regionName: null, address: '주소 미상', startDate: '2026-06-12' }),
  // Same start as C1: the key (trprId, then round, then institute) decides.
  fixtureCourse({
    trprId: 'C0',
    startDate: '2026-06-10',
    endDate: '2026-06-10',
    telNo: null,
    courseMan: null,
  }),
  fixtureCourse({ trprId: 'C1', trprDegr: '2', startDate: '2026-06-10', endDate: '2026-06-30' }),
  fixtureCourse({
    trprId: 'C8',
    regionName: '경기 고양시 덕양구',
    type: '실습 위주',
    startDate: '2026-09-01',
    endDate: '2026-09-30',
  }),
];

/** 26 보육교사 theory courses in 서울 마포구 for paging, starting 2026-07-01 … 07-26. */
const paging: CourseRecord[] = Array.from({ length: 26 }, (_, i) =>
  fixtureCourse({
    trprId: `K${String(i).padStart(2, '0')}`,
    occupationId: 3,
    regionName: '서울 마포구',
    startDate: `2026-07-${String(i + 1).padStart(2, '0')}`,
    endDate: '2026-08-31',
  }),
);
const all = [...named, ...paging];

const t = useSyncedApp({ now: NOW, postings: [fixturePosting({ externalId: 'P1' })], courses: all });

const list = (params: QueryParams = {}) =>
  getParsed(t, '/v1/training/list', TrainingListResponseSchema, params);

const keysOf = (courses: Course[] | undefined) => courses?.map((c) => `${c.trprId}/${c.trprDegr}`);

describe('GET /v1/training/list', () => {
  it('lists 이론 위주 courses starting today or later, soonest first, 12 per page, with source and syncedAt', async () => {
    const { body } = await list();
    expect(body).toMatchObject({ scn_cnt: 7 + 26, pageNum: 0, pageSize: 12, source: 'SAMPLE' });
    expect(body?.syncedAt).toBe(kst(NOW).toISOString());
    expect(keysOf(body?.srchList)?.slice(0, 6)).toEqual(['C0/1', 'C1/1', 'C1/2', 'C7/1', 'C5/1', 'C3/1']);
    expect(body?.srchList).toHaveLength(12);
  });

  it('sorts 마감 여유순 latest start first', async () => {
    const { body } = await list({ sortBy: '마감 여유순' });
    expect(keysOf(body?.srchList)?.slice(0, 3)).toEqual(['C6/1', 'K25/1', 'K24/1']);
  });

  it('hides courses that already started (C2 started yesterday)', async () => {
    const pages = await Promise.all([0, 1, 2].map((pageNum) => list({ pageNum })));
    const keys = pages.flatMap((page) => keysOf(page.body?.srchList) ?? []);
    expect(keys).toHaveLength(33);
    expect(keys).not.toContain('C2/1');
  });

  it('switches at midnight in Seoul', async () => {
    t.clock.set(kst('2026-06-09T23:59:59'));
    expect(keysOf((await list({ jobName: '요양보호사' })).body?.srchList)).toContain('C2/1');
    t.clock.set(kst('2026-06-10T00:00:00'));
    expect(keysOf((await list({ jobName: '요양보호사' })).body?.srchList)).not.toContain('C2/1');
    t.clock.set(kst('2026-06-10T23:59:59'));
    expect(keysOf((await list({ jobName: '요양보호사' })).body?.srchList)).toContain('C0/1');
    t.clock.set(kst('2026-06-11T00:00:00'));
    expect(keysOf((await list({ jobName: '요양보호사' })).body?.srchList)).not.toContain('C0/1');
  });

  it('counts exactly for every filter on any day, from the stored counts or the rows', async () => {
    const placeOf = (c: CourseRecord) => c.regionName ?? '';
    const inRegion = (c: CourseRecord, region: string) =>
      region.includes(' ')
        ? placeOf(c) === region || placeOf(c).startsWith(`${region} `)
        : placeOf(c).split(' ')[0] === region;
    const filters: Record<string, string>[] = [
      {},
      { jobName: '요양보호사' },
      { regionName: '서울' },
      { regionName: '서울', jobName: '요양보호사' },
      { regionName: '서울 강남구' },
      { regionName: '경기 고양시' },
    ];
    for (const today of ['2026-06-09', '2026-06-10', '2026-06-11', '2026-07-15', '2026-09-02']) {
      t.clock.set(kst(`${today}T09:00:00`));
      for (const type of ['이론 위주', '실습 위주'] as const) {
        for (const filter of filters) {
          const expected = all.filter(
            (c) =>
              c.startDate >= today &&
              c.type === type &&
              (!filter.jobName || c.occupationId === 1) &&
              (!filter.regionName || inRegion(c, filter.regionName)),
          ).length;
          const { body } = await list({ ...filter, type });
          expect(body?.scn_cnt, `${today} ${type} ${JSON.stringify(filter)}`).toBe(expected);
        }
      }
    }
  });

  it('filters by course type', async () => {
    const { body } = await list({ type: '실습 위주' });
    expect(keysOf(body?.srchList)).toEqual(['C4/1', 'C8/1']);
    expect(body?.srchList.every((c) => c.type === '실습 위주')).toBe(true);
  });

  it('filters by occupation (jobName)', async () => {
    const { body } = await list({ jobName: '간호조무사' });
    expect(keysOf(body?.srchList)).toEqual(['C5/1']);
    expect(body?.srchList[0]?.jobName).toBe('간호조무사');
    expect((await list({ jobName: '보육교사' })).body?.scn_cnt).toBe(26);
  });

  it('refuses a jobName that is not an occupation with 400 and a Korean message', async () => {
    const { res } = await list({ jobName: '우주비행사' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(res.json().fields.jobName).toMatch(/직업/);
  });

  it('reads regionName as a city, a district, or a city with sub-districts', async () => {
    const seoul = await list({ regionName: '서울', jobName: '요양보호사' });
    expect(keysOf(seoul.body?.srchList)).toEqual(['C0/1', 'C1/1', 'C1/2', 'C6/1']);
    const gangnam = await list({ regionName: '서울 강남구' });
    expect(keysOf(gangnam.body?.srchList)).toEqual(['C0/1', 'C1/1', 'C1/2', 'C5/1']);
    const goyang = await list({ regionName: '경기 고양시', type: '실습 위주' });
    expect(keysOf(goyang.body?.srchList)).toEqual(['C8/1']);
    const ilsan = await list({ regionName: '경기 고양시 일산서구' });
    expect(keysOf(ilsan.body?.srchList)).toEqual(['C3/1']);
  });

  it.each(['서울 없는구', '화성', '경기 고양'])(
    'refuses an unknown region %s with 400',
    async (regionName) => {
      const { res } = await list({ regionName });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.regionName).toMatch(/지역/);
    },
  );

  it('pages with zero-based numbers; past the end is an empty page', async () => {
    const p2 = await list({ jobName: '보육교사', pageNum: 2 });
    expect(p2.body).toMatchObject({ scn_cnt: 26, pageNum: 2 });
    expect(keysOf(p2.body?.srchList)).toEqual(['K24/1', 'K25/1']);
    const p3 = await list({ jobName: '보육교사', pageNum: 3 });
    expect(p3.res.statusCode).toBe(200);
    expect(p3.body).toMatchObject({ scn_cnt: 26, pageNum: 3, srchList: [] });
  });

  it('answers pages up to 999 (1,000 pages) and refuses 1000 with a message that says how to narrow', async () => {
    const last = await list({ pageNum: 999 });
    expect(last.res.statusCode).toBe(200);
    expect(last.body).toMatchObject({ pageNum: 999, srchList: [] });
    const { res } = await list({ pageNum: 1000 });
    expect(res.statusCode).toBe(400);
    const message = '페이지 번호가 너무 커요. 직업이나 지역을 골라 좁혀서 찾아 주세요.';
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message, fields: { pageNum: message } });
  });

  it.each([
    ['pageNum', '-1'],
    ['pageNum', 'x'],
    ['type', '온라인'],
    ['sortBy', 'postDate'],
  ])('refuses %s=%s with 400 VALIDATION', async (key, value) => {
    const { res } = await list({ [key]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().message).toMatch(/[가-힣]/);
  });

  it('maps the course fields; duration counts both ends; a free course says 0', async () => {
    const { body } = await list({ regionName: '서울 강남구' });
    const [c0, c1] = body?.srchList ?? [];
    expect(c1).toEqual({
      trprId: 'C1',
      trprDegr: '1',
      trainstCstId: 'INST-1',
      title: '요양보호사 자격취득 과정 C1',
      subTitle: '늘봄요양보호사교육원',
      address: '서울특별시 강남구 중앙로 1',
      titleLink: 'https://www.work24.go.kr/',
      traStartDate: '2026-06-10',
      traEndDate: '2026-06-30',
      traDuration: 21,
      // 실제 훈련비 and 수강비 as listed, 본인부담액 from the detail; 0 stays 0.
      realMan: 800_000,
      courseMan: 800_000,
      selfPay: 0,
      telNo: '02-0000-1234',
      type: '이론 위주',
      jobName: '요양보호사',
      regionName: '서울 강남구',
    });
    expect(c0).toMatchObject({ traDuration: 1, telNo: null, courseMan: null, selfPay: null });
    const unplaced = (await list({ jobName: '요양보호사' })).body?.srchList.find((c) => c.trprId === 'C7');
    expect(unplaced).toMatchObject({ regionName: null, address: '주소 미상' });
  });

  it('never answers 5xx to odd input', async () => {
    const samples = [
      '서울',
      '경기 고양시',
      '이론 위주',
      '실습 위주',
      '마감 여유순',
      '요양보호사',
      '-0',
      '1e3',
      '%',
    ];
    const keys = ['pageNum', 'jobName', 'regionName', 'type', 'sortBy'] as const;
    await assertOddQueries(keys, oddValue(80, samples), 120, async (params) => {
      const { res } = await list(params as Record<string, string>);
      expect([200, 400]).toContain(res.statusCode);
    });
  });
});
