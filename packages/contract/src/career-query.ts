import { z } from 'zod';
import { CAREER_GROUP_IDS, CAREER_MESSAGES, careerGroupOf } from './career-constants.ts';

// Outside the contract's index: the groups' words stay off the screens that load the schemas.
export * from './career-constants.ts';

/**
 * `GET /v1/career/suggestions?group=office&strengths=documents,numbers` (public): occupations that reuse the work
 * done for longest. `strengths` is optional, comma-separated, each one of the group's own.
 */
export const CareerSuggestionsQuerySchema = z
  .object({
    group: z.enum(CAREER_GROUP_IDS, { error: CAREER_MESSAGES.unknownGroup }),
    strengths: z
      .string()
      .max(200, { error: CAREER_MESSAGES.tooManyStrengths })
      .optional()
      .transform((raw) => [...new Set((raw ?? '').split(',').filter((s) => s !== ''))]),
  })
  .superRefine((query, ctx) => {
    const known = careerGroupOf(query.group)?.strengths.map((s) => s.id) as readonly string[] | undefined;
    // Runs even when a field failed (zod 4 keeps going after a non-fatal issue): then `strengths` is still raw.
    if (!known || !Array.isArray(query.strengths)) return;
    if (query.strengths.some((id) => !known.includes(id)))
      ctx.addIssue({ code: 'custom', path: ['strengths'], message: CAREER_MESSAGES.unknownStrength });
  });
export type CareerSuggestionsQuery = z.output<typeof CareerSuggestionsQuerySchema>;
export type CareerSuggestionsQueryInput = z.input<typeof CareerSuggestionsQuerySchema>;
