import { z } from 'zod';
import { ListPageNumberSchema } from './envelope.ts';
import { DataFreshnessSchema, LocationNameSchema } from './recruit.ts';
import { TRAINING_SORTS, TRAINING_TYPES } from './training-constants.ts';

export {
  TRAINING_SORTS,
  TRAINING_TYPES,
  type TrainingSort,
  type TrainingType,
} from './training-constants.ts';

/** Training courses (API.md): served from our own `courses` table, filled by the sync job (sample or 고용24). */

/** `GET /v1/training/list?pageNum&jobName&regionName&type&sortBy` — pageNum is zero-based. */
export const TrainingListQuerySchema = z.object({
  pageNum: ListPageNumberSchema.default(0),
  jobName: z
    .string()
    .trim()
    .max(50, { error: '직업 이름은 50자 이내로 입력해 주세요.' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  regionName: LocationNameSchema.optional().transform((value) => (value ? value : undefined)),
  type: z.enum(TRAINING_TYPES, { error: '훈련과정 종류를 목록에서 골라 주세요.' }).default('이론 위주'),
  sortBy: z.enum(TRAINING_SORTS, { error: '정렬 기준을 목록에서 골라 주세요.' }).default('마감 임박순'),
});
export type TrainingListQuery = z.infer<typeof TrainingListQuerySchema>;
export type TrainingListQueryInput = z.input<typeof TrainingListQuerySchema>;

/**
 * One course with the spec's field names (고용24's), plus `courseMan`/`selfPay`/`telNo` when known. Dates
 * `YYYY-MM-DD`. Fees mean what 고용24 defines (SOURCES.md §2, ADR 028); 0 is shown as "0원", never "무료".
 */
export const CourseSchema = z.object({
  trprId: z.string(),
  trprDegr: z.string(),
  trainstCstId: z.string(),
  title: z.string(),
  /** The institute's name. */
  subTitle: z.string(),
  address: z.string(),
  /** Link to the course on 고용24. */
  titleLink: z.string(),
  traStartDate: z.string(),
  traEndDate: z.string(),
  /** Length in days, start and end included. */
  traDuration: z.number().int(),
  /** 실제 훈련비 (고용24 REAL_MAN) in won: the course's actual cost before any support — not what the trainee pays. */
  realMan: z.number().int(),
  /** 수강비 (고용24 COURSE_MAN) in won, when the list gives it. */
  courseMan: z.number().int().nullable(),
  /**
   * 본인부담액 in won: what the trainee pays, as the course detail (310L02) gives it. null when it has not been read
   * or the detail does not say; the screens then say plainly that 실제 훈련비 is the figure before support.
   */
  selfPay: z.number().int().nullable(),
  /** The institute's phone number, when known. */
  telNo: z.string().nullable(),
  type: z.enum(TRAINING_TYPES),
  /** The occupation this course was collected for. */
  jobName: z.string(),
  /** "서울 강남구" when the address could be placed, else the city or null. */
  regionName: z.string().nullable(),
});
export type Course = z.infer<typeof CourseSchema>;

export const TrainingListResponseSchema = z
  .object({
    srchList: z.array(CourseSchema),
    scn_cnt: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  })
  .extend(DataFreshnessSchema.shape);
export type TrainingList = z.infer<typeof TrainingListResponseSchema>;
