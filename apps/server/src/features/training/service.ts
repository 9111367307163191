import {
  LIMITS,
  type TrainingList,
  type TrainingListQuery,
  TrainingListResponseSchema,
  type TrainingSort,
} from '@dasibom/contract';
import { COURSE_TYPE_CODES } from '../../db/course-types.ts';
import * as kit from '../../platform/list-read-kit.ts';
import type { LocationFilter } from '../../platform/location-filter.ts';
import { seoulDateOf } from '../../platform/seoul-date.ts';
import type { courses } from './schema.ts';

type CourseRow = typeof courses.$inferSelect;

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

const texts = kit.shapeStatements();

/**
 * One statement: the count (the stored groups of `course_counts` — nationwide, a city or the districts, with or
 * without an occupation — summed from today on, "starts today or later" being a whole-day boundary; never the
 * courses themselves, whose rows are spread over the table), the page when it is before the end, and the sync
 * generation.
 */
function listText(shape: Shape): kit.Statement {
  const name = `training_list_${shape.occupation ? 'o' : ''}${shape.location[0]}_${shape.sort === '마감 임박순' ? 'soon' : 'late'}`;
  return texts(name, () => listSql(shape));
}

function listSql(shape: Shape): string {
  const where = [
    'x.start_date >= :today::date',
    'x.type = :type::text',
    shape.occupation ? 'x.occupation_id = :occupation::int' : undefined,
    shape.location === 'city' ? 'x.city = :city::text' : undefined,
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
  // The page's keys first (read from the index alone at any depth), then those 12 rows. A few districts' courses
  // are gathered first through courses_region_idx and then sorted: otherwise a generic plan walks every course of
  // the type in date order, filtering, to reach a deep page.
  const districts =
    shape.location === 'districts'
      ? `, near as materialized (select x.trpr_id, x.trpr_degr, x.trainst_cst_id, x.start_date from courses x
      where ${where} and x.region_code = any(:districts::int[]))`
      : '';
  const from = shape.location === 'districts' ? 'near x where' : `courses x where ${where} and`;
  return `with counts as (${count})${districts},
    page as (select x.trpr_id, x.trpr_degr, x.trainst_cst_id from ${from} :offset::int < (select total from counts)
      order by ${ORDERS[shape.sort]('x')} limit ${LIMITS.trainingPageSize} offset :offset::int)
    select c.total, ${kit.generationColumn('courses')},
      p.trpr_id, p.trpr_degr, p.trainst_cst_id, p.occupation_id, p.title, p.institute_name, p.address, p.city,
      p.region_code, p.region_name, p.url, p.start_date::text as start_date, p.end_date::text as end_date,
      p.real_man, p.course_man, p.self_pay, p.tel_no, p.type
    from counts c
    left join (select p.* from page k join courses p using (trpr_id, trpr_degr, trainst_cst_id)) p on true
    order by ${ORDERS[shape.sort]('p')}`;
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
}: kit.ListCall<TrainingListQuery>): Promise<kit.JsonAnswer<TrainingList>> {
  const now = clock.now();
  const today = seoulDateOf(now);
  const reference = await reads.reference();
  const occupationId = query.jobName
    ? kit.occupationIdOf(reference, query.jobName, 'jobName', '직업을 목록에서 골라 주세요.')
    : undefined;
  const filter: LocationFilter | undefined = query.regionName
    ? kit.locationOf(reference, query.regionName, 'regionName')
    : undefined;
  return kit.readList<CourseListRow, kit.JsonAnswer<TrainingList>>(reads, {
    reference,
    kind: 'courses',
    now,
    key: [
      'training',
      occupationId ?? null,
      filter ? [filter.city, filter.regionCodes] : null,
      query.type,
      query.sortBy,
      query.pageNum,
    ],
    statement: () => {
      const shape: Shape = {
        occupation: occupationId !== undefined,
        location: filter === undefined ? 'none' : filter.regionCodes === null ? 'city' : 'districts',
        sort: query.sortBy,
      };
      const values = {
        today,
        type: COURSE_TYPE_CODES[query.type],
        offset: query.pageNum * LIMITS.trainingPageSize,
        occupation: occupationId,
        city: filter?.city,
        districts: filter?.regionCodes,
      };
      return [listText(shape), values];
    },
    answer: (rows) => {
      const courseRows = kit.itemRows(rows, 'trpr_id').map(fromListRow);
      const value = kit.jsonAnswer(TrainingListResponseSchema, {
        srchList: courseRows.map((row) => ({
          ...kit.courseItem(row, reference.occupationNames.get(row.occupationId) ?? ''),
          courseMan: row.courseMan,
          telNo: row.telNo,
        })),
        scn_cnt: rows[0]?.total ?? 0,
        pageNum: query.pageNum,
        pageSize: LIMITS.trainingPageSize,
        ...reference.freshness.courses,
      });
      // "Today" is the only time the answer depends on.
      return { value, until: kit.endOfSeoulDay(now) };
    },
  });
}
