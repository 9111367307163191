import { successEnvelope, TrainingListResponseSchema } from '@dasibom/contract';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseCounts, courseFeeDetails, courses, syncState } from '../db/schema.ts';
import { SourceError } from '../platform/source-error.ts';
import type { CourseFeeDetail, CourseKey, CourseRecord, CourseSource } from '../sources/types.ts';
import { createWork24Source } from '../sources/work24/adapter.ts';
import { work24StandIn } from '../sources/work24/stand-in.ts';
import { handlerFetch } from '../test/stand-in-fetch.ts';
import { useSyncTestApp } from '../test/use-test-app.ts';
import { COURSE_FEE_DETAILS_PER_RUN, feePriority, fillCourseFees } from './course-fees.ts';
import { courseSourceOf, createMemoryLog, fixtureCourse, postingSourceOf } from './fixture-sources.ts';
import { runSync } from './run-sync.ts';

const t = useSyncTestApp([courses, courseCounts, courseFeeDetails, syncState]);

const listed = [
  fixtureCourse({ trprId: 'C1', startDate: '2026-06-20', endDate: '2026-07-20' }),
  fixtureCourse({ trprId: 'C2', startDate: '2026-06-21', endDate: '2026-07-21' }),
  fixtureCourse({ trprId: 'C3', startDate: '2026-06-22', endDate: '2026-07-22' }),
  fixtureCourse({ trprId: 'C4', startDate: '2026-06-23', endDate: '2026-07-23' }),
];

/** A 고용24-like source: the list without fees, and a detail per course that answers as `answers` says. */
function detailSource(
  answers: Record<string, number | null | Error>,
  records: readonly CourseRecord[] = listed,
): CourseSource & { asked: string[] } {
  const asked: string[] = [];
  return {
    ...courseSourceOf(records, 'WORK24'),
    asked,
    async fetchCourseFee(course: CourseKey): Promise<CourseFeeDetail> {
      asked.push(course.trprId);
      const answer = answers[course.trprId];
      if (answer instanceof Error) throw answer;
      return { selfPay: answer ?? null };
    },
  };
}

const answers = {
  C1: 40_000,
  C2: null,
  C3: new SourceError('work24', 'PROVIDER', 'error body "일시적인 오류"', { retryable: false }),
  C4: 0,
};

const sync = (courseSource: CourseSource, log = createMemoryLog()) =>
  runSync({
    db: t.db,
    clock: t.clock,
    sources: { postings: postingSourceOf([]), courses: courseSource },
    kinds: ['courses'],
    log,
  });

async function stored() {
  const rows = await t.db
    .select({ trprId: courses.trprId, selfPay: courses.selfPay })
    .from(courses)
    .orderBy(asc(courses.trprId));
  return Object.fromEntries(rows.map((row) => [row.trprId, row.selfPay]));
}

async function cached() {
  const rows = await t.db.select().from(courseFeeDetails).orderBy(asc(courseFeeDetails.trprId));
  return rows.map((row) => [row.trprId, row.selfPay]);
}

