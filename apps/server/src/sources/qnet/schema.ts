import { z } from 'zod';
import { isDateString } from '../../platform/seoul-date.ts';
import { describeZodError } from '../normalize.ts';

/**
 * What 한국산업인력공단's national-qualification exam schedule (data.go.kr, `getQualExamSchdList`, dataFormat=json)
 * answers (SOURCES.md §3, docs/decisions/029): `{ header: { resultCode, resultMsg }, body: { items, numOfRows,
 * pageNo, totalCount } }` with no `response` wrapper [JOY-F], [SHK], though some clients meet one [SAN]. Codes and
 * numbers may come as strings or numbers, `items` may be a list, `{ item: … }` or a single row, a stage the
 * schedule leaves out is "" or missing.
 */

const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

const NumberishSchema = z.union([z.number().int(), z.string().trim().regex(/^\d+$/).transform(Number)]);

/** "20260315" (or the number 20260315) → "2026-03-15"; "" or missing → null; anything else (20261399) fails. */
export const QnetDateSchema = z.preprocess(
  blankToNull,
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{8}$/)
        .transform((digits) => `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`)
        .refine(isDateString, { message: 'not a calendar day' }),
    )
    .nullable(),
);

const OptionalTextSchema = z.preprocess(blankToNull, z.string().trim().min(1).nullable());

/** One round: each row is checked on its own (a bad one is skipped and counted, the rest are kept). */
export const QnetRoundSchema = z.object({
  implYy: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{4}$/)
        .transform(Number),
    ),
  implSeq: z.preprocess(blankToNull, NumberishSchema.nullable()),
  qualgbCd: OptionalTextSchema,
  description: OptionalTextSchema,
  docRegStartDt: QnetDateSchema,
  docRegEndDt: QnetDateSchema,
  docExamStartDt: QnetDateSchema,
  docExamEndDt: QnetDateSchema,
  docPassDt: QnetDateSchema,
  pracRegStartDt: QnetDateSchema,
  pracRegEndDt: QnetDateSchema,
  pracExamStartDt: QnetDateSchema,
  pracExamEndDt: QnetDateSchema,
  pracPassDt: QnetDateSchema,
});
export type QnetRound = z.infer<typeof QnetRoundSchema>;

const CodeSchema = z.union([z.string(), z.number()]).transform((value) => String(value).trim());

/** The answer's envelope must be right (else the sync fails without touching the rows served). */
export const QnetAnswerSchema = z.object({
  header: z.object({
    resultCode: CodeSchema,
    resultMsg: z.string().optional(),
  }),
  body: z
    .object({
      items: z
        .preprocess(
          (value) => (value === null || value === '' ? undefined : value),
          z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
        )
        .optional(),
      totalCount: NumberishSchema.optional(),
      numOfRows: NumberishSchema.optional(),
      pageNo: NumberishSchema.optional(),
    })
    .optional(),
});
export type QnetAnswer = z.infer<typeof QnetAnswerSchema>;

/** Some gateways wrap the whole answer once more: `{ "response": { header, body } }`. */
export const QnetWrappedSchema = z.object({ response: z.object({ header: z.unknown() }).loose() });

/** The envelope of a parsed JSON answer, unwrapped once from `{ response: … }` when a gateway added that. */
export function readQnetEnvelope(
  body: unknown,
): { success: true; data: QnetAnswer } | { success: false; error: string } {
  const wrapped = QnetWrappedSchema.safeParse(body);
  const parsed = QnetAnswerSchema.safeParse(wrapped.success ? wrapped.data.response : body);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, error: describeZodError(parsed.error) };
}

/** The rows of a body's `items`: a list, `{ item: list }`, `{ item: row }`, or a single row. */
export function rowsOf(items: unknown[] | Record<string, unknown> | undefined): unknown[] {
  if (items === undefined) return [];
  if (Array.isArray(items)) return items;
  if ('item' in items) {
    const inner = items.item;
    if (inner === undefined || inner === null || inner === '') return [];
    return Array.isArray(inner) ? inner : [inner];
  }
  return [items];
}
