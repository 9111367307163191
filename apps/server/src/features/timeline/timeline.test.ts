import { successEnvelope, TimelineResponseSchema } from '@dasibom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examRounds, syncState } from '../../db/schema.ts';
import { readOccupationFiles } from '../../db/seed-occupations.ts';
import { fixtureCourse, fixturePosting } from '../../sync/fixture-sources.ts';
import { bearer } from '../../test/accounts.ts';
import { addTwoWindowRound } from '../../test/exam-rounds.ts';
import { planKit } from '../../test/my-dream.ts';
import { logStatements } from '../../test/statement-log.ts';
import { kst, useSyncedApp } from '../../test/use-test-app.ts';
import { readCertificateTable } from '../exams/certificates.ts';

/** Today is 2026-06-10 in Seoul. */
const NOW = '2026-06-10T12:00:00';

const t = useSyncedApp({
  now: NOW,
  postings: [
    fixturePosting({ externalId: 'P1', occupationId: 5, expiresAt: kst('2026-06-20T23:59:59') }),
    fixturePosting({ externalId: 'P2', occupationId: 1, expiresAt: kst('2026-06-12T23:59:59') }),
    fixturePosting({ externalId: 'P3', occupationId: 5, closeType: 3, expiresAt: null }),
    fixturePosting({ externalId: 'P4', occupationId: 5, expiresAt: kst('2026-06-15T09:00:00') }),
  ],
  courses: [
    fixtureCourse({ trprId: 'C1', occupationId: 5, startDate: '2026-07-01', endDate: '2026-07-31' }),
    fixtureCourse({ trprId: 'C2', occupationId: 1, startDate: '2026-06-16', endDate: '2026-07-16' }),
  ],
  seed: async (app) => {
    await app.db.insert(examRounds).values([
      {
        certificateKey: 'vocational-counselor-2',
        source: 'QNET',
        examYear: 2026,
        roundName: '2026년도 정기 기사 2회',
        writtenRegStart: '2026-06-08',
        writtenRegEnd: '2026-06-11',
        writtenExamStart: '2026-06-28',
        writtenExamEnd: '2026-06-28',
        writtenResultDate: '2026-07-10',
        practicalRegStart: '2026-07-14',
        practicalRegEnd: '2026-07-17',
        practicalExamStart: '2026-08-09',
        practicalExamEnd: '2026-08-20',
        practicalResultDate: '2026-09-05',
      },
      // Another job's certificate: only on the timeline of a member who chose that job.
      {
        certificateKey: 'beautician-nail',
        source: 'SAMPLE',
        examYear: 2026,
        roundName: '예시 1회',
        practicalRegStart: '2026-06-20',
        practicalRegEnd: '2026-06-23',
      },
    ]);
  },
});

type Member = { token: string };
const call = (
  m: Member | null,
  url: string,
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH' = 'GET',
  payload?: object,
) => t.app.inject({ method, url, headers: m ? bearer(m.token) : {}, ...(payload ? { payload } : {}) });
const { newMember, chooseJob, addTodo } = planKit(t);

