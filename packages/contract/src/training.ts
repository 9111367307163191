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

/** Fees mean what 고용24 defines (ADR 028); 0 is shown as "0원", never "무료". */
export const CourseSchema = z.object({
  trprId: z.string(),
  trprDegr: z.string(),
  trainstCstId: z.string(),
  title: z.string(),
  subTitle: z.string(),
  address: z.string(),
  titleLink: z.string(),
  traStartDate: z.string(),
  traEndDate: z.string(),
  traDuration: z.number().int(),
  /** 실제 훈련비 (REAL_MAN): the cost before any support, not what the trainee pays. */
  realMan: z.number().int(),
  courseMan: z.number().int().nullable(),
  /** 본인부담액 from the course detail (310L02); null when not read or not given. */
  selfPay: z.number().int().nullable(),
  telNo: z.string().nullable(),
  type: z.enum(TRAINING_TYPES),
  jobName: z.string(),
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
