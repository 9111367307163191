import {
  type Course,
  LIMITS,
  type TrainingList,
  type TrainingListQuery,
  TrainingListResponseSchema,
  type TrainingSort,
  type TrainingType,
} from '@dasibom/contract';
import { COURSE_TYPE_CODES } from '../../db/course-types.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../platform/clock.ts';
import {
  bind,
  compileStatement,
  endOfSeoulDay,
  type JsonAnswer,
  jsonAnswer,
  type ListReads,
  type Statement,
} from '../../platform/list-reads.ts';
import {
  type LocationFilter,
  resolveLocationIn,
  unknownLocationError,
} from '../../platform/location-filter.ts';
import { daysBetween, seoulDateOf } from '../../platform/seoul-date.ts';
import type { courses } from './schema.ts';

type CourseRow = typeof courses.$inferSelect;

const TYPE_LABELS: Record<string, TrainingType> = { THEORY: '이론 위주', PRACTICE: '실습 위주' };

/** Courses carry no application deadline: "closing soon" means "starts soonest"; ties by the course key. */
const ORDERS: Record<TrainingSort, (t: string) => string> = {
  '마감 임박순': (t) => `${t}.start_date asc, ${t}.trpr_id asc, ${t}.trpr_degr asc, ${t}.trainst_cst_id asc`,
  '마감 여유순': (t) =>
    `${t}.start_date desc nulls last, ${t}.trpr_id asc, ${t}.trpr_degr asc, ${t}.trainst_cst_id asc`,
};

/** A course as the list statement returns it; dates as text, as the `date` columns hold them. */
type CourseListRow = {
  total: number;
  generation: string | null;
  trpr_id: string | null;
  trpr_degr: string;
  trainst_cst_id: string;
  occupation_id: number;
  title: string;
  institute_name: string;
  address: string;
  city: string | null;
  region_code: number | null;
  region_name: string | null;
  url: string;
  start_date: string;
  end_date: string;
  real_man: number;
  course_man: number | null;
  self_pay: number | null;
  tel_no: string | null;
  type: string;
};

function fromListRow(row: CourseListRow): CourseRow {
  return {
    trprId: row.trpr_id ?? '',
    trprDegr: row.trpr_degr,
    trainstCstId: row.trainst_cst_id,
    occupationId: row.occupation_id,
    title: row.title,
    instituteName: row.institute_name,
    address: row.address,
    city: row.city,
    regionCode: row.region_code,
    regionName: row.region_name,
    url: row.url,
    startDate: row.start_date,
    endDate: row.end_date,
    realMan: row.real_man,
    courseMan: row.course_man,
    selfPay: row.self_pay,
    telNo: row.tel_no,
    type: row.type,
    source: '',
    syncedAt: new Date(0),
  };
}

type Shape = {
  occupation: boolean;
  location: 'none' | 'city' | 'districts';
  sort: TrainingSort;
};

const texts = new Map<string, Statement>();

/**
 * One statement: the count (the stored groups of `course_counts` — nationwide, a city or the districts, with or
 * without an occupation — summed from today on, "starts today or later" being a whole-day boundary; never the
 * courses themselves, whose rows are spread over the table), the page when it is before the end, and the sync
 * generation.
 */
