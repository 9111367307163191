import {
  LIMITS,
  PopularRecruitResponseSchema,
  type Posting,
  RecruitDetailResponseSchema,
  RecruitListResponseSchema,
  successEnvelope,
} from '@dasibom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, todoGroups } from '../../db/schema.ts';
import type { PostingRecord } from '../../sources/types.ts';
import { fixtureCourse, fixturePosting } from '../../sync/fixture-sources.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { getParsed, type QueryParams } from '../../test/list-query.ts';
import { assertOddQueries, oddValue } from '../../test/odd-input.ts';
import { idsInSpecOrder, type PostingSort } from '../../test/posting-order.ts';
import { kst, useSyncedApp } from '../../test/use-test-app.ts';

const NOW = '2026-06-10T12:00:00';

/** Named postings the assertions refer to (today is 2026-06-10 in Seoul). */
const named: PostingRecord[] = [
  fixturePosting({
    externalId: 'P1',
    locations: ['서울 강남구'],
    expiresAt: kst('2026-06-10T23:59:59'),
    postedAt: kst('2026-06-01T10:00:00'),
    interestCount: 17,
  }),
  fixturePosting({
    externalId: 'P2',
    locations: ['서울 송파구'],
    expiresAt: kst('2026-06-12T23:59:59'),
    postedAt: kst('2026-06-09T10:00:00'),
  }),
  fixturePosting({
    externalId: 'P3',
    locations: ['경기 고양시 덕양구'],
    expiresAt: kst('2026-06-20T23:59:59'),
    postedAt: kst('2026-06-05T10:00:00'),
  }),
  fixturePosting({
    externalId: 'P4',
    locations: ['경기 고양시 일산동구', '서울 강남구'],
    expiresAt: kst('2026-06-15T23:59:59'),
    postedAt: kst('2026-06-08T10:00:00'),
  }),
  fixturePosting({
    externalId: 'P5',
    locations: ['서울'],
    closeType: 3,
    expiresAt: null,
    postedAt: kst('2026-06-03T10:00:00'),
  }),
  fixturePosting({
    externalId: 'P6',
    locations: ['부산 해운대구', '부산 중구'],
    closeType: 2,
    expiresAt: kst('2026-06-30T23:59:59'),
    postedAt: kst('2026-06-07T10:00:00'),
  }),
  fixturePosting({
    externalId: 'P7',
    locations: ['서울 강남구'],
    expiresAt: kst('2026-06-09T23:59:59'),
    postedAt: kst('2026-05-20T10:00:00'),
  }),
  fixturePosting({
    externalId: 'P8',
    occupationId: 2,
    title: '간호조무사 (외래) 50% 우대_급구',
    companyName: '봄날의원',
    locations: ['서울 강남구'],
    expiresAt: kst('2026-06-11T23:59:59'),
    postedAt: kst('2026-06-10T00:30:00'),
  }),
  fixturePosting({
    externalId: 'P9',
    occupationId: 18,
    title: '바리스타 채용',
    companyName: '100%커피',
    locations: ['대구 중구'],
    closeType: 4,
    expiresAt: kst('2026-06-25T23:59:59'),
    postedAt: kst('2026-06-02T10:00:00'),
  }),
  // Same deadline as P3: the id decides.
  fixturePosting({
    externalId: 'P3a',
    locations: ['울산 중구'],
    expiresAt: kst('2026-06-20T23:59:59'),
    postedAt: kst('2026-06-05T10:00:00'),
  }),
];

/** 25 보육교사 postings for paging, alternating 서울 마포구 / 부산 중구, deadlines 2026-07-01 … 07-25. */
const paging: PostingRecord[] = Array.from({ length: 25 }, (_, i) =>
  fixturePosting({
    externalId: `K${String(i).padStart(2, '0')}`,
    occupationId: 3,
    title: `보육교사 채용 ${i}`,
    companyName: '햇살어린이집',
    locations: [i % 2 === 0 ? '서울 마포구' : '부산 중구'],
    expiresAt: kst(`2026-07-${String(i + 1).padStart(2, '0')}T23:59:59`),
    postedAt: kst('2026-06-04T10:00:00'),
  }),
);

const all = [...named, ...paging];

let syncedAt: string;
const t = useSyncedApp({
  now: NOW,
  postings: all,
  courses: [fixtureCourse({ trprId: 'C1' })],
  seed: async (app) => {
    syncedAt = app.clock.now().toISOString();
  },
});