async function timeline(m: Member, query = '') {
  const res = await call(m, `/v1/my-dream/timeline${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(TimelineResponseSchema).parse(res.json()).data;
}

describe('the timeline', () => {
  it("merges the four kinds in date order (same day: to-do, posting, course, exam) with only the member's own items", async () => {
    const a = await newMember();
    const counselor = await chooseJob(a, 5);
    await chooseJob(a, 1);
    const target = await addTodo(a, counselor, '원서 사진 찍기', '2026-06-15');
    await addTodo(a, counselor, '날짜 없는 할일');
    const done = await addTodo(a, counselor, '수험표 확인', '2026-06-09');
    expect(
      (await call(a, `/v1/my-dream/todo/${done}/complete-state`, 'PATCH', { completed: true })).statusCode,
    ).toBe(200);
    const deleted = await addTodo(a, counselor, '지운 할일', '2026-06-12');
    expect((await call(a, `/v1/my-dream/todo/${deleted}`, 'DELETE')).statusCode).toBe(200);
    for (const id of ['P1', 'P2', 'P3', 'P4']) {
      expect((await call(a, `/v1/scrap/recruit/${id}`, 'POST')).statusCode).toBe(200);
    }
    for (const trprId of ['C1', 'C2']) {
      const res = await call(a, '/v1/scrap/training', 'POST', {
        trprId,
        trprDegr: '1',
        trainstCstId: 'INST-1',
        traStartDate: trprId === 'C1' ? '2026/07/01' : '2026/06/16',
        traEndDate: trprId === 'C1' ? '2026/07/31' : '2026/07/16',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Someone else's plan for the same job never shows.
    const b = await newMember();
    const theirs = await chooseJob(b, 5);
    await addTodo(b, theirs, '남의 할일', '2026-06-15');
    await call(b, '/v1/scrap/recruit/P1', 'POST');

    const one = await timeline(a, '?jobId=5');
    expect(one.today).toBe('2026-06-10');
    expect(one.jobId).toBe(5);
    expect(one.items.map((item) => [item.date, item.kind, item.title])).toEqual([
      ['2026-06-08', 'EXAM_REGISTRATION', '직업 상담사 2급 필기 원서 접수'],
      ['2026-06-09', 'TODO_TARGET', '수험표 확인'],
      ['2026-06-15', 'TODO_TARGET', '원서 사진 찍기'],
      ['2026-06-15', 'POSTING_DEADLINE', '요양보호사 모집 P4'],
      ['2026-06-20', 'POSTING_DEADLINE', '요양보호사 모집 P1'],
      ['2026-06-28', 'EXAM_DATE', '직업 상담사 2급 필기 시험'],
      ['2026-07-01', 'COURSE_START', '요양보호사 자격취득 과정 C1'],
      ['2026-07-10', 'EXAM_RESULT', '직업 상담사 2급 필기 합격 발표'],
      ['2026-07-14', 'EXAM_REGISTRATION', '직업 상담사 2급 실기 원서 접수'],
      ['2026-08-09', 'EXAM_DATE', '직업 상담사 2급 실기 시험'],
      ['2026-09-05', 'EXAM_RESULT', '직업 상담사 2급 최종 합격 발표'],
    ]);
    const byKind = (kind: string) => one.items.filter((item) => item.kind === kind);
    expect(byKind('EXAM_REGISTRATION')[0]).toMatchObject({
      endDate: '2026-06-11',
      dueDate: '2026-06-11',
      source: 'Q-Net',
      isSample: false,
      link: 'https://www.q-net.or.kr',
      detail: '2026년도 정기 기사 2회',
    });
    expect(byKind('EXAM_DATE')[1]).toMatchObject({
      date: '2026-08-09',
      endDate: '2026-08-20',
      dueDate: null,
    });
    expect(byKind('TODO_TARGET')).toEqual([
      expect.objectContaining({ done: true, source: '나의 할일', key: `todo:${done}:target` }),
      expect.objectContaining({ done: false, link: `/mytodo/edit/${target}`, jobId: 5 }),
    ]);
    expect(byKind('POSTING_DEADLINE')[0]).toMatchObject({
      key: 'posting:P4:deadline',
      dueDate: '2026-06-15',
      detail: '늘봄요양원',
      // The fixture sources count as sample data (their sync state says SAMPLE), so the line says 예시.
      isSample: true,
      source: '예시 데이터',
      jobId: 5,
    });
    expect(byKind('COURSE_START')[0]).toMatchObject({
      key: 'course:C1:1:INST-1:start',
      source: '예시 데이터',
      isSample: true,
      link: 'https://www.work24.go.kr/',
    });
    expect(one.certificates).toEqual([
      expect.objectContaining({ key: 'vocational-counselor-2', kind: 'QNET_EXAM', hasSchedule: true }),
    ]);

    // Every chosen job and every saved item: job 1's posting and course join, with their job; the care worker's
    // certificate says where to check.
    const all = await timeline(a);
    expect(all.jobId).toBeNull();
    expect(all.items.map((item) => item.key)).toEqual(
      expect.arrayContaining(['posting:P2:deadline', 'course:C2:1:INST-1:start']),
    );
    expect(all.items).toHaveLength(one.items.length + 2);
    expect(all.items.find((item) => item.key === 'posting:P2:deadline')).toMatchObject({ jobId: 1 });
    expect(all.certificates.map((c) => [c.key, c.hasSchedule])).toEqual([
      ['care-worker', false],
      ['vocational-counselor-2', true],
    ]);
    expect(all.items.some((item) => item.title === '남의 할일')).toBe(false);

    // Served from the real sources, the same lines name them and drop 예시.
    await t.db.update(syncState).set({ source: 'SARAMIN' }).where(eq(syncState.kind, 'postings'));
    await t.db.update(syncState).set({ source: 'WORK24' }).where(eq(syncState.kind, 'courses'));
    try {
      const real = await timeline(a, '?jobId=5');
      expect(real.items.find((item) => item.kind === 'POSTING_DEADLINE')).toMatchObject({
        source: '사람인',
        isSample: false,
      });
      expect(real.items.find((item) => item.kind === 'COURSE_START')).toMatchObject({
        source: '고용24',
        isSample: false,
      });
    } finally {
      await t.db.update(syncState).set({ source: 'SAMPLE' }).where(eq(syncState.kind, 'postings'));
      await t.db.update(syncState).set({ source: 'SAMPLE' }).where(eq(syncState.kind, 'courses'));
    }
  });

  it('marks sample exam rounds 예시 일정 and shows a stage the source leaves out as nothing, never a guessed day', async () => {
    const m = await newMember();
    await chooseJob(m, 14);
    const { items } = await timeline(m, '?jobId=14');
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'EXAM_REGISTRATION',
        title: '미용사 (네일) 자격증 실기 원서 접수',
        date: '2026-06-20',
        endDate: '2026-06-23',
        source: '예시 일정',
        isSample: true,
      }),
    ]);
  });

  it('shows a stage with two registration windows as two lines, each naming both windows, in order', async () => {
    const round = await addTwoWindowRound(t, {
      writtenExamStart: '2026-07-04',
      practicalRegStart: '2026-07-30',
      practicalRegEnd: '2026-08-02',
      practicalReg2Start: '2026-08-10',
      practicalReg2End: '2026-08-10',
    });
    try {
      const m = await newMember();
      await chooseJob(m, 6);
      const { items } = await timeline(m, '?jobId=6');
      const detail = (windows: string) =>
        `국가기술자격 기사 (2026년도 제2회) · 원서 접수 기간이 두 번 있어요(${windows}). 어느 기간에 접수할 수 있는지는 Q-Net에서 확인하세요.`;
      expect(
        items.map((item) => [item.key, item.date, item.endDate, item.dueDate, item.title, item.detail]),
      ).toEqual([
        [
          `exam:${round?.id}:written:registration`,
          '2026-06-08',
          '2026-06-11',
          '2026-06-11',
          '임상심리사 2급 필기 원서 접수 (첫 번째 기간)',
          detail('6월 8일~11일, 6월 22일~23일'),
        ],
        [
          `exam:${round?.id}:written:registration2`,
          '2026-06-22',
          '2026-06-23',
          '2026-06-23',
          '임상심리사 2급 필기 원서 접수 (두 번째 기간)',
          detail('6월 8일~11일, 6월 22일~23일'),
        ],
        [
          `exam:${round?.id}:written:exam`,
          '2026-07-04',
          null,
          null,
          '임상심리사 2급 필기 시험',
          '국가기술자격 기사 (2026년도 제2회)',
        ],
        [
          `exam:${round?.id}:practical:registration`,
          '2026-07-30',
          '2026-08-02',
          '2026-08-02',
          '임상심리사 2급 실기 원서 접수 (첫 번째 기간)',
          detail('7월 30일~8월 2일, 8월 10일'),
        ],
        [
          `exam:${round?.id}:practical:registration2`,
          '2026-08-10',
          null,
          '2026-08-10',
          '임상심리사 2급 실기 원서 접수 (두 번째 기간)',
          detail('7월 30일~8월 2일, 8월 10일'),
        ],
      ]);
    } finally {
      await t.db.delete(examRounds).where(eq(examRounds.id, round?.id ?? 0));
    }
  });

  it('says a 상시 certificate has no schedule once Q-Net’s own schedule is served (the API does not list it)', async () => {
    const m = await newMember();
    await chooseJob(m, 12);
    await chooseJob(m, 5);
    const schedules = async () =>
      (await timeline(m)).certificates.map((certificate) => [certificate.key, certificate.hasSchedule]);
    // Sample rounds (no exams sync yet counts as sample): every Q-Net certificate has them.
    expect(await schedules()).toEqual([
      ['vocational-counselor-2', true],
      ['beautician-general', true],
    ]);
    await t.db.insert(syncState).values({ kind: 'exams', source: 'QNET' });
    try {
      expect(await schedules()).toEqual([
        ['vocational-counselor-2', true],
        ['beautician-general', false],
      ]);
    } finally {
      await t.db.delete(syncState).where(eq(syncState.kind, 'exams'));
    }
  });

  it('answers 404 for a job the member has not chosen, 400 for a bad job id, 401 for a visitor', async () => {
    const m = await newMember();
    await chooseJob(m, 5);
    const notChosen = await call(m, '/v1/my-dream/timeline?jobId=3');
    expect(notChosen.statusCode).toBe(404);
    expect(notChosen.json()).toMatchObject({ code: 'TODO_GROUP_NOT_FOUND' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await call(m, `/v1/my-dream/timeline?jobId=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('직업 번호가 올바르지 않아요.');
    }
    expect((await call(null, '/v1/my-dream/timeline')).statusCode).toBe(401);
  });

  it('an empty plan answers an empty timeline with the chosen jobs’ certificates', async () => {
    const m = await newMember();
    await chooseJob(m, 3);
    const { items, certificates } = await timeline(m);
    expect(items.filter((item) => item.kind === 'TODO_TARGET')).toEqual([]);
    expect(certificates).toEqual([
      expect.objectContaining({ key: 'childcare-teacher-3', kind: 'COURSE_COMPLETION', hasSchedule: false }),
    ]);
  });
});