function listText(shape: Shape): Statement {
  const name = `training_list_${shape.occupation ? 'o' : ''}${shape.location[0]}_${shape.sort === '마감 임박순' ? 'soon' : 'late'}`;
  const cached = texts.get(name);
  if (cached) return cached;
  const where = [
    'x.start_date >= :today::date',
    'x.type = :type::text',
    shape.occupation ? 'x.occupation_id = :occupation::int' : undefined,
    shape.location === 'city' ? 'x.city = :city::text' : undefined,
    shape.location === 'districts' ? 'x.region_code = any(:districts::int[])' : undefined,
  ]
    .filter(Boolean)
    .join(' and ');
  const place =
    shape.location === 'none'
      ? "cc.place = ''"
      : shape.location === 'city'
        ? 'cc.place = :city::text'
        : "cc.place = any(array(select 'r:' || d from unnest(:districts::int[]) as d))";
  const count = `select coalesce(sum(cc.courses), 0)::int as total from course_counts cc
    where cc.type = :type::text and ${place}
      and cc.occupation_id = ${shape.occupation ? ':occupation::int' : '0'} and cc.start_date >= :today::date`;
  // The page's keys first (read from the index alone at any depth), then those 12 rows.
  const text = `with counts as (${count}),
    page as (select x.trpr_id, x.trpr_degr, x.trainst_cst_id from courses x
      where ${where} and :offset::int < (select total from counts)
      order by ${ORDERS[shape.sort]('x')} limit ${LIMITS.trainingPageSize} offset :offset::int)
    select c.total, (select generation::text from sync_state where kind = 'courses') as generation,
      p.trpr_id, p.trpr_degr, p.trainst_cst_id, p.occupation_id, p.title, p.institute_name, p.address, p.city,
      p.region_code, p.region_name, p.url, p.start_date::text as start_date, p.end_date::text as end_date,
      p.real_man, p.course_man, p.self_pay, p.tel_no, p.type
    from counts c
    left join (select p.* from page k join courses p using (trpr_id, trpr_degr, trainst_cst_id)) p on true
    order by ${ORDERS[shape.sort]('p')}`;
  const statement = compileStatement(name, text);
  texts.set(name, statement);
  return statement;
}

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
 * The training list: courses starting today or later (Asia/Seoul) of one type, 12 per zero-based page. `jobName`
 * must be one of our occupations and `regionName` a city or a district; anything else is a 400 with a Korean
 * message, never an empty list that hides a typo. One statement per answer; a whole answer is reused while the
 * sync generation and the Seoul day stay the same (ADR 014).
 */
export async function findCourses({
  reads,
  clock,
  query,
}: {
  reads: ListReads;
  clock: Clock;
  query: TrainingListQuery;
}): Promise<JsonAnswer<TrainingList>> {
  const now = clock.now();
  const today = seoulDateOf(now);
  const reference = await reads.reference();
  let occupationId: number | undefined;
  if (query.jobName) {
    occupationId = reference.occupationIds.get(query.jobName);
    if (occupationId === undefined) {
      const message = '직업을 목록에서 골라 주세요.';
      throw new AppError('VALIDATION', { message, fields: { jobName: message } });
    }
  }
  let filter: LocationFilter | undefined;
  if (query.regionName) {
    filter =
      resolveLocationIn((city) => reference.regionsByCity.get(city) ?? [], query.regionName) ?? undefined;
    if (!filter) throw unknownLocationError('regionName');
  }
  const key = JSON.stringify([
    'training',
    occupationId ?? null,
    filter ? [filter.city, filter.regionCodes] : null,
    query.type,
    query.sortBy,
    query.pageNum,
  ]);
  return reads.answer(key, reference.generation, now, async () => {
    const shape: Shape = {
      occupation: occupationId !== undefined,
      location: filter === undefined ? 'none' : filter.regionCodes === null ? 'city' : 'districts',
      sort: query.sortBy,
    };
    const statement = listText(shape);
    const values = {
      today,
      type: COURSE_TYPE_CODES[query.type],
      offset: query.pageNum * LIMITS.trainingPageSize,
      occupation: occupationId,
      city: filter?.city,
      districts: filter?.regionCodes,
    };
    const rows = await reads.query<CourseListRow>(statement.name, statement.text, bind(statement, values));
    const courseRows = rows.filter((row) => row.trpr_id !== null).map(fromListRow);
    const value = jsonAnswer(TrainingListResponseSchema, {
      srchList: courseRows.map((row) => toCourse(row, reference.occupationNames.get(row.occupationId) ?? '')),
      scn_cnt: rows[0]?.total ?? 0,
      pageNum: query.pageNum,
      pageSize: LIMITS.trainingPageSize,
      ...reference.freshness.courses,
    });
    // "Today" is the only time the answer depends on; kept only when the rows are of the generation the key names.
    if (!rows[0] || rows[0].generation !== reference.syncGeneration.courses) return { value, until: null };
    return { value, until: endOfSeoulDay(now) };
  });
}
