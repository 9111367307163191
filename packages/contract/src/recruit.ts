import { z } from 'zod';
import { ListPageNumberSchema } from './envelope.ts';

/**
 * Recruitment (API.md "Recruitment and training"): postings served from our own `postings` table, which the sync job
 * fills from a source (the bundled sample source by default, 사람인 with SARAMIN_ACCESS_KEY).
 */

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

/** "서울" (whole city) or "서울 강남구" / "경기 고양시 덕양구" (city + district); blank means everywhere. */
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

/** `GET /v1/recruit/list?pageNum&sortBy&keyWord&locationName` — pageNum is zero-based (API.md wire rules). */
export const RecruitListQuerySchema = z.object({
  pageNum: ListPageNumberSchema.default(0),
  sortBy: z.enum(RECRUIT_SORTS, { error: '정렬 기준을 목록에서 골라 주세요.' }).default('마감 임박순'),
  /** An occupation name (or free text); absent = all occupations. */
  keyWord: optionalText(50, '검색어는 50자 이내로 입력해 주세요.'),
  locationName: LocationNameSchema.optional().transform((value) => (value ? value : undefined)),
});
export type RecruitListQuery = z.infer<typeof RecruitListQuerySchema>;
export type RecruitListQueryInput = z.input<typeof RecruitListQuerySchema>;

/**
 * One posting, with the spec's wire names (`expiration-timestamp`, `expiration-date` stay hyphenated).
 * `deadline`: `D-n`, `D-day`, `상시 채용`, `채용시 마감`, `수시 채용` (computed for today in Asia/Seoul).
 * Timestamps are Unix seconds; dates are `YYYY-MM-DD` in Asia/Seoul. Always-open postings have null expiration.
 */
export const PostingSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** 1 = open (lists only ever return open postings). */
  active: z.number().int(),
  title: z.string(),
  /** The occupation this posting was collected for (one of the 20). */
  jobName: z.string(),
  companyName: z.string(),
  /** "서울 강남구" (several places joined with ", "); null when the source gives none. */
  locationName: z.string().nullable(),
  jobTypeName: z.string(),
  experienceLevel: z.string(),
  requiredEducationLevel: z.string(),
  /** 접수마감일 · 채용시 · 상시 · 수시 */
  closeType: z.string(),
  /** Free text from the source ("월 230만원", "면접 후 결정"). */
  salary: z.string(),
  postTimestamp: z.number().int(),
  postDate: z.string(),
  'expiration-timestamp': z.number().int().nullable(),
  'expiration-date': z.string().nullable(),
  deadline: z.string(),
  /** Interest count (조회/관심 수), a number. */
  count: z.number().int(),
});
export type Posting = z.infer<typeof PostingSchema>;

/** Where the data of a list comes from and when it was last refreshed (ISO-8601; null before the first sync). */
export const DataFreshnessSchema = z.object({
  source: z.enum(DATA_SOURCES),
  syncedAt: z.string().nullable(),
});
export type DataFreshness = z.infer<typeof DataFreshnessSchema>;

/**
 * `count` = items on this page (page size LIMITS.recruitPageSize), `start` = page number, `total` = all matches.
 * `totalCapped`: free text (a keyWord that is no occupation) stops counting at LIMITS.searchCountCap; true when
 * there are more matches than `total`, which is then the cap. Always false for an occupation or no keyWord.
 */
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

/** `GET /v1/recruit/popular` (optional auth): 3 entries `{ "job-name", count }`. */
export const PopularRecruitSchema = z.object({ 'job-name': z.string(), count: z.number().int() });
export const PopularRecruitResponseSchema = z.array(PopularRecruitSchema);
export type PopularRecruit = z.infer<typeof PopularRecruitSchema>;

/** `GET /v1/recruit/detail?id=`. */
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

/**
 * `GET /v1/recruit/near?jobName&place&size&sortBy` (optional auth, ADR 021): up to `size` open postings near a
 * place — its district, then the rest of its city, then nationwide. `jobName`: one of the occupations (absent = all).
 * `place`: "서울 강남구" or "서울"; absent = the member's stored residence (visitors and members without one:
 * nationwide).
 */
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

/** A posting of a `near` answer, with how near it is to the answer's `place`. */
export const NearPostingSchema = PostingSchema.extend({ tier: z.enum(NEAR_TIERS) });
export type NearPosting = z.infer<typeof NearPostingSchema>;

/**
 * `place`: the place the tiers are measured from ("서울 강남구", "서울"), null = nationwide only (a visitor, or a
 * member without a residence, who gave none). `job`: district tier first, then city, then nationwide, each in the
 * asked order; postings that close today (Asia/Seoul) come after all others and only when the others are too few.
 */
export const RecruitNearResponseSchema = z
  .object({ place: z.string().nullable(), job: z.array(NearPostingSchema) })
  .extend(DataFreshnessSchema.shape);
export type RecruitNear = z.infer<typeof RecruitNearResponseSchema>;
