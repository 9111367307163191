import {
  type Answer,
  CONFIRM_QUESTION_NUM,
  type LatestRecommendation,
  RecommendResponseSchema,
} from '@dasibom/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/open-db.ts';
import type { Clock } from '../../platform/clock.ts';
import { occupations } from '../jobs/schema.ts';
import type { AnswerFacts } from './answer-facts.ts';
import { questionnaireAnswers } from './schema.ts';
import { recommendJobs, type ScorableJob } from './scorer.ts';

/**
 * Runs the rule-based recommender over the occupations in the database. Same answers → same 3 jobs. Reasons cite
 * only connections in `answerFacts` (data/answer-facts.json, loaded and checked at start-up).
 */
export async function recommendForAnswers({
  db,
  answers,
  answerFacts,
}: {
  db: Db;
  answers: readonly Answer[];
  answerFacts: AnswerFacts;
}): Promise<z.infer<typeof RecommendResponseSchema>> {
  const rows = await db.select().from(occupations);
  const jobs: (ScorableJob & { description: string; imageUrl: string })[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    certificationRequirement: row.certificationRequirement as ScorableJob['certificationRequirement'],
    workTime: row.workTime as ScorableJob['workTime'],
    salaryType: row.salaryType as ScorableJob['salaryType'],
    salaryCost: row.salaryCost,
    interpersonal: row.interpersonal as ScorableJob['interpersonal'],
    physical: row.physical as ScorableJob['physical'],
    emotional: row.emotional as ScorableJob['emotional'],
    certifications: row.certifications,
    interestTags: row.interestTags,
    sources: {
      salaryCost: row.factSources.salaryCost ?? null,
      preparationPeriods: row.factSources.preparationPeriods ?? [],
      classification: row.factSources.classification ?? null,
    },
  }));
  const { results, relaxedRules, answeredCount, questionCount, basis } = recommendJobs(
    jobs,
    answers,
    answerFacts,
  );
  return {
    recommendedJobs: results.map(({ job, matchScore, reasons, reasonSources }) => ({
      jobId: job.id,
      jobTitle: job.name,
      jobDescription: job.description,
      imageUrl: job.imageUrl,
      matchScore,
      reasons,
      reasonSources,
    })),
    relaxedRules,
    answeredCount,
    questionCount,
    basis,
  };
}

/**
 * Keeps a member's last answers and the result they are being shown (one row per member, replaced on every submit).
 * One statement writes both, so the answers and the result never come from two different submits.
 */
export async function saveMemberAnswers(
  { db, clock }: { db: Db; clock: Clock },
  {
    memberId,
    answers,
    result,
  }: { memberId: number; answers: readonly Answer[]; result: z.infer<typeof RecommendResponseSchema> },
): Promise<void> {
  const row = {
    memberId,
    // The confirm step's slot carries nothing to resume from.
    answers: answers
      .filter((a) => a.questionNum !== CONFIRM_QUESTION_NUM)
      .map((a) => ({ ...a, responses: [...a.responses] })),
    result,
    updatedAt: clock.now(),
  };
  await db
    .insert(questionnaireAnswers)
    .values(row)
    .onConflictDoUpdate({
      target: questionnaireAnswers.memberId,
      set: {
        answers: sql`excluded.answers`,
        result: sql`excluded.result`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** The member's last answers, or none. */
export async function findMemberAnswers({ db }: { db: Db }, { memberId }: { memberId: number }) {
  const [row] = await db
    .select()
    .from(questionnaireAnswers)
    .where(eq(questionnaireAnswers.memberId, memberId));
  return { answers: row?.answers ?? [], savedAt: row ? row.updatedAt.toISOString() : null };
}

/**
 * The result the member was shown after their last submit, as stored then (not recomputed: the page is there to be
 * read again, and a changed occupation must not put words in it the member never saw). None for a row kept before
 * results were stored, or one that no longer fits the contract (better "answer again" than a broken page).
 */
export async function findLatestRecommendation(
  { db }: { db: Db },
  { memberId }: { memberId: number },
): Promise<LatestRecommendation> {
  const [row] = await db
    .select()
    .from(questionnaireAnswers)
    .where(eq(questionnaireAnswers.memberId, memberId));
  const result = row?.result ? RecommendResponseSchema.safeParse(row.result) : null;
  if (!row || !result?.success) return { latest: null };
  return {
    latest: { answeredAt: row.updatedAt.toISOString(), answers: row.answers, result: result.data },
  };
}
