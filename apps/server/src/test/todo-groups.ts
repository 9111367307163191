import { todoGroups, todos } from '../db/schema.ts';
import type { TestApp } from './build-test-app.ts';

/**
 * A group of `memberId` on `jobId` with `count` to-dos a minute apart, the first `publicCount` of them public;
 * with `checkEveryOther`, the first, third, … are done.
 */
export async function makeGroup(
  t: TestApp,
  memberId: number,
  jobId: number,
  count: number,
  publicCount: number,
  { checkEveryOther = false } = {},
) {
  const now = t.clock.now();
  const [group] = await t.db
    .insert(todoGroups)
    .values({ memberId, jobId, createdAt: now, lastActiveAt: now })
    .returning({ id: todoGroups.id });
  const done = (position: number) => checkEveryOther && position % 2 === 0;
  if (count > 0) {
    await t.db.insert(todos).values(
      Array.from({ length: count }, (_, position) => ({
        groupId: group!.id,
        title: `할일 ${position + 1}`,
        position,
        isPublic: position < publicCount,
        ...(done(position) ? { completed: true, completedAt: now } : {}),
        createdAt: new Date(now.getTime() + position * 60_000),
      })),
    );
  }
  return group!.id;
}
