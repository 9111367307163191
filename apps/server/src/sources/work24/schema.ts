import { z } from 'zod';
import { isDateString } from '../../platform/seoul-date.ts';

/**
 * What 고용24's training-course list (`callOpenApiSvcInfo310L01.do`) and course detail (`…310L02.do`) return with
 * returnType=JSON, as far as we read them (SOURCES.md §2, [W24-GUIDE], [NEWON]). Every value is documented as a
 * string; numbers may still come as numbers, one hit may be an object instead of a list, fees are digit strings
 * or "".
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

/**
 * The course rows of a list page: `srchList` is an array, one object for a single hit, or (as the XML nests it,
 * `<srchList><scn_list>`) an object holding `scn_list`.
 */
export function listItems(list: Work24List): unknown[] {
  let rows: unknown = list.srchList;
  if (rows && !Array.isArray(rows) && typeof rows === 'object' && 'scn_list' in rows) {
    rows = (rows as { scn_list: unknown }).scn_list;
  }
  if (rows === undefined || rows === null || rows === '') return [];
  return Array.isArray(rows) ? rows : [rows];
}

/** The legacy endpoint's wrapper: the whole answer as a JSON string. */
export const Work24WrappedSchema = z.object({ returnJSON: z.string() });

/** An error answered with HTTP 200, in JSON: `{"error": "…"}` [NEWON]. */
export const Work24JsonErrorSchema = z.object({ error: z.unknown().refine((value) => value != null) });

const BlockSchema = z.record(z.string(), z.unknown());

/**
 * The course detail (310L02): the documented `HRDNet` blocks, read from the top of the JSON answer (as public
 * clients read it) or from under an `HRDNet` root. Only `inst_detail_info` matters to us; a block can be missing.
 */
export const Work24DetailSchema = z
  .object({
    inst_base_info: z.union([BlockSchema, z.array(BlockSchema)]).optional(),
    inst_detail_info: z.union([BlockSchema, z.array(BlockSchema)]).optional(),
    inst_facility_info: z.unknown().optional(),
    inst_eqnm_info: z.unknown().optional(),
  })
  .refine((detail) => detail.inst_base_info !== undefined || detail.inst_detail_info !== undefined, {
    message: 'neither inst_base_info nor inst_detail_info',
  });
export type Work24Detail = z.infer<typeof Work24DetailSchema>;

/** A won amount as the detail gives it: "400000", "400,000" or a number. Blank or missing = not given. */
export const Work24WonSchema = z.preprocess(
  blankToUndefined,
  z
    .union([
      z.number().int().nonnegative(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}(,\d{3})+$|^\d+$/)
        .transform((value) => Number(value.replace(/,/g, ''))),
    ])
    .optional(),
);
