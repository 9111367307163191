import { z } from 'zod';
import { isDateString } from '../../platform/seoul-date.ts';

/**
 * What 고용24's training-course list (`callOpenApiSvcInfo310L01.do`, returnType=JSON) returns, as far as we read it.
 * Numbers may come as strings, one hit may be an object instead of a list, fees are digit strings or "".
 */

const NumberishSchema = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

const IdSchema = z.union([z.string().trim().min(1), z.number()]).transform(String);

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const OptionalTextSchema = z.preprocess(blankToUndefined, z.string().optional());

/** "2026-07-01", "20260701" or "2026.07.01" → "2026-07-01"; anything else fails. */
export const Work24DateSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{4}[-./]?\d{2}[-./]?\d{2}$/)
      .transform((value) => {
        const digits = value.replace(/\D/g, '');
        return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
      })
      .refine(isDateString),
  );

/** A fee: "189850", "189,850", 189850, "" or missing. Parsed to won later (parseWon). */
const FeeSchema = z.preprocess(blankToUndefined, z.union([z.string(), z.number()]).optional());

export const Work24CourseSchema = z.object({
  trprId: IdSchema,
  trprDegr: IdSchema,
  trainstCstId: IdSchema,
  title: z.string().trim().min(1),
  /** The institute's name. */
  subTitle: z.string().trim().min(1),
  titleLink: z.string().trim().min(1),
  address: OptionalTextSchema,
  telNo: OptionalTextSchema,
  traStartDate: Work24DateSchema,
  traEndDate: Work24DateSchema,
  courseMan: FeeSchema,
  realMan: FeeSchema,
  ncsCd: z.preprocess(blankToUndefined, z.union([z.string(), z.number()]).transform(String).optional()),
  trainTarget: OptionalTextSchema,
  trainTargetCd: OptionalTextSchema,
  /** District code whose first two digits are the area (see areas.ts). */
  trngAreaCd: z.preprocess(blankToUndefined, z.union([z.string(), z.number()]).transform(String).optional()),
});
export type Work24Course = z.infer<typeof Work24CourseSchema>;

/** The list envelope must be right (else the sync fails); each course is checked on its own (a bad one is skipped). */
export const Work24ListSchema = z.object({
  scn_cnt: NumberishSchema,
  pageNum: NumberishSchema.optional(),
  pageSize: NumberishSchema.optional(),
  srchList: z
    .preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
    )
    .optional(),
});
export type Work24List = z.infer<typeof Work24ListSchema>;

/** The legacy endpoint's wrapper: the whole answer as a JSON string. */
export const Work24WrappedSchema = z.object({ returnJSON: z.string() });
