import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { todoGroups, todos } from '../../db/schema.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { purgeDeletedTodos, TODO_PURGE_AFTER_MS } from './todo-state.ts';

// todo_groups.visible_todo_count and last_visible_completion_at are kept by a trigger on todos (migration 0012);
// the community lists trust them instead of counting. These tests compare them with a count after every kind of
// write, and on PostgreSQL with two transactions changing one group at once.

const t = useTestApp({ app: { holdJobs: true } });

/** Groups whose kept columns differ from what their to-dos say (empty when the trigger kept up). */
async function drifted() {
  const { rows } = await t.database.executeSql(
    `select g.id, g.visible_todo_count, g.last_visible_completion_at, v.n, v.last
     from todo_groups g
     cross join lateral (
       select count(*)::int as n, max(t.completed_at) as last from todos t
       where t.group_id = g.id and t.is_public and t.deleted_at is null
     ) v
     where (g.visible_todo_count, g.last_visible_completion_at) is distinct from (v.n, v.last)`,
  );
  return rows;
}

const kept = async (groupId: number) =>
  (
    await t.db
      .select({ count: todoGroups.visibleTodoCount, last: todoGroups.lastVisibleCompletionAt })
      .from(todoGroups)
      .where(eq(todoGroups.id, groupId))
  )[0]!;

describe('the group’s visible to-do count and latest public check-off', () => {
  it('follow every write to todos: the API’s, the purge’s, plain SQL’s', async () => {
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object | FormData) =>
      t.app.inject({ method, url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      return body;
    };
    const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
      const answer = await res;
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { data: Record<string, unknown> }).data;
    };

    // Starter to-dos come private.
    const { todoGroupId: groupId } = (await ok(call('POST', '/v1/my-dream/job/7'))) as {
      todoGroupId: number;
    };
    expect(await kept(groupId)).toEqual({ count: 0, last: null });
    const { todoId: a } = (await ok(
      call('POST', `/v1/my-dream/todo-group/${groupId}`, form({ todoTitle: '공개', isPublic: 'true' })),
    )) as { todoId: number };
    const { todoId: b } = (await ok(
      call('POST', `/v1/my-dream/todo-group/${groupId}`, form({ todoTitle: '비공개' })),
    )) as { todoId: number };
    expect(await kept(groupId)).toEqual({ count: 1, last: null });

    await ok(call('PATCH', `/v1/my-dream/todo/${a}/complete-state`, { completed: true }));
    const checkedAt = t.clock.now();
    expect(await kept(groupId)).toEqual({ count: 1, last: checkedAt });
    // A private check-off is nobody else's business.
    t.clock.advance(60_000);
    await ok(call('PATCH', `/v1/my-dream/todo/${b}/complete-state`, { completed: true }));
    expect(await kept(groupId)).toEqual({ count: 1, last: checkedAt });
    // Made public, its check-off counts.
    await ok(call('PUT', `/v1/my-dream/todo/${b}`, form({ todoTitle: '비공개', isPublic: 'true' })));
    expect(await kept(groupId)).toEqual({ count: 2, last: t.clock.now() });
    await ok(call('PATCH', `/v1/my-dream/todo/${b}/complete-state`, { completed: false }));
    expect(await kept(groupId)).toEqual({ count: 2, last: checkedAt });
    await ok(call('DELETE', `/v1/my-dream/todo/${a}`));
    expect(await kept(groupId)).toEqual({ count: 1, last: null });
    await ok(call('POST', `/v1/my-dream/todo/${a}/restore`));
    expect(await kept(groupId)).toEqual({ count: 2, last: checkedAt });
    await ok(call('PATCH', `/v1/my-dream/todo/${groupId}/public-state`, { isPublic: true }));
    const all = (await t.db.select({ id: todos.id }).from(todos).where(eq(todos.groupId, groupId))).length;
    expect(await kept(groupId)).toEqual({ count: all, last: checkedAt });
    await ok(call('PATCH', `/v1/my-dream/todo/${groupId}/public-state`, { isPublic: false }));
    expect(await kept(groupId)).toEqual({ count: 0, last: null });
    await ok(call('PATCH', `/v1/my-dream/todo/${groupId}/public-state`, { isPublic: true }));

    // Deleted, then purged: the purge removes rows nobody could see.
    await ok(call('DELETE', `/v1/my-dream/todo/${b}`));
    await purgeDeletedTodos({
      db: t.db,
      storage: t.storage,
      now: new Date(t.clock.now().getTime() + TODO_PURGE_AFTER_MS + 60_000),
    });
    expect(await kept(groupId)).toEqual({ count: all - 1, last: checkedAt });

    // Plain SQL, several groups in one statement: inserts, a move between groups, deletes.
    const other = (await ok(call('POST', '/v1/my-dream/job/8'))) as { todoGroupId: number };
    await t.db.insert(todos).values([
      { groupId, title: 'x', position: 100, isPublic: true, completed: true, completedAt: t.clock.now() },
      { groupId: other.todoGroupId, title: 'y', position: 100, isPublic: true },
    ]);
    await t.db.update(todos).set({ groupId: other.todoGroupId }).where(eq(todos.id, a));
    await t.db.execute(sql`delete from ${todos} where ${todos.title} = 'y'`);
    expect(await drifted()).toEqual([]);

    // Withdrawal deletes the groups with their to-dos.
    await ok(call('POST', '/v1/member/auth/withdraw'));
    expect(await drifted()).toEqual([]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, stay right when two transactions change one group at once',
    async () => {
      const member = await createMember(t, { passwordHash: 'x' });
      const [group] = await t.db
        .insert(todoGroups)
        .values({ memberId: member.id, jobId: 9 })
        .returning({ id: todoGroups.id });
      const [first, second] = await t.db
        .insert(todos)
        .values([
          { groupId: group!.id, title: '하나', position: 0 },
          { groupId: group!.id, title: '둘', position: 1 },
        ])
        .returning({ id: todos.id });
      const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
      const one = await pool.connect();
      const two = await pool.connect();
      try {
        await one.query('begin');
        await one.query('update todos set is_public = true where id = $1', [first!.id]);
        await two.query('begin');
        const [{ pid }] = (await two.query<{ pid: number }>('select pg_backend_pid() as pid')).rows as [
          { pid: number },
        ];
        // The second writer's count must wait for the first one's commit, or it misses the first to-do.
        const secondWrite = two.query('update todos set is_public = true where id = $1', [second!.id]);
        for (;;) {
          const { rows } = await pool.query(
            `select 1 from pg_stat_activity where pid = $1 and wait_event_type = 'Lock'`,
            [pid],
          );
          if (rows.length > 0) break;
          await new Promise((resolve) => setImmediate(resolve));
        }
        await one.query('commit');
        await secondWrite;
        await two.query('commit');
      } finally {
        one.release();
        two.release();
      }
      expect(await kept(group!.id)).toEqual({ count: 2, last: null });
      expect(await drifted()).toEqual([]);
    },
  );
});
