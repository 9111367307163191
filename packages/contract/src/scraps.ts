import { z } from 'zod';
import { PageNumberSchema, pageSchema } from './envelope.ts';
import { LocationNameSchema, PostingSchema } from './recruit.ts';
import { SCRAP_CATEGORIES, SCRAP_CHECK_MAX_IDS, SCRAP_SORTS } from './scrap-constants.ts';
import { CourseSchema } from './training.ts';
import { TRAINING_TYPES } from './training-constants.ts';

export {
  courseScrapKey,
  SCRAP_CATEGORIES,
  SCRAP_CHECK_MAX_IDS,
  SCRAP_CLOSED_LABEL,
  SCRAP_LIMIT_PER_MEMBER,
  SCRAP_SORTS,
  type ScrapCategory,
  type ScrapSort,
} from './scrap-constants.ts';

/** Each scrap keeps a snapshot, so it stays listed after the sync drops the item from our tables (ADR 017). */

const postingIdMessage = '존재하지 않는 채용 공고입니다.';
const courseIdMessage = '존재하지 않는 훈련과정입니다.';

export const RecruitScrapParamsSchema = z.object({
  id: z
    .string({ error: postingIdMessage })
    .trim()
    .min(1, { error: postingIdMessage })
    .max(40, { error: postingIdMessage }),
});
export type RecruitScrapParams = z.infer<typeof RecruitScrapParamsSchema>;
export type RecruitScrapParamsInput = z.input<typeof RecruitScrapParamsSchema>;

const courseKeyPart = (max: number) =>
  z
    .string({ error: courseIdMessage })
    .trim()
    .min(1, { error: courseIdMessage })
    .max(max, { error: courseIdMessage })
    .regex(/^[^:,]+$/, { error: courseIdMessage });

const slashDate = (label: string) =>
  z
    .string({ error: `${label}을 YYYY/MM/DD 형식으로 보내 주세요.` })
    .trim()
    .regex(/^\d{4}[/-]\d{2}[/-]\d{2}$/, { error: `${label}을 YYYY/MM/DD 형식으로 보내 주세요.` })
    .transform((value) => value.replaceAll('/', '-'));

export const TrainingScrapQuerySchema = z.object({
  type: z.enum(TRAINING_TYPES, { error: '훈련과정 종류를 목록에서 골라 주세요.' }).optional(),
});
export type TrainingScrapQueryInput = z.input<typeof TrainingScrapQuerySchema>;

export const TrainingScrapBodySchema = z.object({
  trprId: courseKeyPart(40),
  trprDegr: courseKeyPart(10),
  trainstCstId: courseKeyPart(40),
  traStartDate: slashDate('훈련 시작일'),
  traEndDate: slashDate('훈련 종료일'),
});
export type TrainingScrapBodyInput = z.input<typeof TrainingScrapBodySchema>;

export const TrainingScrapParamsSchema = z.object({ trprId: courseKeyPart(40) });
export type TrainingScrapParamsInput = z.input<typeof TrainingScrapParamsSchema>;

/** Without trprDegr and trainstCstId every saved round of the course goes (the spec names only trprId). */
export const TrainingScrapDeleteQuerySchema = z
  .object({ trprDegr: courseKeyPart(10).optional(), trainstCstId: courseKeyPart(40).optional() })
  .refine((value) => (value.trprDegr === undefined) === (value.trainstCstId === undefined), {
    error: '훈련과정 회차와 기관을 함께 보내 주세요.',
    path: ['trprDegr'],
  });
export type TrainingScrapDeleteQueryInput = z.input<typeof TrainingScrapDeleteQuerySchema>;

export const ScrapCreatedSchema = z.object({ scrapId: z.number().int() });
export type ScrapCreated = z.infer<typeof ScrapCreatedSchema>;

export const ScrapDeletedSchema = z.object({ deleted: z.number().int() });

const idListMessage = `확인할 항목은 쉼표로 구분해 1개에서 ${SCRAP_CHECK_MAX_IDS}개까지 보내 주세요.`;

/** A bare trprId in `idList` means any saved round of the course. */
export const ScrapCheckQuerySchema = z.object({
  category: z.enum(SCRAP_CATEGORIES, { error: '분류는 RECRUIT 또는 TRAINING이어야 해요.' }),
  idList: z
    .string({ error: idListMessage })
    .transform((value) => value.split(',').map((id) => id.trim()))
    .pipe(
      z
        .array(z.string().min(1, { error: idListMessage }).max(100, { error: idListMessage }))
        .min(1, { error: idListMessage })
        .max(SCRAP_CHECK_MAX_IDS, { error: idListMessage }),
    ),
});
export type ScrapCheckQuery = z.infer<typeof ScrapCheckQuerySchema>;
export type ScrapCheckQueryInput = z.input<typeof ScrapCheckQuerySchema>;

export const ScrapCheckItemSchema = z.object({ index: z.number().int(), isScrap: z.boolean() });
export const ScrapCheckResponseSchema = z.array(ScrapCheckItemSchema);
export type ScrapCheck = z.infer<typeof ScrapCheckResponseSchema>;

export const ScrapListQuerySchema = z.object({
  pageNum: PageNumberSchema.default(0),
  sortBy: z.enum(SCRAP_SORTS, { error: '정렬 기준을 목록에서 골라 주세요.' }).default('최신 순'),
  locName: LocationNameSchema.optional().transform((value) => (value ? value : undefined)),
});
export type ScrapListQuery = z.infer<typeof ScrapListQuerySchema>;
export type ScrapListQueryInput = z.input<typeof ScrapListQuerySchema>;

/** `deadline` is recomputed for today: `마감` once it has passed, and then `active` is 0. */
export const RecruitScrapSchema = PostingSchema.extend({
  scrapId: z.number().int(),
  scrappedAt: z.string(),
});
export type RecruitScrap = z.infer<typeof RecruitScrapSchema>;
export const RecruitScrapPageSchema = pageSchema(RecruitScrapSchema);

// A training scrap keeps these fields of the course as they were when scrapped.
const { trprId, trprDegr, trainstCstId, title, subTitle, address, regionName, titleLink } =
  CourseSchema.shape;
const { traStartDate, traEndDate, traDuration, realMan, selfPay, type, jobName } = CourseSchema.shape;
export const TrainingScrapSchema = z.object({
  scrapId: z.number().int(),
  ...{ trprId, trprDegr, trainstCstId, title, subTitle, address, regionName, titleLink },
  ...{ traStartDate, traEndDate, traDuration, realMan, selfPay, type, jobName },
  closed: z.boolean(),
  scrappedAt: z.string(),
});
export type TrainingScrap = z.infer<typeof TrainingScrapSchema>;
export const TrainingScrapPageSchema = pageSchema(TrainingScrapSchema);
