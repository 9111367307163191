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
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../errors.ts';
import { members } from '../members/schema.ts';
import { todoGroups } from '../todos/schema.ts';
import { occupations } from './schema.ts';

type OccupationRow = typeof occupations.$inferSelect;

const collator = new Intl.Collator('ko');

/**
 * How many members chose each job (one to-do group per member and job). Sample members do not count: a number
 * cannot be marked 예시 (ADR 019).
 */
async function countGroupsByJob(db: Db, jobId?: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ jobId: todoGroups.jobId, n: count() })
    .from(todoGroups)
    .innerJoin(members, and(eq(members.id, todoGroups.memberId), eq(members.isDemo, false)))
    .where(jobId === undefined ? undefined : eq(todoGroups.jobId, jobId))
    .groupBy(todoGroups.jobId);
  return new Map(rows.map((row) => [row.jobId, Number(row.n)]));
}

function toListItem(row: OccupationRow, groups: Map<number, number>): JobListItem {
  return {
    jobId: row.id,
    jobName: row.name,
    jobDescription: row.description,
    imageUrl: row.imageUrl,
    todoGroupNum: groups.get(row.id) ?? 0,
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
export async function findJobs({ db, query }: { db: Db; query: JobListQuery }): Promise<Page<JobListItem>> {
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
  const groups = await countGroupsByJob(db);
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
export async function findJobDetail({ db, jobId }: { db: Db; jobId: number }): Promise<JobDetail> {
  const [row] = await db.select().from(occupations).where(eq(occupations.id, jobId));
  if (!row) throw new AppError('JOB_NOT_FOUND');
  const groups = await countGroupsByJob(db, jobId);
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
    todoGroupNum: groups.get(row.id) ?? 0,
    sources: {
      salaryCost: row.factSources.salaryCost,
      certificationPeriod: row.factSources.preparationPeriods,
      certification: row.factSources.certificates,
      classification: row.factSources.classification,
      moreInfo: row.factSources.moreInfo,
    },
  };
}
