import type { Answer, Recommendation } from '@dasibom/contract';
import type { Db } from '../../db/open-db.ts';
import { occupations } from '../jobs/schema.ts';
import { recommendJobs, type ScorableJob } from './scorer.ts';

/** Runs the rule-based recommender over the occupations in the database. Same answers → same 3 jobs. */
export async function recommendForAnswers({
  db,
  answers,
}: {
  db: Db;
  answers: readonly Answer[];
}): Promise<{ recommendedJobs: Recommendation[]; relaxedRules: string[] }> {
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
  }));
  const { results, relaxedRules } = recommendJobs(jobs, answers);
  return {
    recommendedJobs: results.map(({ job, matchScore, reasons }) => ({
      jobId: job.id,
      jobTitle: job.name,
      jobDescription: job.description,
      imageUrl: job.imageUrl,
      matchScore,
      reasons,
    })),
    relaxedRules,
  };
}
