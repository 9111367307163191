import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { occupations, todoGroups } from '../../db/schema.ts';

/** `GET /v1/my-dream/todo/jobs`: the caller's chosen jobs, in the order they were chosen. */
export async function listMyJobs({ db }: { db: Db }, { memberId }: { memberId: number }) {
  return db
    .select({ todoGroupId: todoGroups.id, jobName: occupations.name, jobId: todoGroups.jobId })
    .from(todoGroups)
    .innerJoin(occupations, eq(occupations.id, todoGroups.jobId))
    .where(eq(todoGroups.memberId, memberId))
    .orderBy(asc(todoGroups.createdAt), asc(todoGroups.id));
}
