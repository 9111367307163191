import { z } from 'zod';
import { ListPageNumberSchema } from './envelope.ts';

import { DATA_SOURCES, NEAR_MAX_SIZE, NEAR_SORTS, NEAR_TIERS, RECRUIT_SORTS } from './recruit-constants.ts';

export {
  DATA_SOURCE_LABELS,
  DATA_SOURCES,
  type DataSource,
  NEAR_MAX_SIZE,
  NEAR_SORTS,
  NEAR_TIERS,
  type NearSort,
  type NearTier,
  RECRUIT_SORT_OPTIONS,
  RECRUIT_SORTS,
  type RecruitSort,
} from './recruit-constants.ts';

const locationMessage = '지역은 "서울" 또는 "서울 강남구"처럼 골라 주세요.';

export const LocationNameSchema = z
  .string()
  .trim()
  .max(40, { error: locationMessage })
  .transform((value) => value.replace(/\s+/g, ' '));

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => (value ? value : undefined));

export const RecruitListQuerySchema = z.object({
  pageNum: ListPageNumberSchema.default(0),
  sortBy: z.enum(RECRUIT_SORTS, { error: '정렬 기준을 목록에서 골라 주세요.' }).default('마감 임박순'),
  keyWord: optionalText(50, '검색어는 50자 이내로 입력해 주세요.'),
  locationName: LocationNameSchema.optional().transform((value) => (value ? value : undefined)),
});
export type RecruitListQuery = z.infer<typeof RecruitListQuerySchema>;
export type RecruitListQueryInput = z.input<typeof RecruitListQuerySchema>;

/** The spec's wire names: `expiration-timestamp` and `expiration-date` stay hyphenated. */
export const PostingSchema = z.object({
  id: z.string(),
  url: z.string(),
  active: z.number().int(),
  title: z.string(),
  jobName: z.string(),
  companyName: z.string(),
  locationName: z.string().nullable(),
  jobTypeName: z.string(),
  experienceLevel: z.string(),
  requiredEducationLevel: z.string(),
  closeType: z.string(),
  salary: z.string(),
  postTimestamp: z.number().int(),
  postDate: z.string(),
  'expiration-timestamp': z.number().int().nullable(),
  'expiration-date': z.string().nullable(),
  deadline: z.string(),
  count: z.number().int(),
});
export type Posting = z.infer<typeof PostingSchema>;

export const DataFreshnessSchema = z.object({
  source: z.enum(DATA_SOURCES),
  syncedAt: z.string().nullable(),
});
export type DataFreshness = z.infer<typeof DataFreshnessSchema>;

/** `totalCapped`: free-text counting stops at LIMITS.searchCountCap (ADR 037). */
export const RecruitListResponseSchema = z
  .object({
    count: z.number().int(),
    start: z.number().int(),
    total: z.number().int(),
    totalCapped: z.boolean(),
    job: z.array(PostingSchema),
  })
  .extend(DataFreshnessSchema.shape);
export type RecruitList = z.infer<typeof RecruitListResponseSchema>;

export const PopularRecruitSchema = z.object({ 'job-name': z.string(), count: z.number().int() });
export const PopularRecruitResponseSchema = z.array(PopularRecruitSchema);
export type PopularRecruit = z.infer<typeof PopularRecruitSchema>;

export const RecruitDetailQuerySchema = z.object({
  id: z
    .string({ error: '존재하지 않는 채용 공고입니다.' })
    .trim()
    .min(1, { error: '존재하지 않는 채용 공고입니다.' })
    .max(40, { error: '존재하지 않는 채용 공고입니다.' }),
});
export type RecruitDetailQueryInput = z.input<typeof RecruitDetailQuerySchema>;
export const RecruitDetailResponseSchema = PostingSchema;

const sizeMessage = `공고 수는 1에서 ${NEAR_MAX_SIZE} 사이의 숫자여야 해요.`;

/** Near a place: its district, then the rest of its city, then nationwide (ADR 021). */
export const RecruitNearQuerySchema = z.object({
  jobName: optionalText(50, '직업은 목록에 있는 이름으로 골라 주세요.'),
  place: LocationNameSchema.optional().transform((value) => (value ? value : undefined)),
  size: z.coerce
    .number<number>({ error: sizeMessage })
    .int({ error: sizeMessage })
    .min(1, { error: sizeMessage })
    .max(NEAR_MAX_SIZE, { error: sizeMessage })
    .default(3),
  sortBy: z
    .enum(NEAR_SORTS, { error: '정렬 기준은 "마감 임박순" 또는 "postDate"여야 해요.' })
    .default('마감 임박순'),
});
export type RecruitNearQuery = z.infer<typeof RecruitNearQuerySchema>;
export type RecruitNearQueryInput = z.input<typeof RecruitNearQuerySchema>;

export const NearPostingSchema = PostingSchema.extend({ tier: z.enum(NEAR_TIERS) });
export type NearPosting = z.infer<typeof NearPostingSchema>;

/** Postings that close today come after all others, and only when the others are too few. */
export const RecruitNearResponseSchema = z
  .object({ place: z.string().nullable(), job: z.array(NearPostingSchema) })
  .extend(DataFreshnessSchema.shape);
export type RecruitNear = z.infer<typeof RecruitNearResponseSchema>;
