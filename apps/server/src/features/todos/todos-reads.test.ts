import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todoGroups, todoImages, todos } from '../../db/schema.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buffersOf, explainBothPlans, planProblems } from '../../test/plan-check.ts';
import { logStatements } from '../../test/statement-log.ts';
import { seedTodoScale } from '../../test/todo-scale.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/** `count` to-dos in the group, every third with an image, straight in the database. */
async function addTodos(t: TestApp, groupId: number, count: number, from = 0) {
  if (count === 0) return;
  const rows = await t.db
    .insert(todos)
    .values(
      Array.from({ length: count }, (_, i) => ({
        groupId,
        title: `할일 ${from + i + 1}`,
        position: from + i,
        isPublic: i % 2 === 0,
        memoText: i % 5 === 0 ? '메모' : null,
      })),
    )
    .returning({ id: todos.id });
  const withImages = rows.filter((_, i) => i % 3 === 0);
  if (withImages.length > 0) {
    await t.db
      .insert(todoImages)
      .values(withImages.map((row) => ({ todoId: row.id, storageKey: `todos/${groupId}-${row.id}.webp` })));
  }
}

async function newMemberWithGroups(t: TestApp, jobs: number[]) {
  const member = await createMember(t);
  const groupIds: number[] = [];
  // The last group is the most recently active one.
  for (const [i, jobId] of jobs.entries()) {
    const lastActiveAt = new Date(t.clock.now().getTime() + i * 60_000);
    const [group] = await t.db
      .insert(todoGroups)
      .values({ memberId: member.id, jobId, lastActiveAt })
      .returning({ id: todoGroups.id });
    groupIds.push(group!.id);
  }
  return { token: (await login(t, member)).accessToken, groupIds };
}

describe('the member’s to-do list: statements per request', () => {
  const t = useTestApp({ app: { holdJobs: true } });

  it('is the same with 0, 3 and 60 to-dos: the token check and one statement', async () => {
    const { token, groupIds } = await newMemberWithGroups(t, [2, 3]);
    const groupId = groupIds[1]!;
    const log = logStatements(t.database);
    const urls = ['/v1/my-dream/todo', `/v1/my-dream/todo-group/${groupId}`, '/v1/my-dream/todo/jobs'];
    const measure = async () => {
      const counts: Record<string, number> = {};
      const sizes: number[] = [];
      for (const url of urls) {
        const sent = await log.during(async () => {
          const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
          expect(res.statusCode, res.body).toBe(200);
          const data = res.json().data;
          sizes.push(Array.isArray(data) ? data.length : data.todos.length);
        });
        counts[url] = sent.length;
      }
      return { counts, sizes };
    };
    const expected = Object.fromEntries(urls.map((url) => [url, 2]));

    expect(await measure()).toEqual({ counts: expected, sizes: [0, 0, 2] });
    await addTodos(t, groupId, 3);
    expect(await measure()).toEqual({ counts: expected, sizes: [3, 3, 2] });
    await addTodos(t, groupId, 57, 3);
    expect(await measure()).toEqual({ counts: expected, sizes: [60, 60, 2] });
    // Restorable to-dos (deleted within the window) come in the same statement.
    const deleted = await t.db
      .update(todos)
      .set({ deletedAt: t.clock.now() })
      .where(and(eq(todos.groupId, groupId), lt(todos.position, 5)))
      .returning({ id: todos.id });
    expect(deleted).toHaveLength(5);
    expect(await measure()).toEqual({ counts: expected, sizes: [55, 55, 2] });
    const res = await t.app.inject({ method: 'GET', url: '/v1/my-dream/todo', headers: bearer(token) });
    expect(res.json().data.restorableTodos).toHaveLength(5);
    log.stop();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the member’s to-do list: plans at scale (PostgreSQL)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ holdJobs: true });
      await seedTodoScale(t.database, { members: 10_000, todosPerGroup: 5, now: t.clock.now() });
    }, 120_000);
    afterAll(async () => {
      await t.close();
    });

    it('reads the member’s own rows by index, with no sequential scan', async () => {
      const { token, groupIds } = await newMemberWithGroups(t, [1, 2, 3, 4, 5, 6]);
      for (const groupId of groupIds) await addTodos(t, groupId, 30);
      await t.database.executeSql('analyze todos; analyze todo_groups; analyze todo_images');
      const pool = (t.database.db as unknown as { $client: import('pg').Pool }).$client;
      const log = logStatements(t.database);
      const failures: string[] = [];
      const report: string[] = [];
      for (const url of [
        '/v1/my-dream/todo',
        `/v1/my-dream/todo-group/${groupIds[2]}`,
        '/v1/my-dream/todo/jobs',
      ]) {
        const sent = await log.during(async () => {
          const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
          expect(res.statusCode, res.body).toBe(200);
        });
        for (const { text, values } of sent) {
          for (const [mode, summary] of await explainBothPlans(pool, text, values)) {
            const problems = [
              ...planProblems(summary, {
                bigTables: ['members', 'todo_groups', 'todos', 'todo_images'],
                // Six groups and their 180 to-dos, each looked up for an image: the member's rows, not the tables'.
                maxRows: 200,
              }),
            ];
            report.push(
              `${url} (${mode}) ${JSON.stringify(Object.fromEntries(summary.rowsRead))} ${buffersOf(summary)} buffers`,
            );
            if (problems.length > 0)
              failures.push(`${url} (${mode})\n${summary.text}\n${problems.join('\n')}`);
          }
        }
      }
      log.stop();
      if (process.env.PLAN_REPORT) console.log(report.join('\n'));
      expect(failures).toEqual([]);
    });
  },
);
