import { COMMUNITY_CARD_COUNT, type JobListItem } from '@dasibom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDemoSetting } from '../../db/demo-members.ts';
import { todos } from '../../db/schema.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { logStatements } from '../../test/statement-log.ts';
import { makeGroup } from '../../test/todo-groups.ts';

type Card = { todoGroupId: number; isDemo: boolean };

/**
 * Issue 27: "N명이 준비중" on the job list and the job detail, and the people the job's panel and /others/{jobId}
 * show, are one figure on the sample data: the panel showed 3 sample members beside "0명이 준비중" (or "1명" with
 * one real member whose plan is private).
 */
describe('N명이 준비중 and the people shown', () => {
  let t: TestApp;
  let owner: { id: number; token: string };
  const JOBS = Array.from({ length: 20 }, (_, i) => i + 1);

  beforeAll(async () => {
    t = await buildTestApp({ holdJobs: true });
    await applyDemoSetting({ db: t.db, now: t.clock.now(), enabled: true });
    // Real members beside the samples: public plans (shown), a private one and a deleted-only one (not shown).
    const ownerMember = await createMember(t);
    await makeGroup(t, ownerMember.id, 8, 3, 2);
    owner = { id: ownerMember.id, token: (await login(t, ownerMember)).accessToken };
    await makeGroup(t, (await createMember(t, { passwordHash: 'x' })).id, 8, 4, 0);
    await makeGroup(t, (await createMember(t, { passwordHash: 'x' })).id, 3, 2, 1);
    const deleted = await makeGroup(t, (await createMember(t, { passwordHash: 'x' })).id, 11, 1, 1);
    await t.db.update(todos).set({ deletedAt: t.clock.now() }).where(eq(todos.groupId, deleted));
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string, token?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data;
  };

  /** Every card /others/{jobId} shows the viewer, page after page. */
  const allOthers = async (jobId: number, token?: string) => {
    const cards: Card[] = [];
    const first = await get(`/v1/todo/other/${jobId}?page=0`, token);
    cards.push(...first.content);
    for (let page = 1; page < first.totalPages; page++)
      cards.push(...(await get(`/v1/todo/other/${jobId}?page=${page}`, token)).content);
    return { cards, first };
  };

  const jobList = async () => {
    const first = await get('/v1/job/list?pageNum=0');
    const items: JobListItem[] = [...first.content];
    for (let page = 1; page < first.totalPages; page++)
      items.push(...(await get(`/v1/job/list?pageNum=${page}`)).content);
    return new Map(items.map((item) => [item.jobId, item]));
  };

  it('counts exactly the people the panel and the others list show, sample members counted apart', async () => {
    const list = await jobList();
    const mismatches: string[] = [];
    let shownAnywhere = 0;
    for (const jobId of JOBS) {
      const { cards, first } = await allOthers(jobId);
      const panel: Card[] = await get(`/v1/todo/other/simple/${jobId}`);
      const detail = await get(`/v1/job/detail/${jobId}`);
      const item = list.get(jobId);
      const people = cards.length;
      const demo = cards.filter((card) => card.isDemo).length;
      shownAnywhere += people;
      const figures = {
        listNum: item?.todoGroupNum,
        listDemo: item?.todoGroupDemoNum,
        detailNum: detail.todoGroupNum,
        detailDemo: detail.todoGroupDemoNum,
        pageTotal: first.totalElements,
        pageDemo: first.demoElements,
        panel: panel.length,
      };
      const expected = {
        listNum: people,
        listDemo: demo,
        detailNum: people,
        detailDemo: demo,
        pageTotal: people,
        pageDemo: demo,
        panel: Math.min(COMMUNITY_CARD_COUNT, people),
      };
      if (JSON.stringify(figures) !== JSON.stringify(expected))
        mismatches.push(`job ${jobId}: ${JSON.stringify(figures)} ≠ ${JSON.stringify(expected)}`);
      // The panel's people are among those counted.
      const ids = new Set(cards.map((card) => card.todoGroupId));
      expect(panel.every((card) => ids.has(card.todoGroupId))).toBe(true);
    }
    expect(mismatches).toEqual([]);
    // The sample data is what is compared: 30 sample members and the real public plans.
    expect(shownAnywhere).toBeGreaterThanOrEqual(32);
  });

  it('leaves the viewer’s own plan out of the lists, and the figure says so', async () => {
    const visitor = await get('/v1/job/detail/8');
    const { cards, first } = await allOthers(8, owner.token);
    expect(cards.length).toBe(visitor.todoGroupNum - 1);
    expect(first.totalElements).toBe(cards.length);
    // The job's figure is the same for everyone (it counts the owner's public plan too).
    expect((await get('/v1/job/detail/8', owner.token)).todoGroupNum).toBe(visitor.todoGroupNum);
    expect(first.isMineCounted).toBe(true);
    expect((await allOthers(3, owner.token)).first.isMineCounted).toBe(false);
  });

  it('sends as many statements with 3 or 30 more plans (no read per job or per group)', async () => {
    const urls = [
      '/v1/job/list?pageNum=0',
      '/v1/job/list?pageNum=2',
      '/v1/job/detail/8',
      '/v1/todo/other/8?page=0',
    ];
    const log = logStatements(t.database);
    const measure = async () => {
      const counts: number[] = [];
      for (const url of urls) counts.push((await log.during(() => get(url))).length);
      return counts;
    };
    try {
      const before = await measure();
      expect(before).toEqual([2, 2, 2, 1]);
      for (let i = 0; i < 30; i++) {
        const jobId = i < 3 ? 8 : (i % 20) + 1;
        await makeGroup(t, (await createMember(t, { passwordHash: 'x' })).id, jobId, 2, 1);
      }
      expect(await measure()).toEqual(before);
    } finally {
      log.stop();
    }
  });
});