describe('the timeline: statements per request', () => {
  it('sends the same statements with no items and with many: the token check, one read, the exam rounds', async () => {
    const m = await newMember();
    const counselor = await chooseJob(m, 5);
    await chooseJob(m, 1);
    const log = logStatements(t.database);
    try {
      const sent = async (query = '') => log.during(() => timeline(m, query));
      const empty = await sent();
      for (const [i, day] of ['2026-06-11', '2026-06-13', '2026-06-18'].entries()) {
        await addTodo(m, counselor, `날짜 있는 할일 ${i}`, day);
      }
      for (const id of ['P1', 'P2', 'P4']) {
        expect((await call(m, `/v1/scrap/recruit/${id}`, 'POST')).statusCode).toBe(200);
      }
      const full = await sent();
      const oneJob = await sent('?jobId=5');
      expect((await timeline(m)).items.length).toBeGreaterThan(5);
      const reads = (statements: { text: string }[]) =>
        statements.filter((s) => /todos|recruit_scraps|training_scraps|exam_rounds|sync_state/.test(s.text));
      for (const statements of [empty, full, oneJob]) {
        expect(statements.length).toBe(empty.length);
        expect(
          reads(statements).map((s) => (s.text.includes('exam_rounds') ? 'rounds' : 'timeline')),
        ).toEqual(['timeline', 'rounds']);
      }
    } finally {
      log.stop();
    }
  });
});

describe('data/certificates.json', () => {
  it('names every certificate of the 20 occupations exactly once, with https links and no dates', async () => {
    const table = readCertificateTable();
    const occupations = readOccupationFiles();
    for (const job of occupations) {
      for (const certificate of job.certifications) {
        const entries = table.filter((entry) => entry.jobId === job.id && entry.name === certificate.name);
        expect(entries, `${job.id} ${certificate.name}`).toHaveLength(1);
      }
    }
    const named = new Set(occupations.flatMap((job) => job.certifications.map((c) => `${job.id}:${c.name}`)));
    for (const entry of table) expect(named.has(`${entry.jobId}:${entry.name}`), entry.key).toBe(true);
    const text = JSON.stringify(table);
    expect(text).not.toMatch(/20\d\d[-./]\d{1,2}[-./]\d{1,2}/);
  });
});