const list = (params: QueryParams = {}) =>
  getParsed(t, '/v1/recruit/list', RecruitListResponseSchema, params);

const idsOf = (jobs: Posting[] | undefined) => jobs?.map((job) => job.id);

/** The expected order, computed from the fixtures the way the spec words it. */
function expectedIds(records: PostingRecord[], sort: PostingSort, now = kst(NOW)) {
  return idsInSpecOrder(
    records.filter((r) => r.expiresAt === null || r.expiresAt >= now),
    sort,
  );
}

describe('GET /v1/recruit/list', () => {
  it('lists open postings soonest deadline first, always-open last, 12 per page, with source and syncedAt', async () => {
    const { body } = await list();
    const expected = expectedIds(all, '마감 임박순');
    expect(body).toMatchObject({ count: 12, start: 0, total: expected.length, source: 'SAMPLE', syncedAt });
    expect(idsOf(body?.job)).toEqual(expected.slice(0, 12));
    expect(expected.slice(0, 4)).toEqual(['P1', 'P8', 'P2', 'P4']);
    // P3 and P3a share a deadline: the id breaks the tie.
    expect(expected.indexOf('P3')).toBe(expected.indexOf('P3a') - 1);
    expect(expected.at(-1)).toBe('P5');
  });

  it('sorts 마감 여유순 latest deadline first, always-open still last', async () => {
    const pages = await Promise.all([0, 1, 2].map((pageNum) => list({ sortBy: '마감 여유순', pageNum })));
    const ids = pages.flatMap((page) => idsOf(page.body?.job) ?? []);
    expect(ids).toEqual(expectedIds(all, '마감 여유순'));
    expect(ids[0]).toBe('K24');
    expect(ids.at(-1)).toBe('P5');
  });

  it('sorts postDate newest first', async () => {
    const { body } = await list({ sortBy: 'postDate' });
    expect(idsOf(body?.job)).toEqual(expectedIds(all, 'postDate').slice(0, 12));
    expect(body?.job[0]?.id).toBe('P8');
  });

  it('never lists expired postings', async () => {
    const pages = await Promise.all([0, 1, 2].map((pageNum) => list({ pageNum })));
    const ids = pages.flatMap((page) => idsOf(page.body?.job) ?? []);
    expect(ids).toHaveLength(all.length - 1);
    expect(ids).not.toContain('P7');
  });

  it('pages with zero-based numbers; past the end is an empty page, not an error', async () => {
    const { body: p1 } = await list({ keyWord: '보육교사', pageNum: 1 });
    expect(p1).toMatchObject({ count: 12, start: 1, total: 25 });
    expect(idsOf(p1?.job)).toEqual(paging.slice(12, 24).map((p) => p.externalId));
    const { body: p2 } = await list({ keyWord: '보육교사', pageNum: 2 });
    expect(p2).toMatchObject({ count: 1, start: 2, total: 25 });
    expect(idsOf(p2?.job)).toEqual(['K24']);
    const { res, body: p3 } = await list({ keyWord: '보육교사', pageNum: 3 });
    expect(res.statusCode).toBe(200);
    expect(p3).toMatchObject({ count: 0, start: 3, total: 25, job: [] });
    const { body: far } = await list({ pageNum: 999 });
    expect(far).toMatchObject({ count: 0, start: 999, job: [] });
  });

  it('answers pages up to 999 (1,000 pages) and refuses 1000 with a message that says how to narrow', async () => {
    const { res: last } = await list({ pageNum: 999 });
    expect(last.statusCode).toBe(200);
    const { res } = await list({ pageNum: 1000 });
    expect(res.statusCode).toBe(400);
    const message = '페이지 번호가 너무 커요. 직업이나 지역을 골라 좁혀서 찾아 주세요.';
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message, fields: { pageNum: message } });
  });

  it('ends free-text pages at the counted matches, with a message that says how to narrow', async () => {
    const lastPage = LIMITS.searchCountCap / LIMITS.recruitPageSize - 1;
    expect((await list({ keyWord: '외래', pageNum: lastPage })).res.statusCode).toBe(200);
    const { res } = await list({ keyWord: '외래', pageNum: lastPage + 1 });
    expect(res.statusCode).toBe(400);
    const message =
      '검색 결과는 처음 1,200건까지 볼 수 있어요. 검색어를 더 자세히 쓰거나 지역을 골라 좁혀 주세요.';
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message, fields: { pageNum: message } });
    // An occupation is no free text: its pages go on.
    expect((await list({ keyWord: '요양보호사', pageNum: lastPage + 1 })).res.statusCode).toBe(200);
  });

  it('says a count is exact (totalCapped false) for occupations, places and free text under the cap', async () => {
    expect((await list({})).body).toMatchObject({ totalCapped: false });
    expect((await list({ keyWord: '요양보호사' })).body).toMatchObject({ totalCapped: false });
    expect((await list({ keyWord: '외래' })).body).toMatchObject({ total: 1, totalCapped: false });
  });

  it.each(['-1', 'abc', '1.5', '100001'])(
    'refuses pageNum=%s with 400 VALIDATION in Korean',
    async (pageNum) => {
      const { res } = await list({ pageNum });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
      expect(res.json().message).toMatch(/[가-힣]/);
    },
  );

  it('refuses an unknown sort label', async () => {
    const { res } = await list({ sortBy: '인기순' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.sortBy).toMatch(/정렬/);
  });

  it('filters by occupation when keyWord is an occupation name', async () => {
    const { body } = await list({ keyWord: '요양보호사' });
    expect(idsOf(body?.job)?.sort()).toEqual(['P1', 'P2', 'P3', 'P3a', 'P4', 'P5', 'P6']);
    expect(body?.job.every((job) => job.jobName === '요양보호사')).toBe(true);
    const { body: barista } = await list({ keyWord: '바리스타' });
    expect(idsOf(barista?.job)).toEqual(['P9']);
  });

  it('searches titles and company names for other text, with % and _ taken literally', async () => {
    expect(idsOf((await list({ keyWord: '외래' })).body?.job)).toEqual(['P8']);
    expect(idsOf((await list({ keyWord: '봄날' })).body?.job)).toEqual(['P8']);
    expect(idsOf((await list({ keyWord: '%' })).body?.job)?.sort()).toEqual(['P8', 'P9']);
    expect(idsOf((await list({ keyWord: '_' })).body?.job)).toEqual(['P8']);
    expect((await list({ keyWord: '없는 말' })).body).toMatchObject({ total: 0, job: [] });
  });

  it('reads a city as the whole city, including postings that name only the city', async () => {
    const { body } = await list({ locationName: '서울', keyWord: '요양보호사' });
    expect(idsOf(body?.job)?.sort()).toEqual(['P1', 'P2', 'P4', 'P5']);
    const { body: seoul } = await list({ locationName: '서울' });
    expect(seoul?.total).toBe(5 + 13); // P1 P2 P4 P5 P8 + 13 보육교사 in 마포구
  });

  it('reads "city district" as that district only', async () => {
    const { body } = await list({ locationName: '서울 강남구' });
    expect(idsOf(body?.job)?.sort()).toEqual(['P1', 'P4', 'P8']);
    const { body: withJob } = await list({ locationName: '서울 강남구', keyWord: '간호조무사' });
    expect(idsOf(withJob?.job)).toEqual(['P8']);
  });

  it('reads a city with sub-districts (경기 고양시) as all of them, and a sub-district exactly', async () => {
    expect(idsOf((await list({ locationName: '경기 고양시' })).body?.job)?.sort()).toEqual(['P3', 'P4']);
    expect(idsOf((await list({ locationName: '경기 고양시 덕양구' })).body?.job)).toEqual(['P3']);
    expect(idsOf((await list({ locationName: '  경기   고양시  덕양구 ' })).body?.job)).toEqual(['P3']);
  });

  it('lists and counts a posting with two districts in the city once', async () => {
    const { body } = await list({ locationName: '부산', keyWord: '요양보호사' });
    expect(body).toMatchObject({ total: 1, count: 1 });
    expect(idsOf(body?.job)).toEqual(['P6']);
  });

  it.each(['서울 없는구', '화성', '경기 고양', 'Seoul', '서울 강남구 역삼동'])(
    'refuses an unknown place %s with 400 VALIDATION and a Korean message',
    async (locationName) => {
      const { res } = await list({ locationName });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
      expect(res.json().fields.locationName).toMatch(/지역/);
    },
  );

  it('treats a blank locationName or keyWord as no filter', async () => {
    const { body } = await list({ locationName: '  ', keyWord: '' });
    expect(body?.total).toBe(all.length - 1);
  });

  it('maps every field the spec names, with Seoul dates and Unix seconds', async () => {
    const { body } = await list({ keyWord: '외래' });
    expect(body?.job[0]).toEqual({
      id: 'P8',
      url: 'https://www.saramin.co.kr/zf_user/search?searchword=test',
      active: 1,
      title: '간호조무사 (외래) 50% 우대_급구',
      jobName: '간호조무사',
      companyName: '봄날의원',
      locationName: '서울 강남구',
      closeType: '접수마감일',
      jobTypeName: '정규직',
      salary: '월 230만원',
      experienceLevel: '경력무관',
      requiredEducationLevel: '학력무관',
      postTimestamp: kst('2026-06-10T00:30:00').getTime() / 1000,
      // 00:30 in Seoul is still the previous day in UTC: the date must be Seoul's.
      postDate: '2026-06-10',
      'expiration-timestamp': kst('2026-06-11T23:59:59').getTime() / 1000,
      'expiration-date': '2026-06-11',
      deadline: 'D-1',
      count: 0,
    });
  });

  it('labels open-ended close types and joins several places', async () => {
    const { body } = await list({ keyWord: '요양보호사', sortBy: '마감 여유순' });
    const byId = new Map(body?.job.map((job) => [job.id, job]));
    expect(byId.get('P5')).toMatchObject({
      closeType: '상시',
      deadline: '상시 채용',
      'expiration-date': null,
      'expiration-timestamp': null,
      locationName: '서울',
    });
    expect(byId.get('P6')).toMatchObject({
      closeType: '채용시',
      deadline: '채용시 마감',
      'expiration-date': '2026-06-30',
    });
    expect(byId.get('P4')?.locationName).toBe('경기 고양시 일산동구, 서울 강남구');
    expect(byId.get('P6')?.locationName).toBe('부산 해운대구, 부산 중구');
    const { body: barista } = await list({ keyWord: '바리스타' });
    expect(barista?.job[0]).toMatchObject({ closeType: '수시', deadline: '수시 채용' });
  });
});

