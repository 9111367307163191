import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';
import { LIMITS } from './limits.ts';

export { type Page, toPage } from './page.ts';

/** `{ success: true, timestamp, data }` around any response schema. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), timestamp: z.string(), data });
}

export const ErrorCodeSchema = z.enum(ERROR_CODES as [string, ...string[]]);

export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  timestamp: z.string(),
  status: z.number().int(),
  code: ErrorCodeSchema,
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Zero-based page wrapper used by the job list, others' lists and scrap lists. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    size: z.number().int(),
    number: z.number().int(),
    numberOfElements: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
    empty: z.boolean(),
    pageable: z.object({
      pageNumber: z.number().int(),
      pageSize: z.number().int(),
      offset: z.number().int(),
      paged: z.boolean(),
      unpaged: z.boolean(),
      sort: z.object({ empty: z.boolean(), sorted: z.boolean(), unsorted: z.boolean() }),
    }),
    sort: z.object({ empty: z.boolean(), sorted: z.boolean(), unsorted: z.boolean() }),
  });
}

const pageNumberMessage = '페이지 번호는 0 이상의 숫자여야 해요.';

/**
 * A zero-based page number in a query string: digits only, no negatives, at most `max`. Typed as the number a client
 * passes (its query string carries the digits).
 */
function pageNumberSchema(max: number, tooLargeMessage: string) {
  return z.coerce
    .number<number>({ error: pageNumberMessage })
    .int({ error: pageNumberMessage })
    .min(0, { error: pageNumberMessage })
    .max(max, { error: tooLargeMessage });
}

/** The page number of the other paged queries (scraps, community). */
export const PageNumberSchema = pageNumberSchema(100_000, '페이지 번호가 너무 커요.');

/**
 * The page number of the recruit and training lists: at most LIMITS.listMaxPages pages (zero-based, so up to
 * listMaxPages − 1), because a deeper OFFSET reads every row before it. The message tells the person what to do.
 */
export const ListPageNumberSchema = pageNumberSchema(
  LIMITS.listMaxPages - 1,
  '페이지 번호가 너무 커요. 직업이나 지역을 골라 좁혀서 찾아 주세요.',
);
