/**
 * The training list exactly as it was before ADR 014. Kept only for `features/recruit/list-answers.test.ts`, which
 * compares every answer of the new one-statement list with this one on the same data.
 */
import {
  type Course,
  LIMITS,
  type TrainingList,
  type TrainingListQuery,
  type TrainingSort,
  type TrainingType,
} from '@dasibom/contract';
import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { COURSE_TYPE_CODES } from '../../db/course-types.ts';
import type { Db } from '../../db/open-db.ts';
import { occupations } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { courseCounts, courses } from '../../features/training/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import {
  type LocationFilter,
  resolveLocationFilter,
  unknownLocationError,
} from '../../platform/location-filter.ts';
import { daysBetween, seoulDateOf } from '../../platform/seoul-date.ts';
import { readFreshness } from '../../sync/state.ts';

type CourseRow = typeof courses.$inferSelect;

const TYPE_LABELS: Record<string, TrainingType> = { THEORY: '이론 위주', PRACTICE: '실습 위주' };

const KEY_ORDER = [asc(courses.trprId), asc(courses.trprDegr), asc(courses.trainstCstId)];
const ORDERS: Record<TrainingSort, SQL[]> = {
  // Courses carry no application deadline: "closing soon" means "starts soonest".
  '마감 임박순': [asc(courses.startDate), ...KEY_ORDER],
  '마감 여유순': [desc(courses.startDate), ...KEY_ORDER],
};

function toCourse(row: CourseRow, jobName: string): Course {
  return {
    trprId: row.trprId,
    trprDegr: row.trprDegr,
    trainstCstId: row.trainstCstId,
    title: row.title,
    subTitle: row.instituteName,
    address: row.address,
    titleLink: row.url,
    traStartDate: row.startDate,
    traEndDate: row.endDate,
    traDuration: daysBetween(row.startDate, row.endDate) + 1,
    realMan: row.realMan,
    courseMan: row.courseMan,
    selfPay: row.selfPay,
    telNo: row.telNo,
    type: TYPE_LABELS[row.type] ?? '이론 위주',
    jobName,
    regionName: row.regionName,
  };
}

/**
 * Courses matching `where`. For the groups `course_counts` keeps (`place` '' = nationwide, with or without an
 * occupation, or a whole city without one) the sum of its days from today on: "starts today or later" is a
 * whole-day boundary, so that is exact. Otherwise (`place` null) a count over the courses' own indexes, a few
 * thousand entries at most for a district, or a city and an occupation.
 */
async function countCourses(
  db: Db,
  group: {
    where: SQL | undefined;
    type: string;
    today: string;
    occupationId: number | undefined;
    place: string | null;
  },
): Promise<number> {
  if (group.place === null) {
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(courses).where(group.where);
    return row?.total ?? 0;
  }
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${courseCounts.courses}), 0)::int` })
    .from(courseCounts)
    .where(
      and(
        eq(courseCounts.type, group.type),
        eq(courseCounts.place, group.place),
        eq(courseCounts.occupationId, group.occupationId ?? 0),
        gte(courseCounts.startDate, group.today),
      ),
    );
  return row?.total ?? 0;
}

/**
 * The training list: courses starting today or later (Asia/Seoul) of one type, 12 per zero-based page. `jobName`
 * must be one of our occupations and `regionName` a city or a district; anything else is a 400 with a Korean
 * message, never an empty list that hides a typo.
 */
export async function findCoursesBefore({
  db,
  clock,
  query,
}: {
  db: Db;
  clock: Clock;
  query: TrainingListQuery;
}): Promise<TrainingList> {
  const today = seoulDateOf(clock.now());
  const nameRows = await db.select({ id: occupations.id, name: occupations.name }).from(occupations);
  const names = new Map(nameRows.map((row) => [row.id, row.name]));
  const conditions: SQL[] = [gte(courses.startDate, today), eq(courses.type, COURSE_TYPE_CODES[query.type])];
  let occupationId: number | undefined;
  if (query.jobName) {
    const occupation = nameRows.find((row) => row.name === query.jobName);
    if (!occupation) {
      const message = '직업을 목록에서 골라 주세요.';
      throw new AppError('VALIDATION', { message, fields: { jobName: message } });
    }
    occupationId = occupation.id;
    conditions.push(eq(courses.occupationId, occupation.id));
  }
  let filter: LocationFilter | undefined;
  if (query.regionName) {
    filter = (await resolveLocationFilter(db, query.regionName)) ?? undefined;
    if (!filter) throw unknownLocationError('regionName');
    conditions.push(
      filter.regionCodes ? inArray(courses.regionCode, filter.regionCodes) : eq(courses.city, filter.city),
    );
  }
  const where = and(...conditions);
  const size = LIMITS.trainingPageSize;
  const offset = query.pageNum * size;
  const [total, freshness] = await Promise.all([
    countCourses(db, {
      where,
      type: COURSE_TYPE_CODES[query.type],
      today,
      occupationId,
      // Nationwide or a whole city without an occupation: the big groups `course_counts` keeps.
      place:
        filter === undefined
          ? ''
          : filter.regionCodes === null && occupationId === undefined
            ? filter.city
            : null,
    }),
    readFreshness(db, 'courses'),
  ]);
  const rows =
    offset < total
      ? await db
          .select()
          .from(courses)
          .where(where)
          .orderBy(...ORDERS[query.sortBy])
          .limit(size)
          .offset(offset)
      : [];
  return {
    srchList: rows.map((row) => toCourse(row, names.get(row.occupationId) ?? '')),
    scn_cnt: total,
    pageNum: query.pageNum,
    pageSize: size,
    ...freshness,
  };
}
