import {
  courseScrapKey,
  RecruitScrapPageSchema,
  ScrapCheckResponseSchema,
  ScrapCreatedSchema,
  successEnvelope,
  TrainingScrapPageSchema,
} from '@dasibom/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, postings, recruitScraps, trainingScraps } from '../../db/schema.ts';
import type { CourseRecord, PostingRecord } from '../../sources/types.ts';
import { fixtureCourse, fixturePosting } from '../../sync/fixture-sources.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { kst, syncFixtures, useSyncedApp } from '../../test/use-test-app.ts';

/** Today is 2026-06-10 in Seoul. */
const NOW = '2026-06-10T12:00:00';
const MINUTE = 60_000;

const postingRecords: PostingRecord[] = [
  fixturePosting({ externalId: 'R1', locations: ['서울 강남구'], expiresAt: kst('2026-06-12T23:59:59') }),
  fixturePosting({
    externalId: 'R2',
    occupationId: 2,
    locations: ['경기 고양시 덕양구'],
    expiresAt: kst('2026-06-20T23:59:59'),
  }),
  fixturePosting({ externalId: 'R3', locations: ['부산 해운대구'], closeType: 3, expiresAt: null }),
  fixturePosting({ externalId: 'R4', locations: ['서울 송파구'], expiresAt: kst('2026-06-10T23:59:59') }),
  fixturePosting({ externalId: 'R5', locations: ['서울'], expiresAt: kst('2026-06-30T23:59:59') }),
  // Seven more for paging.
  ...Array.from({ length: 7 }, (_, i) =>
    fixturePosting({ externalId: `G${i}`, locations: ['대구 중구'], expiresAt: kst('2026-07-01T23:59:59') }),
  ),
];

const courseRecords: CourseRecord[] = [
  fixtureCourse({ trprId: 'C1', regionName: '서울 강남구', startDate: '2026-07-01' }),
  fixtureCourse({
    trprId: 'C1',
    trprDegr: '2',
    regionName: '서울 강남구',
    startDate: '2026-08-01',
    endDate: '2026-08-31',
  }),
  fixtureCourse({ trprId: 'C1', trainstCstId: 'INST-2', regionName: '서울 강남구', startDate: '2026-07-01' }),
  fixtureCourse({
    trprId: 'C2',
    occupationId: 3,
    regionName: '경기 고양시 일산서구',
    type: '실습 위주',
    startDate: '2026-06-15',
    endDate: '2026-06-24',
    realMan: 0,
    selfPay: 0,
  }),
  fixtureCourse({ trprId: 'C3', regionName: '서울', startDate: '2026-06-20' }),
  fixtureCourse({
    trprId: 'C4',
    regionName: '부산 해운대구',
    startDate: '2026-06-10',
    endDate: '2026-06-30',
  }),
  ...Array.from({ length: 7 }, (_, i) =>
    fixtureCourse({ trprId: `K${i}`, regionName: '대구 중구', startDate: '2026-07-10' }),
  ),
];

const round = (trprId: string, trprDegr = '1', trainstCstId = 'INST-1') => ({
  trprId,
  trprDegr,
  trainstCstId,
  traStartDate: '2026/07/01',
  traEndDate: '2026/07/31',
});

const t = useSyncedApp({ now: NOW, postings: postingRecords, courses: courseRecords });

type Method = 'GET' | 'POST' | 'DELETE';
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function newMember() {
  const member = await createMember(t);
  const { accessToken } = await login(t, member);
  return { ...member, token: accessToken };
}

/** Access tokens live 15 minutes: a test that moves the clock further logs in again at the new time. */
async function setClock(m: { loginId: string; password: string; token: string }, local: string) {
  t.clock.set(kst(local));
  m.token = (await login(t, m)).accessToken;
}

const saveRecruit = (token: string, id: string) => call(token, 'POST', `/v1/scrap/recruit/${id}`);
const saveCourse = (token: string, body: object) => call(token, 'POST', '/v1/scrap/training', body);

