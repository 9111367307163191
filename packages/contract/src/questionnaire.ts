import { z } from 'zod';
import { FactSourceSchema } from './jobs.ts';
import { CONFIRM_QUESTION_NUM, QUESTIONNAIRE_MESSAGES, QUESTIONS } from './questionnaire-constants.ts';

export * from './questionnaire-constants.ts';

// The confirm step's slot has no options: only its empty `responses` is valid.
const optionsByNum = new Map<number, readonly string[]>([
  ...QUESTIONS.map((q): [number, readonly string[]] => [q.num, q.options]),
  [CONFIRM_QUESTION_NUM, []],
]);

export const AnswerSchema = z
  .object({
    questionNum: z.number().int(),
    responses: z.array(z.string().max(100)).max(1, { error: QUESTIONNAIRE_MESSAGES.tooManyResponses }),
  })
  .superRefine((answer, ctx) => {
    const options = optionsByNum.get(answer.questionNum);
    if (!options) {
      ctx.addIssue({
        code: 'custom',
        path: ['questionNum'],
        message: QUESTIONNAIRE_MESSAGES.unknownQuestion,
      });
      return;
    }
    answer.responses.forEach((response, index) => {
      if (!options.includes(response)) {
        ctx.addIssue({
          code: 'custom',
          path: ['responses', index],
          message: QUESTIONNAIRE_MESSAGES.unknownOption,
        });
      }
    });
  });
export type Answer = z.infer<typeof AnswerSchema>;

export const RecommendRequestSchema = z.object({
  answers: z
    .array(AnswerSchema)
    // Questions 1..9 and the confirm slot, each at most once.
    .max(CONFIRM_QUESTION_NUM)
    .superRefine((answers, ctx) => {
      const seen = new Set<number>();
      for (const answer of answers) {
        if (seen.has(answer.questionNum)) {
          ctx.addIssue({ code: 'custom', message: QUESTIONNAIRE_MESSAGES.duplicateQuestion });
          return;
        }
        seen.add(answer.questionNum);
      }
    }),
});
export type RecommendRequest = z.infer<typeof RecommendRequestSchema>;
export type RecommendRequestInput = z.input<typeof RecommendRequestSchema>;

export const RecommendationSchema = z.object({
  jobId: z.number().int(),
  jobTitle: z.string(),
  jobDescription: z.string(),
  imageUrl: z.string(),
  matchScore: z.number().int().min(0).max(100),
  reasons: z.object({ personality: z.string(), strong: z.string(), condition: z.string() }),
  /** Where the job facts the reasons cite come from, each source once (ADR 030). */
  reasonSources: z.array(FactSourceSchema),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

export const RecommendResponseSchema = z.object({
  recommendedJobs: z.array(RecommendationSchema).length(3),
  /** Hard rules that had to be relaxed to fill 3 results, stated in plain Korean (empty when none). */
  relaxedRules: z.array(z.string()),
  /** How many of the questions were answered ("딱히 떠오르는 게 없어요" counts as an answer), out of questionCount. */
  answeredCount: z.number().int().min(0),
  questionCount: z.number().int().positive(),
  /** When no answer connects to any suggested job (e.g. nothing answered): what the suggestions rest on instead. */
  basis: z.string().nullable(),
});

/** The answer to question `num`, or undefined when skipped. */
export function answerOf(answers: readonly Answer[], num: number): string | undefined {
  return answers.find((a) => a.questionNum === num)?.responses[0];
}

/** `GET /v1/job/recommend/answers` (member): the last submitted answers, to resume or revise the questionnaire. */
export const SavedAnswersResponseSchema = z.object({
  answers: z.array(z.object({ questionNum: z.number().int(), responses: z.array(z.string()) })),
  savedAt: z.string().nullable(),
});

/**
 * `GET /v1/job/recommend/latest` (member): the result of the member's last submit exactly as it was shown then (a
 * snapshot: a later change to the occupations never rewrites reasons the member already read), with the answers it
 * came from and when; `latest: null` when the member has none.
 */
export const LatestRecommendationResponseSchema = z.object({
  latest: z
    .object({
      answeredAt: z.string(),
      answers: SavedAnswersResponseSchema.shape.answers,
      result: RecommendResponseSchema,
    })
    .nullable(),
});
export type LatestRecommendation = z.infer<typeof LatestRecommendationResponseSchema>;