describe('D-day in Asia/Seoul', () => {
  const deadlines = async () =>
    new Map((await list({ keyWord: '요양보호사' })).body?.job.map((job) => [job.id, job.deadline]));

  it('at 23:59:59 the day before, the deadline is D-1; at 00:00:00 on the day it is D-day', async () => {
    t.clock.set(kst('2026-06-09T23:59:59'));
    let d = await deadlines();
    expect(d.get('P1')).toBe('D-1');
    expect(d.get('P2')).toBe('D-3');
    // P7 closes at the end of 06-09: still open, and due today.
    expect(d.get('P7')).toBe('D-day');

    t.clock.set(kst('2026-06-10T00:00:00'));
    d = await deadlines();
    expect(d.get('P1')).toBe('D-day');
    expect(d.get('P2')).toBe('D-2');
    expect(d.has('P7')).toBe(false);
  });

  it('stays D-day until 23:59:59 and is gone at midnight', async () => {
    t.clock.set(kst('2026-06-10T23:59:59'));
    expect((await deadlines()).get('P1')).toBe('D-day');
    t.clock.set(kst('2026-06-11T00:00:00'));
    expect((await deadlines()).has('P1')).toBe(false);
    const detail = await t.app.inject({ method: 'GET', url: '/v1/recruit/detail?id=P1' });
    expect(detail.statusCode).toBe(404);
  });

  it('does not depend on the UTC date (15:00 UTC is already tomorrow in Seoul)', async () => {
    t.clock.set(new Date('2026-06-09T15:00:00Z'));
    expect((await deadlines()).get('P1')).toBe('D-day');
  });
});

