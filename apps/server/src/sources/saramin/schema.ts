import { z } from 'zod';

/**
 * What 사람인's `GET /job-search` returns, as far as we read it. Loose on purpose where the provider is loose:
 * numbers arrive as strings, `job` may be one object, optional blocks may be missing.
 */

/** 3, "3", " 3 " → 3. */
export const NumberishSchema = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Unix seconds, sent as a string. */
const TimestampSchema = z.preprocess(blankToUndefined, NumberishSchema.optional());

const CodeNameSchema = z.object({
  code: z.union([z.string(), z.number()]).optional(),
  name: z.string().optional(),
});

export const SaraminJobSchema = z.object({
  url: z.string().min(1),
  active: z.preprocess(blankToUndefined, NumberishSchema.optional()),
  id: z.union([z.string().min(1), z.number()]).transform(String),
  'posting-timestamp': TimestampSchema,
  'posting-date': z.string().optional(),
  'modification-timestamp': TimestampSchema,
  'opening-timestamp': TimestampSchema,
  'expiration-timestamp': TimestampSchema,
  'expiration-date': z.string().optional(),
  'close-type': z.object({ code: NumberishSchema, name: z.string().optional() }).optional(),
  'read-cnt': z.preprocess(blankToUndefined, NumberishSchema.optional()),
  'apply-cnt': z.preprocess(blankToUndefined, NumberishSchema.optional()),
  keyword: z.string().optional(),
  company: z.object({
    detail: z.object({ name: z.string().min(1), href: z.string().optional() }),
  }),
  position: z.object({
    title: z.string().min(1),
    location: z.object({ code: z.string().optional(), name: z.string().optional() }).optional(),
    'job-type': CodeNameSchema.optional(),
    'experience-level': z
      .object({
        code: z.union([z.string(), z.number()]).optional(),
        min: z.union([z.string(), z.number()]).optional(),
        max: z.union([z.string(), z.number()]).optional(),
        name: z.string().optional(),
      })
      .optional(),
    'required-education-level': CodeNameSchema.optional(),
  }),
  salary: CodeNameSchema.optional(),
});
export type SaraminJob = z.infer<typeof SaraminJobSchema>;

/**
 * The envelope must be right (else the sync fails); each job is checked on its own (a bad one is skipped). `total`
 * arrives as a string [SR-ID], [DD-DTO]; `job` is one object when there is one hit [RADAR].
 */
export const SaraminJobsSchema = z.object({
  count: NumberishSchema.optional(),
  start: NumberishSchema.optional(),
  total: NumberishSchema,
  job: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});
export type SaraminJobs = z.infer<typeof SaraminJobsSchema>;

export const SaraminEnvelopeSchema = z.object({ jobs: SaraminJobsSchema });
export type SaraminEnvelope = z.infer<typeof SaraminEnvelopeSchema>;

/** `{ code, message }`: how 사람인 says no. `code` may be missing (then only the message tells). */
export const SaraminErrorSchema = z
  .object({
    code: z.preprocess(blankToUndefined, NumberishSchema.optional()),
    message: z.string().optional(),
  })
  .refine((body) => body.code !== undefined || body.message !== undefined);
export type SaraminErrorBody = z.infer<typeof SaraminErrorSchema>;

/** Some answers put everything under a `"job-search"` root, as the XML form does [SR-ID], [RADAR]. */
export function unwrapRoot(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'job-search' in body) {
    return (body as Record<string, unknown>)['job-search'];
  }
  return body;
}

// ---------------------------------------------------------------------------------------------------------------
// The documented request (ADR 027). Anything else we send is a bug; the contract tests check every request.

/** The query parameters we may send: the documented ones we use or may use (region filters). */
export const SARAMIN_REQUEST_PARAMS = [
  'access-key',
  'keywords',
  'loc_cd',
  'loc_mcd',
  'fields',
  'start',
  'count',
  'sort',
] as const;

/** `fields` values [SR-ID]; several are joined by a space (sent as "+") or a comma. */
export const SARAMIN_FIELDS = ['posting-date', 'expiration-date', 'keyword-code', 'count'] as const;

/** `sort` values [HY-PARAMS], [DD-SORT]: posted, updated, deadline (asc/desc), views, applicants. */
export const SARAMIN_SORTS = ['pd', 'pa', 'ud', 'ua', 'da', 'dd', 'rc', 'ac'] as const;

/** Rows per page: at most 110 (several public clients; the list guide itself was not available). */
export const SARAMIN_MAX_COUNT = 110;

const INTEGER = /^\d+$/;

/** What in a request URL leaves the documented set (empty = a documented request). Never repeats the key. */
export function checkSaraminRequest(url: URL): string[] {
  const problems: string[] = [];
  if (!url.pathname.endsWith('/job-search')) problems.push(`path ${url.pathname} is not /job-search`);
  const names = [...url.searchParams.keys()];
  for (const name of new Set(names)) {
    if (!(SARAMIN_REQUEST_PARAMS as readonly string[]).includes(name))
      problems.push(`undocumented parameter ${name}`);
    if (names.filter((other) => other === name).length > 1) problems.push(`parameter ${name} sent twice`);
  }
  if (!url.searchParams.get('access-key')) problems.push('access-key missing');
  const start = url.searchParams.get('start');
  if (start !== null && !INTEGER.test(start)) problems.push('start is not a page number (0, 1, 2, …)');
  const count = url.searchParams.get('count');
  if (count !== null && (!INTEGER.test(count) || Number(count) < 1 || Number(count) > SARAMIN_MAX_COUNT)) {
    problems.push(`count ${count} is not 1–${SARAMIN_MAX_COUNT}`);
  }
  const fields = url.searchParams.get('fields');
  for (const field of fields?.split(/[ ,+]+/).filter(Boolean) ?? []) {
    if (!(SARAMIN_FIELDS as readonly string[]).includes(field)) problems.push(`undocumented field ${field}`);
  }
  const sort = url.searchParams.get('sort');
  if (sort !== null && !(SARAMIN_SORTS as readonly string[]).includes(sort))
    problems.push(`undocumented sort ${sort}`);
  for (const name of ['loc_cd', 'loc_mcd'] as const) {
    const value = url.searchParams.get(name);
    if (value !== null && !/^\d{6}([ ,+]\d{6})*$/.test(value))
      problems.push(`${name} is not 6-digit region codes`);
  }
  return problems;
}