async function recruitList(token: string, query = '') {
  const res = await call(token, 'GET', `/v1/scrap/recruit/list${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(RecruitScrapPageSchema).parse(res.json()).data;
}
async function trainingList(token: string, query = '') {
  const res = await call(token, 'GET', `/v1/scrap/training/list${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(TrainingScrapPageSchema).parse(res.json()).data;
}
async function check(token: string, category: string, ids: string[]) {
  const res = await call(
    token,
    'GET',
    `/v1/scrap/checked?category=${category}&idList=${encodeURIComponent(ids.join(','))}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(ScrapCheckResponseSchema).parse(res.json()).data;
}

/** Scrap rows straight in the database (the limit tests need 99 of them). */
async function fillScraps(memberId: number, postingsCount: number, coursesCount: number) {
  const at = t.clock.now();
  if (postingsCount > 0) {
    await t.db.insert(recruitScraps).values(
      Array.from({ length: postingsCount }, (_, i) => ({
        memberId,
        postingId: `old-${i}`,
        title: `지난 공고 ${i}`,
        companyName: '늘봄',
        url: 'https://www.saramin.co.kr/',
        jobTypeName: '정규직',
        experienceLevel: '경력무관',
        requiredEducationLevel: '학력무관',
        closeType: 3,
        salary: '면접 후 결정',
        postedAt: at,
        interestCount: 0,
        jobName: '요양보호사',
        places: [],
        scrappedAt: at,
      })),
    );
  }
  if (coursesCount > 0) {
    await t.db.insert(trainingScraps).values(
      Array.from({ length: coursesCount }, (_, i) => ({
        memberId,
        trprId: `old-${i}`,
        trprDegr: '1',
        trainstCstId: 'X',
        title: `지난 과정 ${i}`,
        instituteName: '교육원',
        address: '서울',
        url: 'https://www.work24.go.kr/',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        realMan: 0,
        type: 'THEORY',
        jobName: '요양보호사',
        scrappedAt: at,
      })),
    );
  }
}

const recruitRows = (memberId: number, postingId: string) =>
  t.db
    .select()
    .from(recruitScraps)
    .where(and(eq(recruitScraps.memberId, memberId), eq(recruitScraps.postingId, postingId)));

describe('access', () => {
  it('answers every scrap route for a visitor with 401 AUTH_REQUIRED, and a bad token with 401 AUTH_INVALID', async () => {
    const routes: [Method, string, object?][] = [
      ['POST', '/v1/scrap/recruit/R1'],
      ['DELETE', '/v1/scrap/recruit/R1', { recruitId: 'R1' }],
      ['POST', '/v1/scrap/training?type=이론 위주', round('C1')],
      ['DELETE', '/v1/scrap/training/C1', { trainingId: 'C1' }],
      ['GET', '/v1/scrap/checked?category=RECRUIT&idList=R1,R2'],
      ['GET', '/v1/scrap/recruit/list'],
      ['GET', '/v1/scrap/training/list?pageNum=0'],
    ];
    for (const [method, url, payload] of routes) {
      const visitor = await call(null, method, encodeURI(url), payload);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(visitor.json(), `${method} ${url}`).toMatchObject({
        code: 'AUTH_REQUIRED',
        message: '인증 토큰이 없습니다. 로그인 후 다시 시도해주세요.',
      });
      const forged = await call('not-a-jwt', method, encodeURI(url), payload);
      expect(forged.statusCode, `${method} ${url}`).toBe(401);
      expect(forged.json().code, `${method} ${url}`).toBe('AUTH_INVALID');
    }
    expect(await t.db.select().from(recruitScraps).where(eq(recruitScraps.postingId, 'R1'))).toEqual([]);
  });
});

describe('saving and deleting postings', () => {
  it('saves once (200 with the scrap id); the second save is 409 ALREADY_SCRAPPED and adds nothing', async () => {
    const m = await newMember();
    const first = await saveRecruit(m.token, 'R1');
    expect(first.statusCode, first.body).toBe(200);
    const { scrapId } = successEnvelope(ScrapCreatedSchema).parse(first.json()).data;
    const again = await saveRecruit(m.token, 'R1');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_SCRAPPED', message: '이미 스크랩했어요.' });
    const rows = await recruitRows(m.id, 'R1');
    expect(rows.map((row) => row.id)).toEqual([scrapId]);
    // The snapshot: the posting's fields, its occupation's name and its places.
    expect(rows[0]).toMatchObject({
      title: '요양보호사 모집 R1',
      companyName: '늘봄요양원',
      jobName: '요양보호사',
      closeType: 1,
      places: ['서울', '서울 강남구'],
    });
  });

  it('a concurrent double save makes one row: one 200 and one 409, never a 500', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const m = await newMember();
      const answers = await Promise.all([saveRecruit(m.token, 'R2'), saveRecruit(m.token, 'R2')]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((res) => res.statusCode === 409)?.json().code).toBe('ALREADY_SCRAPPED');
      expect(await recruitRows(m.id, 'R2')).toHaveLength(1);

      const courses = await Promise.all([saveCourse(m.token, round('C2')), saveCourse(m.token, round('C2'))]);
      expect(courses.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const rows = await t.db.select().from(trainingScraps).where(eq(trainingScraps.memberId, m.id));
      expect(rows).toHaveLength(1);
    }
  });

  it('answers 404 POSTING_NOT_FOUND for a posting we do not have, 400 for a blank or over-long id', async () => {
    const m = await newMember();
    const unknown = await saveRecruit(m.token, 'nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'POSTING_NOT_FOUND',
      message: '존재하지 않는 채용 공고입니다.',
    });
    for (const id of ['%20', 'x'.repeat(41)]) {
      const bad = await saveRecruit(m.token, id);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json(), id).toMatchObject({ code: 'VALIDATION', message: '존재하지 않는 채용 공고입니다.' });
    }
    expect(await t.db.select().from(recruitScraps).where(eq(recruitScraps.memberId, m.id))).toEqual([]);
  });

  it('deletes only the caller’s own scrap; another member’s or none is 404 SCRAP_NOT_FOUND (body ignored)', async () => {
    const a = await newMember();
    const b = await newMember();
    expect((await saveRecruit(a.token, 'R3')).statusCode).toBe(200);
    expect((await saveRecruit(b.token, 'R3')).statusCode).toBe(200);

    const notMine = await call(b.token, 'DELETE', '/v1/scrap/recruit/R1', { recruitId: 'R3' });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toMatchObject({ code: 'SCRAP_NOT_FOUND', message: '스크랩을 찾을 수 없어요.' });

    const deleted = await call(a.token, 'DELETE', '/v1/scrap/recruit/R3', { recruitId: 'R3' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ deleted: 1 });
    expect(await recruitRows(a.id, 'R3')).toEqual([]);
    expect(await recruitRows(b.id, 'R3')).toHaveLength(1);
    // Gone: a second delete finds nothing; saving again works.
    expect((await call(a.token, 'DELETE', '/v1/scrap/recruit/R3')).statusCode).toBe(404);
    expect((await saveRecruit(a.token, 'R3')).statusCode).toBe(200);
  });

  it('a member cannot delete another member’s scrap of the same posting', async () => {
    const a = await newMember();
    const b = await newMember();
    expect((await saveRecruit(a.token, 'R5')).statusCode).toBe(200);
    const res = await call(b.token, 'DELETE', '/v1/scrap/recruit/R5');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('SCRAP_NOT_FOUND');
    expect(await recruitRows(a.id, 'R5')).toHaveLength(1);
  });
});

describe('saving and deleting course rounds', () => {
  it('saves a round by (trprId, trprDegr, trainstCstId) with a snapshot from our table; again → 409', async () => {
    const m = await newMember();
    const res = await call(m.token, 'POST', encodeURI('/v1/scrap/training?type=실습 위주'), round('C2'));
    expect(res.statusCode, res.body).toBe(200);
    expect(successEnvelope(ScrapCreatedSchema).parse(res.json()).data.scrapId).toBeGreaterThan(0);
    const [row] = await t.db.select().from(trainingScraps).where(eq(trainingScraps.memberId, m.id));
    // The dates come from our table, not from the body.
    expect(row).toMatchObject({
      trprId: 'C2',
      startDate: '2026-06-15',
      endDate: '2026-06-24',
      city: '경기',
      regionName: '경기 고양시 일산서구',
      type: 'PRACTICE',
      jobName: '보육교사',
    });
    expect((await saveCourse(m.token, round('C2'))).json()).toMatchObject({ code: 'ALREADY_SCRAPPED' });
    // Other rounds of one course id are other scraps.
    expect((await saveCourse(m.token, round('C1'))).statusCode).toBe(200);
    expect((await saveCourse(m.token, round('C1', '2'))).statusCode).toBe(200);
    expect((await saveCourse(m.token, round('C1', '1', 'INST-2'))).statusCode).toBe(200);
  });

  it('answers 404 COURSE_NOT_FOUND for a round we do not have', async () => {
    const m = await newMember();
    for (const body of [round('nope'), round('C1', '9'), round('C2', '1', 'INST-9')]) {
      const res = await saveCourse(m.token, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'COURSE_NOT_FOUND',
        message: '존재하지 않는 훈련과정입니다.',
      });
    }
  });

  it('answers a body with missing fields, a bad date or a bad type with 400 VALIDATION in Korean', async () => {
    const m = await newMember();
    const { trprDegr: _, ...noRound } = round('C1');
    const cases: [string, object | undefined, string][] = [
      ['/v1/scrap/training', noRound, '존재하지 않는 훈련과정입니다.'],
      [
        '/v1/scrap/training',
        { ...round('C1'), traStartDate: '2026.07.01' },
        '훈련 시작일을 YYYY/MM/DD 형식으로 보내 주세요.',
      ],
      [
        '/v1/scrap/training',
        { ...round('C1'), traEndDate: 20260731 },
        '훈련 종료일을 YYYY/MM/DD 형식으로 보내 주세요.',
      ],
      ['/v1/scrap/training', { ...round('C1'), trprId: 'C1:1' }, '존재하지 않는 훈련과정입니다.'],
      ['/v1/scrap/training', undefined, ''],
      ['/v1/scrap/training?type=아무거나', round('C1'), '훈련과정 종류를 목록에서 골라 주세요.'],
    ];
    for (const [url, body, message] of cases) {
      const res = await call(m.token, 'POST', encodeURI(url), body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().code, url).toBe('VALIDATION');
      if (message) expect(res.json().message, url).toBe(message);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    expect(await t.db.select().from(trainingScraps).where(eq(trainingScraps.memberId, m.id))).toEqual([]);
  });

  it('deletes one round with trprDegr + trainstCstId, every round without them; own only', async () => {
    const m = await newMember();
    const other = await newMember();
    for (const body of [round('C1'), round('C1', '2'), round('C1', '1', 'INST-2'), round('C3')]) {
      expect((await saveCourse(m.token, body)).statusCode).toBe(200);
    }
    expect((await saveCourse(other.token, round('C1'))).statusCode).toBe(200);
    const keysOf = async (memberId: number) =>
      (await t.db.select().from(trainingScraps).where(eq(trainingScraps.memberId, memberId)))
        .map(courseScrapKey)
        .sort();

    const one = await call(m.token, 'DELETE', '/v1/scrap/training/C1?trprDegr=2&trainstCstId=INST-1');
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toEqual({ deleted: 1 });
    expect(await keysOf(m.id)).toEqual(['C1:1:INST-1', 'C1:1:INST-2', 'C3:1:INST-1']);
    // That round is gone now: 404, nothing else touched.
    const again = await call(m.token, 'DELETE', '/v1/scrap/training/C1?trprDegr=2&trainstCstId=INST-1');
    expect(again.json()).toMatchObject({ code: 'SCRAP_NOT_FOUND' });
    // Half a round key is refused.
    const half = await call(m.token, 'DELETE', '/v1/scrap/training/C1?trprDegr=1');
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({
      code: 'VALIDATION',
      message: '훈련과정 회차와 기관을 함께 보내 주세요.',
    });

    const all = await call(m.token, 'DELETE', '/v1/scrap/training/C1', { trainingId: 'C1' });
    expect(all.json().data).toEqual({ deleted: 2 });
    expect(await keysOf(m.id)).toEqual(['C3:1:INST-1']);
    expect(await keysOf(other.id)).toEqual(['C1:1:INST-1']);
    // Another member's rounds are not the caller's to delete.
    expect((await call(m.token, 'DELETE', '/v1/scrap/training/C1')).statusCode).toBe(404);
    expect(await keysOf(other.id)).toEqual(['C1:1:INST-1']);
  });
});

describe('the 100-scrap limit (postings and courses together)', () => {
  it('the 100th save works; the 101st is 400 SCRAP_LIMIT, for postings and for courses', async () => {
    const m = await newMember();
    await fillScraps(m.id, 60, 39);
    expect((await saveCourse(m.token, round('C4'))).statusCode).toBe(200);
    const posting = await saveRecruit(m.token, 'R1');
    expect(posting.statusCode).toBe(400);
    expect(posting.json()).toMatchObject({
      code: 'SCRAP_LIMIT',
      message: '스크랩은 100개까지 할 수 있어요.',
    });
    expect((await saveCourse(m.token, round('C3'))).json().code).toBe('SCRAP_LIMIT');
    // Saving something already saved still says so; deleting one makes room again.
    expect((await saveCourse(m.token, round('C4'))).json().code).toBe('ALREADY_SCRAPPED');
    expect((await call(m.token, 'DELETE', '/v1/scrap/recruit/old-0')).statusCode).toBe(200);
    expect((await saveRecruit(m.token, 'R1')).statusCode).toBe(200);
    const counts = await Promise.all([
      t.db.select().from(recruitScraps).where(eq(recruitScraps.memberId, m.id)),
      t.db.select().from(trainingScraps).where(eq(trainingScraps.memberId, m.id)),
    ]);
    expect(counts[0].length + counts[1].length).toBe(100);
  });

  it('holds under concurrent saves of different items: at 99, one of two saves succeeds', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const m = await newMember();
      await fillScraps(m.id, 99, 0);
      const answers = await Promise.all([saveRecruit(m.token, 'R1'), saveCourse(m.token, round('C1'))]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((res) => res.statusCode === 400)?.json().code).toBe('SCRAP_LIMIT');
      const rows = await Promise.all([
        t.db.select().from(recruitScraps).where(eq(recruitScraps.memberId, m.id)),
        t.db.select().from(trainingScraps).where(eq(trainingScraps.memberId, m.id)),
      ]);
      expect(rows[0].length + rows[1].length).toBe(100);
    }
  });
});

describe('GET /v1/scrap/checked', () => {
  it('answers RECRUIT ids in idList order, duplicates at each index', async () => {
    const m = await newMember();
    const other = await newMember();
    await saveRecruit(m.token, 'R2');
    await saveRecruit(m.token, 'R4');
    await saveRecruit(other.token, 'R1');
    expect(await check(m.token, 'RECRUIT', ['R1', 'R2', 'nope', 'R4', 'R2'])).toEqual([
      { index: 0, isScrap: false },
      { index: 1, isScrap: true },
      { index: 2, isScrap: false },
      { index: 3, isScrap: true },
      { index: 4, isScrap: true },
    ]);
  });

  it('answers TRAINING round keys exactly and a bare trprId for any of its rounds', async () => {
    const m = await newMember();
    await saveCourse(m.token, round('C1', '2'));
    await saveCourse(m.token, round('C3'));
    const ids = ['C1:1:INST-1', 'C1:2:INST-1', 'C1', 'C2', 'C3:1:INST-1', 'C3', 'C1:2:INST-2'];
    expect((await check(m.token, 'TRAINING', ids)).map((item) => item.isScrap)).toEqual([
      false,
      true,
      true,
      false,
      true,
      true,
      false,
    ]);
    // A posting id is not a course id: the categories do not mix.
    await saveRecruit(m.token, 'R3');
    expect(await check(m.token, 'TRAINING', ['R3'])).toEqual([{ index: 0, isScrap: false }]);
    expect(await check(m.token, 'RECRUIT', ['C3'])).toEqual([{ index: 0, isScrap: false }]);
  });

  it('answers a bad category or idList with 400 VALIDATION in Korean, never 500', async () => {
    const m = await newMember();
    const listMessage = '확인할 항목은 쉼표로 구분해 1개에서 100개까지 보내 주세요.';
    const hundred = Array.from({ length: 100 }, (_, i) => `R${i}`);
    expect(await check(m.token, 'RECRUIT', hundred)).toHaveLength(100);
    const cases: [string, string][] = [
      ['category=RECRUIT', listMessage],
      ['category=RECRUIT&idList=', listMessage],
      ['category=RECRUIT&idList=R1,,R2', listMessage],
      ['category=RECRUIT&idList=R1,%20', listMessage],
      [`category=RECRUIT&idList=${[...hundred, 'R100'].join(',')}`, listMessage],
      [`category=RECRUIT&idList=${'x'.repeat(101)}`, listMessage],
      ['category=JOB&idList=R1', '분류는 RECRUIT 또는 TRAINING이어야 해요.'],
      ['idList=R1', '분류는 RECRUIT 또는 TRAINING이어야 해요.'],
      [
        'category=TRAINING&idList=C1:1',
        '훈련과정은 "과정ID" 또는 "과정ID:회차:기관ID" 형식으로 보내 주세요.',
      ],
      [
        'category=TRAINING&idList=C1::INST-1',
        '훈련과정은 "과정ID" 또는 "과정ID:회차:기관ID" 형식으로 보내 주세요.',
      ],
      [
        'category=TRAINING&idList=a:b:c:d',
        '훈련과정은 "과정ID" 또는 "과정ID:회차:기관ID" 형식으로 보내 주세요.',
      ],
    ];
    for (const [query, message] of cases) {
      const res = await call(m.token, 'GET', `/v1/scrap/checked?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'VALIDATION', message });
    }
  });
});