describe('GET /v1/recruit/detail', () => {
  it('returns one open posting', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/recruit/detail?id=P4' });
    expect(res.statusCode).toBe(200);
    const posting = successEnvelope(RecruitDetailResponseSchema).parse(res.json()).data;
    expect(posting).toMatchObject({
      id: 'P4',
      jobName: '요양보호사',
      deadline: 'D-5',
      'expiration-date': '2026-06-15',
    });
  });

  it.each(['P7', 'nope'])('answers 404 POSTING_NOT_FOUND for an expired or unknown id (%s)', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/recruit/detail?id=${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'POSTING_NOT_FOUND',
      message: '존재하지 않는 채용 공고입니다.',
    });
  });

  it('refuses a missing id with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/recruit/detail' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /v1/recruit/popular', () => {
  const openIn = (occupationId: number, city?: string) =>
    all.filter(
      (r) =>
        r.occupationId === occupationId &&
        (r.expiresAt === null || r.expiresAt >= kst(NOW)) &&
        (!city || r.locations.some((place) => place.split(' ')[0] === city)),
    ).length;

  async function popular(token?: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/recruit/popular',
      headers: token ? bearer(token) : {},
    });
    expect(res.statusCode).toBe(200);
    return successEnvelope(PopularRecruitResponseSchema).parse(res.json()).data;
  }

  it('without any member choices: the most open postings first, with nationwide counts', async () => {
    expect(await popular()).toEqual([
      { 'job-name': '보육교사', count: 25 },
      { 'job-name': '요양보호사', count: 7 },
      // 간호조무사 and 바리스타 both have 1 open posting: Korean name order decides.
      { 'job-name': '간호조무사', count: 1 },
    ]);
  });

  it('visitors see the 3 occupations most members chose; members see theirs first, counted in their city', async () => {
    const chosen: [number, number][] = [];
    const choose = async (jobId: number, member?: { id: number }) => {
      const m = member ?? (await createMember(t));
      await t.db.insert(todoGroups).values({ memberId: m.id, jobId });
      // Written straight in the database, as another instance would: tell this one, as the API routes do (a
      // visitors' answer is otherwise cached for up to POPULAR_MAX_AGE_MS, ADR 014).
      t.app.listReads.choicesChanged();
      chosen.push([m.id, jobId]);
      return m;
    };
    for (let i = 0; i < 3; i++) await choose(18); // 바리스타
    for (let i = 0; i < 2; i++) await choose(2); // 간호조무사
    await choose(20); // 산후조리사 (no postings)

    expect(await popular()).toEqual([
      { 'job-name': '바리스타', count: openIn(18) },
      { 'job-name': '간호조무사', count: openIn(2) },
      { 'job-name': '산후조리사', count: 0 },
    ]);

    // Lives in 서울 강남구 (the test default) and chose 보육교사: own first, then the popular ones, all in 서울.
    const member = await createMember(t);
    await choose(3, member);
    const { accessToken } = await login(t, member);
    expect(await popular(accessToken)).toEqual([
      { 'job-name': '보육교사', count: openIn(3, '서울') },
      { 'job-name': '바리스타', count: 0 },
      { 'job-name': '간호조무사', count: openIn(2, '서울') },
    ]);
    expect(openIn(3, '서울')).toBe(13);

    // Four own choices: the three most recently active.
    const busy = await createMember(t);
    for (const [jobId, day] of [
      [1, '01'],
      [3, '04'],
      [2, '03'],
      [18, '02'],
    ] as const) {
      await t.db
        .insert(todoGroups)
        .values({ memberId: busy.id, jobId, lastActiveAt: kst(`2026-06-${day}T09:00:00`) });
    }
    const busyToken = (await login(t, busy)).accessToken;
    expect((await popular(busyToken)).map((e) => e['job-name'])).toEqual([
      '보육교사',
      '간호조무사',
      '바리스타',
    ]);

    // No residence: counted nationwide.
    await t.db.update(members).set({ regionCode: null }).where(eq(members.id, member.id));
    expect(await popular(accessToken)).toEqual([
      { 'job-name': '보육교사', count: 25 },
      { 'job-name': '바리스타', count: openIn(18) },
      { 'job-name': '간호조무사', count: openIn(2) },
    ]);
  });

  it('ignores a bad token (optional auth)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/recruit/popular',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(3);
  });
});

describe('bad input never causes a 5xx', () => {
  it('fuzzes list and detail queries', async () => {
    const samples = [
      '서울',
      '서울 강남구',
      '요양보호사',
      '마감 임박순',
      '-1',
      '1e9',
      '%',
      '\\',
      "'; drop table postings;--",
    ];
    const keys = ['pageNum', 'sortBy', 'keyWord', 'locationName', 'id'] as const;
    await assertOddQueries(keys, oddValue(80, samples), 120, async (params) => {
      const { id, ...listParams } = params;
      const search = new URLSearchParams(listParams as Record<string, string>);
      const listRes = await t.app.inject({ method: 'GET', url: `/v1/recruit/list?${search}` });
      expect([200, 400]).toContain(listRes.statusCode);
      const detailRes = await t.app.inject({
        method: 'GET',
        url: `/v1/recruit/detail?${new URLSearchParams(id === undefined ? {} : { id })}`,
      });
      expect([200, 400, 404]).toContain(detailRes.statusCode);
    });
  });
});