describe('course fees in the sync (310L02, bounded and cached)', () => {
  it('sets 본인부담액 from the details; a failed detail leaves it null and does not fail the sync', async () => {
    const source = detailSource(answers);
    const log = createMemoryLog();
    const result = await sync(source, log);
    expect(result).toMatchObject({
      status: 'done',
      results: [{ kind: 'courses', status: 'updated', rows: 4 }],
    });
    expect(await stored()).toEqual({ C1: 40_000, C2: null, C3: null, C4: 0 });
    // Answers are cached, "no 본인부담액" included; a failure is not, so it is asked again next run.
    expect(await cached()).toEqual([
      ['C1', 40_000],
      ['C2', null],
      ['C4', 0],
    ]);
    expect(
      log.entries.find((entry) => entry.message === 'courses: 본인부담액 from course details'),
    ).toMatchObject({
      details: { cached: 0, fetched: 3, failed: 1, withSelfPay: 2 },
    });

    const res = await t.app.inject({ method: 'GET', url: '/v1/training/list' });
    const list = successEnvelope(TrainingListResponseSchema).parse(res.json()).data;
    expect(Object.fromEntries(list.srchList.map((course) => [course.trprId, course.selfPay]))).toEqual({
      C1: 40_000,
      C2: null,
      C3: null,
      C4: 0,
    });
  });

  it('asks each course once while its answer is fresh, and again after a week', async () => {
    const first = detailSource(answers);
    await sync(first);
    expect(first.asked.sort()).toEqual(['C1', 'C2', 'C3', 'C4']);

    t.clock.advance(6 * 60 * 60_000);
    const second = detailSource({ ...answers, C3: 120_000 });
    await sync(second);
    expect(second.asked).toEqual(['C3']);
    expect(await stored()).toEqual({ C1: 40_000, C2: null, C3: 120_000, C4: 0 });

    t.clock.advance(8 * 24 * 60 * 60_000);
    const later = detailSource({ C1: 45_000, C2: 10_000, C3: 120_000, C4: 0 }, [
      ...listed.map((course) => ({ ...course, startDate: '2026-06-25', endDate: '2026-07-25' })),
    ]);
    await sync(later);
    expect(later.asked.sort()).toEqual(['C1', 'C2', 'C3', 'C4']);
    expect(await stored()).toEqual({ C1: 45_000, C2: 10_000, C3: 120_000, C4: 0 });
  });

  it('stops asking after a key problem, and the sync still updates the courses', async () => {
    const refused = new SourceError('work24', 'AUTH', 'error body "인증키가 존재하지 않습니다"', {
      retryable: false,
    });
    const source = detailSource({ C1: refused, C2: refused, C3: refused, C4: refused });
    const result = await sync(source);
    expect(result).toMatchObject({ status: 'done', results: [{ status: 'updated', rows: 4 }] });
    // Three workers may each have one call in flight when the first refusal comes; none starts after it.
    expect(source.asked.length).toBeLessThanOrEqual(3);
    expect(await stored()).toEqual({ C1: null, C2: null, C3: null, C4: null });
    expect(await cached()).toEqual([]);
  });

  it('keeps a source’s own figures when it has no detail service (the sample source)', async () => {
    await sync(
      courseSourceOf([fixtureCourse({ trprId: 'S1', selfPay: 57_000 }), fixtureCourse({ trprId: 'S2' })]),
    );
    expect(await stored()).toEqual({ S1: 57_000, S2: null });
    expect(await cached()).toEqual([]);
  });

  it('asks at most the run’s budget, the courses the lists show first', async () => {
    const many = Array.from({ length: 6 }, (_, i) =>
      fixtureCourse({
        trprId: `M${i}`,
        occupationId: i % 2 === 0 ? 1 : 2,
        startDate: `2026-06-${String(20 + i).padStart(2, '0')}`,
        endDate: '2026-07-31',
      }),
    );
    const source = detailSource({});
    const { summary } = await fillCourseFees({
      db: t.db,
      source,
      records: many,
      now: t.clock.now(),
      log: createMemoryLog(),
      limit: 2,
    });
    // Each occupation's soonest course before any occupation's second.
    expect(source.asked.sort()).toEqual(['M0', 'M1']);
    expect(summary).toMatchObject({ fetched: 2, waiting: 4 });
    expect(COURSE_FEE_DETAILS_PER_RUN).toBeGreaterThan(0);
  });
});

describe('the real 고용24 adapter against its stand-in', () => {
  it('fills the courses, and 본인부담액 for the run’s budget of details, most of them known', async () => {
    const { fetch: standInFetch, requests } = handlerFetch(work24StandIn);
    const source = createWork24Source({
      authKey: 'stand-in-key',
      baseUrl: 'http://stand-in.test',
      fetch: standInFetch,
      retries: 0,
    });
    const result = await sync(source);
    expect(result).toMatchObject({ status: 'done', results: [{ kind: 'courses', status: 'updated' }] });
    const details = requests.filter((url) => url.pathname.endsWith('310L02.do'));
    expect(details).toHaveLength(COURSE_FEE_DETAILS_PER_RUN);
    const fees = Object.values(await stored());
    expect(fees.length).toBeGreaterThan(COURSE_FEE_DETAILS_PER_RUN);
    const known = fees.filter((fee) => fee !== null).length;
    expect(known).toBeGreaterThan(COURSE_FEE_DETAILS_PER_RUN * 0.6);
    expect(known).toBeLessThan(COURSE_FEE_DETAILS_PER_RUN);
    expect((await cached()).length).toBe(COURSE_FEE_DETAILS_PER_RUN);
  });
});

describe('feePriority', () => {
  it('ranks within each list (occupation and type) by start day, then interleaves, leaving out started courses', () => {
    const course = (trprId: string, occupationId: number, type: CourseRecord['type'], startDate: string) =>
      fixtureCourse({ trprId, occupationId, type, startDate, endDate: '2026-12-31' });
    const order = feePriority(
      [
        course('A2', 1, '이론 위주', '2026-06-15'),
        course('A1', 1, '이론 위주', '2026-06-12'),
        course('B1', 2, '이론 위주', '2026-07-01'),
        course('P1', 1, '실습 위주', '2026-06-20'),
        course('OLD', 1, '이론 위주', '2026-06-01'),
      ],
      '2026-06-10',
    );
    expect(order.map((c) => c.trprId)).toEqual(['A1', 'P1', 'B1', 'A2']);
  });
});
