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

/** The envelope must be right (else the sync fails); each job is checked on its own (a bad one is skipped). */
export const SaraminEnvelopeSchema = z.object({
  jobs: z.object({
    count: NumberishSchema.optional(),
    start: NumberishSchema.optional(),
    total: NumberishSchema,
    job: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  }),
});
export type SaraminEnvelope = z.infer<typeof SaraminEnvelopeSchema>;

/** `{ code, message }`: how 사람인 says no (bad key, quota, bad parameter). */
export const SaraminErrorSchema = z.object({
  code: z.union([z.string(), z.number()]),
  message: z.string().optional(),
});