describe('the saved lists', () => {
  it('sort by save time both ways (ties by id) and page 6 at a time; past the end is an empty page', async () => {
    const m = await newMember();
    const saved = ['G0', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6'];
    for (const [i, id] of saved.entries()) {
      // G5 and G6 in one minute: the id decides between them.
      if (i !== 6) t.clock.advance(MINUTE);
      expect((await saveRecruit(m.token, id)).statusCode).toBe(200);
    }
    const first = await recruitList(m.token);
    expect(first.content.map((item) => item.id)).toEqual(['G6', 'G5', 'G4', 'G3', 'G2', 'G1']);
    expect(first).toMatchObject({
      totalElements: 7,
      totalPages: 2,
      size: 6,
      number: 0,
      first: true,
      last: false,
    });
    const second = await recruitList(m.token, '?pageNum=1');
    expect(second.content.map((item) => item.id)).toEqual(['G0']);
    expect(second).toMatchObject({ numberOfElements: 1, last: true });
    const oldest = await recruitList(m.token, `?sortBy=${encodeURIComponent('오래된 순')}`);
    expect(oldest.content.map((item) => item.id)).toEqual(['G0', 'G1', 'G2', 'G3', 'G4', 'G5']);
    expect(
      (await recruitList(m.token, `?pageNum=1&sortBy=${encodeURIComponent('오래된 순')}`)).content.map(
        (i) => i.id,
      ),
    ).toEqual(['G6']);
    const beyond = await recruitList(m.token, '?pageNum=5');
    expect(beyond).toMatchObject({ content: [], empty: true, totalElements: 7, number: 5 });
    // scrappedAt is the save time.
    expect(first.content[0]?.scrappedAt).toBe(new Date(kst(NOW).getTime() + 6 * MINUTE).toISOString());

    for (const [i, trprId] of ['K0', 'K1', 'K2', 'K3', 'K4', 'K5', 'K6'].entries()) {
      if (i !== 6) t.clock.advance(MINUTE);
      expect((await saveCourse(m.token, round(trprId))).statusCode).toBe(200);
    }
    const courses = await trainingList(m.token);
    expect(courses.content.map((item) => item.trprId)).toEqual(['K6', 'K5', 'K4', 'K3', 'K2', 'K1']);
    expect((await trainingList(m.token, '?pageNum=1')).content.map((item) => item.trprId)).toEqual(['K0']);
    const oldestCourses = await trainingList(m.token, `?sortBy=${encodeURIComponent('오래된 순')}`);
    expect(oldestCourses.content.map((item) => item.trprId)).toEqual(['K0', 'K1', 'K2', 'K3', 'K4', 'K5']);
    expect(await trainingList(m.token, '?pageNum=2')).toMatchObject({ content: [], totalElements: 7 });
    // Only the caller's own.
    const other = await newMember();
    expect(await recruitList(other.token)).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('filter postings by city, "city district" and a district’s parent, as /jobsearch does', async () => {
    const m = await newMember();
    for (const id of ['R1', 'R2', 'R3', 'R5']) await saveRecruit(m.token, id);
    const ids = async (locName: string) =>
      (await recruitList(m.token, `?locName=${encodeURIComponent(locName)}`)).content.map((i) => i.id).sort();
    expect(await ids('서울')).toEqual(['R1', 'R5']);
    expect(await ids('서울 강남구')).toEqual(['R1']);
    expect(await ids(' 서울   강남구 ')).toEqual(['R1']);
    expect(await ids('서울 송파구')).toEqual([]);
    expect(await ids('경기')).toEqual(['R2']);
    expect(await ids('경기 고양시')).toEqual(['R2']);
    expect(await ids('경기 고양시 덕양구')).toEqual(['R2']);
    expect(await ids('부산')).toEqual(['R3']);
    expect(await ids('')).toEqual(['R1', 'R2', 'R3', 'R5']);
    expect((await recruitList(m.token, `?locName=${encodeURIComponent('서울')}`)).totalElements).toBe(2);
  });

  it('filter courses by city, "city district" and a district’s parent, as /learning does', async () => {
    const m = await newMember();
    for (const body of [round('C1'), round('C2'), round('C3'), round('C4')]) await saveCourse(m.token, body);
    const ids = async (locName: string) =>
      (await trainingList(m.token, `?locName=${encodeURIComponent(locName)}`)).content
        .map((i) => i.trprId)
        .sort();
    expect(await ids('서울')).toEqual(['C1', 'C3']);
    expect(await ids('서울 강남구')).toEqual(['C1']);
    expect(await ids('경기 고양시')).toEqual(['C2']);
    expect(await ids('경기 고양시 일산서구')).toEqual(['C2']);
    expect(await ids('경기 고양시 덕양구')).toEqual([]);
    expect(await ids('부산 해운대구')).toEqual(['C4']);
  });

  it('answers bad pageNum, sortBy or locName with 400 VALIDATION in Korean', async () => {
    const m = await newMember();
    const cases: [string, string][] = [
      ['pageNum=-1', '페이지 번호는 0 이상의 숫자여야 해요.'],
      ['pageNum=abc', '페이지 번호는 0 이상의 숫자여야 해요.'],
      ['pageNum=1.5', '페이지 번호는 0 이상의 숫자여야 해요.'],
      ['pageNum=100001', '페이지 번호가 너무 커요.'],
      [`sortBy=${encodeURIComponent('마감 임박순')}`, '정렬 기준을 목록에서 골라 주세요.'],
      [
        `locName=${encodeURIComponent('화성시')}`,
        '목록에 있는 지역을 "서울" 또는 "서울 강남구"처럼 골라 주세요.',
      ],
      [
        `locName=${encodeURIComponent('서울 없는구')}`,
        '목록에 있는 지역을 "서울" 또는 "서울 강남구"처럼 골라 주세요.',
      ],
    ];
    for (const list of ['recruit', 'training']) {
      for (const [query, message] of cases) {
        const res = await call(m.token, 'GET', `/v1/scrap/${list}/list?${query}`);
        expect(res.statusCode, `${list} ${query}`).toBe(400);
        expect(res.json(), `${list} ${query}`).toMatchObject({ code: 'VALIDATION', message });
      }
    }
  });

  it('counts D-day for today in Seoul; a passed deadline says 마감 with active 0; a started course is closed', async () => {
    const m = await newMember();
    for (const id of ['R1', 'R3', 'R4']) await saveRecruit(m.token, id);
    for (const body of [round('C2'), round('C4')]) await saveCourse(m.token, body);
    const deadlines = async () =>
      Object.fromEntries(
        (await recruitList(m.token)).content.map((item) => [item.id, [item.deadline, item.active]]),
      );
    const closed = async () =>
      Object.fromEntries((await trainingList(m.token)).content.map((item) => [item.trprId, item.closed]));

    expect(await deadlines()).toEqual({ R1: ['D-2', 1], R3: ['상시 채용', 1], R4: ['D-day', 1] });
    expect(await closed()).toEqual({ C2: false, C4: false });
    // 23:59:59 on the 10th is still open; one second later R4 has closed.
    await setClock(m, '2026-06-10T23:59:59');
    expect((await deadlines()).R4).toEqual(['D-day', 1]);
    await setClock(m, '2026-06-11T00:00:00');
    expect(await deadlines()).toEqual({ R1: ['D-1', 1], R3: ['상시 채용', 1], R4: ['마감', 0] });
    expect(await closed()).toEqual({ C2: false, C4: true });
    await setClock(m, '2026-06-16T09:00:00');
    expect(await deadlines()).toEqual({ R1: ['마감', 0], R3: ['상시 채용', 1], R4: ['마감', 0] });
    expect(await closed()).toEqual({ C2: true, C4: true });

    const item = (await trainingList(m.token)).content.find((c) => c.trprId === 'C2');
    expect(item).toMatchObject({
      trprDegr: '1',
      trainstCstId: 'INST-1',
      subTitle: '늘봄요양보호사교육원',
      regionName: '경기 고양시 일산서구',
      traStartDate: '2026-06-15',
      traEndDate: '2026-06-24',
      traDuration: 10,
      realMan: 0,
      // 본인부담액 as known when saved; 0 stays 0.
      selfPay: 0,
      type: '실습 위주',
      jobName: '보육교사',
    });
  });
});

describe('scraps and the rest of the system', () => {
  it('deleting the member’s jobs works with scraps present and leaves them', async () => {
    const m = await newMember();
    expect((await call(m.token, 'POST', '/v1/my-dream/job/1')).statusCode).toBe(200);
    await saveRecruit(m.token, 'R1');
    await saveCourse(m.token, round('C1'));
    const res = await call(m.token, 'DELETE', '/v1/member/job', { jobIds: [1] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ deletedJobIds: [1] });
    expect((await recruitList(m.token)).totalElements).toBe(1);
    expect((await trainingList(m.token)).totalElements).toBe(1);
  });

  it('withdrawal erases the member’s scraps and no one else’s', async () => {
    const m = await newMember();
    const other = await newMember();
    await saveRecruit(m.token, 'R1');
    await saveCourse(m.token, round('C1'));
    await saveRecruit(other.token, 'R1');
    expect((await call(m.token, 'POST', '/v1/member/auth/withdraw')).statusCode).toBe(200);
    expect(await t.db.select().from(recruitScraps).where(eq(recruitScraps.memberId, m.id))).toEqual([]);
    expect(await t.db.select().from(trainingScraps).where(eq(trainingScraps.memberId, m.id))).toEqual([]);
    expect(await recruitRows(other.id, 'R1')).toHaveLength(1);
  });

  // Last in the file: the sync replaces the postings and courses the other tests use.
  it('keeps the snapshot after the sync drops the posting and the course; the sync works with scraps present', async () => {
    const m = await newMember();
    await saveRecruit(m.token, 'R2');
    await saveCourse(m.token, round('C2'));
    const before = await recruitList(m.token);
    const beforeCourses = await trainingList(m.token);

    const result = await syncFixtures(t, {
      postings: postingRecords.filter((p) => p.externalId !== 'R2'),
      courses: courseRecords.filter((c) => c.trprId !== 'C2'),
    });
    expect(result).toMatchObject({ status: 'done' });
    if (result.status === 'done') expect(result.results.every((r) => r.status === 'updated')).toBe(true);
    expect(await t.db.select().from(postings).where(eq(postings.id, 'R2'))).toEqual([]);
    expect(await t.db.select().from(courses).where(eq(courses.trprId, 'C2'))).toEqual([]);

    expect(await recruitList(m.token)).toEqual(before);
    expect(await trainingList(m.token)).toEqual(beforeCourses);
    expect(before.content[0]).toMatchObject({ id: 'R2', jobName: '간호조무사', deadline: 'D-10' });
    expect(await check(m.token, 'RECRUIT', ['R2'])).toEqual([{ index: 0, isScrap: true }]);
    expect((await recruitList(m.token, `?locName=${encodeURIComponent('경기 고양시')}`)).totalElements).toBe(
      1,
    );
    expect((await trainingList(m.token, `?locName=${encodeURIComponent('경기 고양시')}`)).totalElements).toBe(
      1,
    );
    // Saved again: still one (409), not a 404 for the vanished posting; a new save of it is 404.
    expect((await saveRecruit(m.token, 'R2')).json().code).toBe('ALREADY_SCRAPPED');
    const fresh = await newMember();
    expect((await saveRecruit(fresh.token, 'R2')).json().code).toBe('POSTING_NOT_FOUND');
    expect((await saveCourse(fresh.token, round('C2'))).json().code).toBe('COURSE_NOT_FOUND');
    // And it can be deleted.
    expect((await call(m.token, 'DELETE', '/v1/scrap/training/C2')).json().data).toEqual({ deleted: 1 });
    expect((await call(m.token, 'DELETE', '/v1/scrap/recruit/R2')).json().data).toEqual({ deleted: 1 });
  });
});
