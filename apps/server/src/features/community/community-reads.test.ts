import { COMMUNITY_ACTIVE_DAYS } from '@dasibom/contract';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buffersOf, explainBothPlans, planProblems } from '../../test/plan-check.ts';
import { logStatements } from '../../test/statement-log.ts';
import { makeGroup } from '../../test/todo-groups.ts';
import { seedTodoScale } from '../../test/todo-scale.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const JOB = 5;

describe('others’ cards: statements per request', () => {
  const t = useTestApp({ app: { holdJobs: true } });

  it('is the same with 0, 3 and 30 cards: one statement, plus the token check for a member', async () => {
    const chooser = await createMember(t);
    await makeGroup(t, chooser.id, JOB, 2, 0, { checkEveryOther: true });
    const chooserToken = (await login(t, chooser)).accessToken;
    const newcomer = await createMember(t);
    const newcomerToken = (await login(t, newcomer)).accessToken;
    const log = logStatements(t.database);
    const routes = [
      { url: '/v1/todo/other/public', token: null },
      { url: '/v1/todo/other/public', token: chooserToken },
      { url: '/v1/todo/other', token: chooserToken },
      { url: '/v1/todo/other', token: newcomerToken },
      { url: `/v1/todo/other/simple/${JOB}`, token: null },
      { url: `/v1/todo/other/${JOB}?page=0`, token: null },
      { url: `/v1/todo/other/${JOB}?page=1`, token: chooserToken },
    ];
    const measure = async () => {
      const counts: Record<string, number> = {};
      for (const { url, token } of routes) {
        let cards = 0;
        const sent = await log.during(async () => {
          const res = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
          expect(res.statusCode, res.body).toBe(200);
          const data = res.json().data;
          cards = (Array.isArray(data) ? data : data.content).length;
        });
        counts[`${url} ${token ? 'member' : 'visitor'}`] = sent.length;
        expect(cards).toBeGreaterThanOrEqual(0);
      }
      return counts;
    };
    const expected = Object.fromEntries(
      routes.map(({ url, token }) => [`${url} ${token ? 'member' : 'visitor'}`, token ? 2 : 1]),
    );

    expect(await measure()).toEqual(expected);
    for (let i = 0; i < 3; i++)
      await makeGroup(t, (await createMember(t, { passwordHash: 'x' })).id, JOB, 4, 3, {
        checkEveryOther: true,
      });
    expect(await measure()).toEqual(expected);
    for (let i = 0; i < 27; i++)
      await makeGroup(t, (await createMember(t, { passwordHash: 'x' })).id, JOB, 8, 6, {
        checkEveryOther: true,
      });
    expect(await measure()).toEqual(expected);
    log.stop();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('others’ cards: plans at scale (PostgreSQL)', () => {
  let t: TestApp;
  let scale: { groups: number; todos: number };
  beforeAll(async () => {
    t = await buildTestApp({ holdJobs: true });
    scale = await seedTodoScale(t.database, { members: 10_000, todosPerGroup: 5, now: t.clock.now() });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('read the groups checked off lately and a page of an index, never every group, with no sequential scan', async () => {
    const viewer = await createMember(t);
    await makeGroup(t, viewer.id, JOB, 3, 3, { checkEveryOther: true });
    await makeGroup(t, viewer.id, JOB + 1, 3, 0, { checkEveryOther: true });
    const token = (await login(t, viewer)).accessToken;
    // "Most active" must look at every group with a public check-off in the last 14 days (its first key): that,
    // not the table, is what its reads may grow with.
    const since = new Date(
      t.clock.now().getTime() - COMMUNITY_ACTIVE_DAYS * 24 * 60 * 60 * 1000,
    ).toISOString();
    // What the answers may read, from the seeded data: "most active" must see every public check-off of the
    // last 14 days in its scope (its first key); a page must count the job's listed groups and skip the pages
    // before it. That, not the size of the tables, is what their reads may grow with.
    const [facts] = (
      await t.database.executeSql(
        `select count(*)::int as completions,
           count(*) filter (where g.job_id = $2)::int as job_completions,
           count(*) filter (where g.job_id in ($2, $3))::int as my_jobs_completions,
           (select count(*)::int from todo_groups l where l.job_id = $2
              and exists (select 1 from todos v where v.group_id = l.id and v.is_public and v.deleted_at is null))
             as job_listed
         from todos t join todo_groups g on g.id = t.group_id
         where t.is_public and t.deleted_at is null and t.completed_at >= $1`,
        [since, JOB, JOB + 1],
      )
    ).rows as {
      completions: number;
      job_completions: number;
      my_jobs_completions: number;
      job_listed: number;
    }[];
    const { completions, job_completions, my_jobs_completions, job_listed } = facts!;
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const log = logStatements(t.database);
    // Slack per statement: three cards with their member, job and newest to-dos, the token check, a few index pages.
    const slack = 60;
    const routes = [
      { url: '/v1/todo/other/public', token: null, maxRows: completions + slack },
      { url: '/v1/todo/other/public', token, maxRows: completions + slack },
      { url: '/v1/todo/other', token, maxRows: my_jobs_completions + slack },
      { url: `/v1/todo/other/simple/${JOB}`, token: null, maxRows: job_completions + slack },
      { url: `/v1/todo/other/${JOB}?page=0`, token, maxRows: job_listed + 10 + slack },
      { url: `/v1/todo/other/${JOB}?page=20`, token: null, maxRows: job_listed + 210 + slack },
    ];
    const failures: string[] = [];
    const report: string[] = [
      `${scale.groups} groups, ${scale.todos} to-dos; ${completions} public check-offs in 14 days, ${job_completions} on job ${JOB}; ${job_listed} listed groups on job ${JOB}`,
    ];
    for (const route of routes) {
      const sent = await log.during(async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: route.url,
          headers: route.token ? bearer(route.token) : {},
        });
        expect(res.statusCode, res.body).toBe(200);
      });
      for (const { text, values } of sent) {
        for (const [mode, summary] of await explainBothPlans(pool, text, values)) {
          const { maxRows } = route;
          const problems = [
            ...planProblems(summary, { bigTables: ['members', 'todo_groups', 'todos'], maxRows }),
          ];
          report.push(
            `${route.url} ${route.token ? 'member' : 'visitor'} (${mode}, max ${maxRows}) ${JSON.stringify(Object.fromEntries(summary.rowsRead))} ${buffersOf(summary)} buffers ${summary.executionMs.toFixed(1)} ms`,
          );
          if (problems.length > 0)
            failures.push(`${route.url} (${mode})\n${summary.text}\n${problems.join('\n')}`);
        }
      }
    }
    log.stop();
    if (process.env.PLAN_REPORT) console.log(report.join('\n'));
    expect(failures).toEqual([]);
  });
});
