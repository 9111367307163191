import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { occupations, starterTodos, todoGroups, todos } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../platform/clock.ts';

/** Group and starter to-dos in one transaction; new to-dos start private. Already chosen → 409. */
export async function addJobToMyList(
  { db, clock }: { db: Db; clock: Clock },
  { memberId, jobId }: { memberId: number; jobId: number },
): Promise<{ todoGroupId: number; todoCount: number }> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select({ id: occupations.id }).from(occupations).where(eq(occupations.id, jobId));
    if (!job) throw new AppError('JOB_NOT_FOUND');
    const now = clock.now();
    const inserted = await tx
      .insert(todoGroups)
      .values({ memberId, jobId, createdAt: now, lastActiveAt: now })
      .onConflictDoNothing({ target: [todoGroups.memberId, todoGroups.jobId] })
      .returning({ id: todoGroups.id });
    const group = inserted[0];
    if (!group) throw new AppError('JOB_ALREADY_ADDED');
    const starters = await tx
      .select({ title: starterTodos.title, position: starterTodos.position })
      .from(starterTodos)
      .where(eq(starterTodos.occupationId, jobId))
      .orderBy(asc(starterTodos.position));
    if (starters.length > 0) {
      await tx.insert(todos).values(
        starters.map((s, index) => ({
          groupId: group.id,
          title: s.title,
          position: index,
          isPublic: false,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    return { todoGroupId: group.id, todoCount: starters.length };
  });
}
