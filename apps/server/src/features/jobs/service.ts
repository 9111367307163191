import {
  CERTIFICATE_REQUIREMENT_LABELS,
  codeOfLabel,
  type JobDetail,
  type JobListItem,
  type JobListQuery,
  LEVEL_LABELS,
  LIMITS,
  type Page,
  PHYSICAL_LABELS,
  SALARY_TYPE_LABELS,
  toPage,
  WORK_TIME_LABELS,
} from '@dasibom/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { preparingCountsSql } from '../../db/preparing-counts.ts';
import { AppError } from '../../errors.ts';
import { bind, compileStatement, type ListReads } from '../../platform/list-reads.ts';
import { occupations } from './schema.ts';

type OccupationRow = typeof occupations.$inferSelect;

const collator = new Intl.Collator('ko');

type PreparingCounts = Map<number, { people: number; demo: number }>;

const ALL_JOBS_PREPARING = compileStatement('jobs_preparing_counts', preparingCountsSql('true'));
const ONE_JOB_PREPARING = compileStatement('job_preparing_counts', preparingCountsSql('g.job_id = :job'));

/**
 * "N명이 준비중" per job, by the one definition the others list counts with (`preparingCountsSql`, issue 27): the
 * people with a public plan there, sample members included and counted apart (marked 예시). The same for every
 * viewer, so the answer needs no token (the page's shell preloads the detail without one).
 */
async function countPreparing(reads: ListReads, jobId?: number): Promise<PreparingCounts> {
  const statement = jobId === undefined ? ALL_JOBS_PREPARING : ONE_JOB_PREPARING;
  const rows = await reads.query<{ job_id: number; people: number; demo: number }>(
    statement.name,
    statement.text,
    bind(statement, { job: jobId, viewer: 0 }),
  );
  return new Map(rows.map((row) => [row.job_id, { people: Number(row.people), demo: Number(row.demo) }]));
}

function preparingOf(counts: PreparingCounts, jobId: number) {
  const found = counts.get(jobId);
  return { todoGroupNum: found?.people ?? 0, todoGroupDemoNum: found?.demo ?? 0 };
}

function toListItem(row: OccupationRow, groups: PreparingCounts): JobListItem {
  return {
    jobId: row.id,
    jobName: row.name,
    jobDescription: row.description,
    imageUrl: row.imageUrl,
    ...preparingOf(groups, row.id),
    requiredCertification:
      CERTIFICATE_REQUIREMENT_LABELS[
        row.certificationRequirement as keyof typeof CERTIFICATE_REQUIREMENT_LABELS
      ],
    workTimeInfo: WORK_TIME_LABELS[row.workTime as keyof typeof WORK_TIME_LABELS],
    physicalInfo: PHYSICAL_LABELS[row.physical as keyof typeof PHYSICAL_LABELS],
  };
}

/**
 * The job list: filters by the spec's Korean labels (AND-ed), 9 per page, sorted by name in Korean collation in
 * the application (a database ICU collation may be missing on PGlite). 20 rows: sorting in memory is cheap.
 */
export async function findJobs({
  db,
  reads,
  query,
}: {
  db: Db;
  reads: ListReads;
  query: JobListQuery;
}): Promise<Page<JobListItem>> {
  const conditions: SQL[] = [];
  if (query.require) {
    conditions.push(
      eq(
        occupations.certificationRequirement,
        String(codeOfLabel(CERTIFICATE_REQUIREMENT_LABELS, query.require)),
      ),
    );
  }
  if (query.workTime)
    conditions.push(eq(occupations.workTime, String(codeOfLabel(WORK_TIME_LABELS, query.workTime))));
  if (query.physical)
    conditions.push(eq(occupations.physical, String(codeOfLabel(PHYSICAL_LABELS, query.physical))));
  const rows = await db
    .select()
    .from(occupations)
    .where(and(...conditions));
  const groups = await countPreparing(reads);
  const sorted = rows.sort((a, b) => collator.compare(a.name, b.name));
  const size = LIMITS.jobListPageSize;
  const pageRows = sorted.slice(query.pageNum * size, (query.pageNum + 1) * size);
  return toPage(
    pageRows.map((row) => toListItem(row, groups)),
    query.pageNum,
    size,
    sorted.length,
  );
}

/** One job with its facts in the spec's labels, each with its source and year (ADR 030); unknown → 404. */
export async function findJobDetail({
  db,
  reads,
  jobId,
}: {
  db: Db;
  reads: ListReads;
  jobId: number;
}): Promise<JobDetail> {
  const [row] = await db.select().from(occupations).where(eq(occupations.id, jobId));
  if (!row) throw new AppError('JOB_NOT_FOUND');
  const groups = await countPreparing(reads, jobId);
  return {
    jobId: row.id,
    jobName: row.name,
    jobDescription: row.description,
    imageUrl: row.imageUrl,
    salaryType: SALARY_TYPE_LABELS[row.salaryType as keyof typeof SALARY_TYPE_LABELS],
    salaryCost: row.salaryCost,
    certification: row.certifications.map((c) => c.name),
    certificationPeriod: row.certifications.map((c) => c.preparationPeriod),
    requiredCertification:
      CERTIFICATE_REQUIREMENT_LABELS[
        row.certificationRequirement as keyof typeof CERTIFICATE_REQUIREMENT_LABELS
      ],
    workTimeInfo: WORK_TIME_LABELS[row.workTime as keyof typeof WORK_TIME_LABELS],
    strong: {
      physical: PHYSICAL_LABELS[row.physical as keyof typeof PHYSICAL_LABELS],
      stress: LEVEL_LABELS[row.emotional as keyof typeof LEVEL_LABELS],
      relationship: LEVEL_LABELS[row.interpersonal as keyof typeof LEVEL_LABELS],
    },
    ...preparingOf(groups, row.id),
    sources: {
      salaryCost: row.factSources.salaryCost,
      certificationPeriod: row.factSources.preparationPeriods,
      certification: row.factSources.certificates,
      classification: row.factSources.classification,
      moreInfo: row.factSources.moreInfo,
    },
  };
}
