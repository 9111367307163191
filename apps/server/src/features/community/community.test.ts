import * as contract from '@dasibom/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, todoGroups, todoGroupViews, todoImages, todos } from '../../db/schema.ts';
import { bearer, createMember, injectAs, login, type TestMember } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { purgeGroupViews } from './service.ts';

const { COMMUNITY_PAGE_SIZE, OtherTodoCardsSchema, OtherTodoGroupSchema, OtherTodoMemoSchema } = contract;
const { OtherTodoPageSchema, successEnvelope } = contract;

const t = useTestApp();

const DAY = 24 * 60 * 60 * 1000;

type Session = { member: TestMember; accessToken: string };
async function newSession(app: TestApp = t): Promise<Session> {
  const member = await createMember(app);
  const { accessToken } = await login(app, member);
  return { member, accessToken };
}

/** A member who only owns data (never logs in): no argon2 work. */
const owner = (app: TestApp = t) => createMember(app, { passwordHash: 'x' });

type TodoSpec = {
  isPublic: boolean;
  deleted?: boolean;
  completed?: boolean;
  completedAt?: Date;
  memoText?: string;
  link?: string;
};

/** A group with exactly these to-dos (positions in order, created a minute apart), straight in the database. */
async function makeGroup(
  app: TestApp,
  memberId: number,
  jobId: number,
  specs: TodoSpec[],
  { createdAt = app.clock.now(), totalView = 0 } = {},
) {
  const [group] = await app.db
    .insert(todoGroups)
    .values({ memberId, jobId, createdAt, lastActiveAt: createdAt, totalView })
    .returning({ id: todoGroups.id });
  const ids: number[] = [];
  for (const [position, spec] of specs.entries()) {
    const created = new Date(createdAt.getTime() + position * 60_000);
    const [row] = await app.db
      .insert(todos)
      .values({
        groupId: group!.id,
        title: `할일 ${position + 1}`,
        position,
        isPublic: spec.isPublic,
        completed: spec.completed ?? false,
        completedAt: spec.completed ? (spec.completedAt ?? created) : null,
        deletedAt: spec.deleted ? created : null,
        memoText: spec.memoText ?? null,
        link: spec.link ?? null,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: todos.id });
    ids.push(row!.id);
  }
  return { groupId: group!.id, todoIds: ids };
}

type Who = Session | null | { headers: Record<string, string>; remoteAddress?: string };
function get(url: string, who: Who = null, app: TestApp = t) {
  if (who && 'headers' in who) {
    return app.app.inject({
      method: 'GET',
      url,
      headers: who.headers,
      ...(who.remoteAddress ? { remoteAddress: who.remoteAddress } : {}),
    });
  }
  return app.app.inject({ method: 'GET', url, headers: who ? bearer(who.accessToken) : {} });
}
async function cards(url: string, who: Who = null, app: TestApp = t) {
  const res = await get(url, who, app);
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(OtherTodoCardsSchema).parse(res.json()).data;
}
async function page(jobId: number, n: number, who: Who = null, app: TestApp = t) {
  const res = await get(`/v1/todo/other/${jobId}?page=${n}`, who, app);
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(OtherTodoPageSchema).parse(res.json()).data;
}
async function groupView(groupId: number, who: Who = null, app: TestApp = t) {
  const res = await get(`/v1/todo/${groupId}`, who, app);
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(OtherTodoGroupSchema).parse(res.json()).data;
}
const totalViewOf = async (groupId: number, app: TestApp = t) =>
  (await app.db.select({ v: todoGroups.totalView }).from(todoGroups).where(eq(todoGroups.id, groupId)))[0]!.v;

/** mulberry32: a small seeded PRNG, so a failing mix can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('privacy: what others see, over random public/private/deleted mixes', () => {
  // Jobs used only by this block, so its expectations are exact for the job lists.
  const JOBS = [1, 2, 3];

  it.each([20260601, 7, 424242])(
    'shows only public, live to-dos in all six calls (seed %i)',
    async (seed) => {
      const app = await buildTestApp();
      try {
        const random = prng(seed);
        const viewer = await newSession(app);
        type Made = {
          groupId: number;
          memberId: number;
          jobId: number;
          specs: TodoSpec[];
          todoIds: number[];
        };
        const made: Made[] = [];
        const owners = [viewer.member.id];
        for (let i = 0; i < 5; i += 1) owners.push((await owner(app)).id);
        for (const memberId of owners) {
          const jobs = JOBS.filter(() => random() < 0.7);
          for (const jobId of jobs) {
            const specs: TodoSpec[] = Array.from({ length: 1 + Math.floor(random() * 7) }, () => ({
              isPublic: random() < 0.5,
              deleted: random() < 0.25,
              completed: random() < 0.4,
              memoText: random() < 0.5 ? '메모' : undefined,
            }));
            const createdAt = new Date(app.clock.now().getTime() - Math.floor(random() * 30) * DAY);
            const { groupId, todoIds } = await makeGroup(app, memberId, jobId, specs, {
              createdAt,
              totalView: Math.floor(random() * 5),
            });
            made.push({ groupId, memberId, jobId, specs, todoIds });
          }
        }
        const visibleOf = (m: Made) =>
          m.todoIds.filter((_, i) => m.specs[i]!.isPublic && !m.specs[i]!.deleted);
        const byGroup = new Map(made.map((m) => [m.groupId, m]));
        const visibleIds = new Set(made.flatMap(visibleOf));
        const listedFor = (memberId: number | null) =>
          made.filter((m) => m.memberId !== memberId && visibleOf(m).length > 0);

        const checkCard = (card: { todoGroupId: number; todoCount: number; todos: { todoId: number }[] }) => {
          const m = byGroup.get(card.todoGroupId);
          expect(m, `unknown group ${card.todoGroupId}`).toBeDefined();
          const visible = visibleOf(m!);
          expect(visible.length, 'a listed group has a public to-do').toBeGreaterThan(0);
          expect(card.todoCount).toBe(visible.length);
          // The 3 newest public ones (created a minute apart, so the last positions), newest first.
          expect(card.todos.map((todo) => todo.todoId)).toEqual(visible.slice(-3).reverse());
          for (const todo of card.todos) expect(visibleIds.has(todo.todoId)).toBe(true);
        };

        for (const who of [viewer, null] as const) {
          const me = who ? who.member.id : null;
          const listed = listedFor(me);
          const top = await cards('/v1/todo/other/public', who, app);
          expect(top.length).toBe(Math.min(3, listed.length));
          top.forEach(checkCard);
          for (const card of top) expect(byGroup.get(card.todoGroupId)!.memberId).not.toBe(me);

          for (const jobId of JOBS) {
            const listedForJob = listed.filter((m) => m.jobId === jobId);
            const simple = await cards(`/v1/todo/other/simple/${jobId}`, who, app);
            expect(simple.length).toBe(Math.min(3, listedForJob.length));
            simple.forEach(checkCard);
            const seen: number[] = [];
            for (let n = 0; ; n += 1) {
              const p = await page(jobId, n, who, app);
              p.content.forEach(checkCard);
              seen.push(...p.content.map((card) => card.todoGroupId));
              expect(p.totalElements).toBe(listedForJob.length);
              if (p.last || p.empty) break;
            }
            // Every listed group exactly once, oldest group first; never the viewer's own.
            expect(seen).toEqual(listedForJob.map((m) => m.groupId).sort((a, b) => a - b));
          }
        }

        const same = await cards('/v1/todo/other', viewer, app);
        same.forEach(checkCard);
        const myJobs = new Set(made.filter((m) => m.memberId === viewer.member.id).map((m) => m.jobId));
        const sameListed = listedFor(viewer.member.id).filter(
          (m) => myJobs.size === 0 || myJobs.has(m.jobId),
        );
        expect(same.length).toBe(Math.min(3, sameListed.length));
        for (const card of same) {
          if (myJobs.size > 0) expect(myJobs.has(card.jobId)).toBe(true);
        }

        for (const m of made) {
          const visible = visibleOf(m);
          const res = await get(`/v1/todo/${m.groupId}`, viewer, app);
          if (visible.length === 0) {
            expect(res.statusCode, res.body).toBe(404);
            expect(res.json().code).toBe('TODO_GROUP_NOT_FOUND');
          } else {
            expect(res.statusCode, res.body).toBe(200);
            const group = successEnvelope(OtherTodoGroupSchema).parse(res.json()).data;
            expect(group.todos.map((todo) => todo.todoId)).toEqual(visible);
            expect(group.todoCount).toBe(visible.length);
            expect(group.completedCount).toBe(
              m.todoIds.filter((id, i) => visible.includes(id) && m.specs[i]!.completed).length,
            );
            expect(group.isMine).toBe(m.memberId === viewer.member.id);
          }
          for (const [i, todoId] of m.todoIds.entries()) {
            const spec = m.specs[i]!;
            const memo = await get(`/v1/todo/${todoId}/memo`, null, app);
            if (spec.deleted) {
              expect(memo.statusCode).toBe(404);
              expect(memo.json().code).toBe('TODO_NOT_FOUND');
            } else if (!spec.isPublic) {
              expect(memo.statusCode).toBe(403);
              expect(memo.json().code).toBe('TODO_MEMO_NOT_PUBLIC');
              expect(memo.body).not.toContain('메모"');
            } else {
              expect(memo.statusCode).toBe(200);
              expect(memo.json().data.todoId).toBe(todoId);
            }
          }
        }
      } finally {
        await app.close();
      }
    },
  );
});

describe('own groups', () => {
  it('never appear in a member’s lists; viewing one shows it as others see it and counts no view', async () => {
    const JOB = 4;
    const a = await newSession();
    const b = await newSession();
    const { groupId } = await makeGroup(t, a.member.id, JOB, [{ isPublic: true }, { isPublic: false }]);
    const ids = (list: { todoGroupId: number }[]) => list.map((card) => card.todoGroupId);

    expect(ids(await cards(`/v1/todo/other/simple/${JOB}`, a))).not.toContain(groupId);
    expect(ids((await page(JOB, 0, a)).content)).not.toContain(groupId);
    expect(ids(await cards('/v1/todo/other/public', a))).not.toContain(groupId);
    expect(ids(await cards('/v1/todo/other', a))).not.toContain(groupId);
    // Someone else (and a visitor) sees it.
    expect(ids(await cards(`/v1/todo/other/simple/${JOB}`, b))).toContain(groupId);
    expect(ids((await page(JOB, 0)).content)).toContain(groupId);

    const mine = await groupView(groupId, a);
    expect(mine.isMine).toBe(true);
    expect(mine.todos).toHaveLength(1);
    expect(mine.totalView).toBe(0);
    expect(await totalViewOf(groupId)).toBe(0);
  });

  it('answers "same dream" with other members of the viewer’s jobs, and the most active for a member without one', async () => {
    const app = await buildTestApp();
    try {
      const viewer = await newSession(app);
      const other = await owner(app);
      const care = await makeGroup(app, other.id, 1, [{ isPublic: true }]);
      const barista = await makeGroup(app, other.id, 18, [{ isPublic: true }]);
      const ids = (list: { todoGroupId: number }[]) => list.map((card) => card.todoGroupId).sort();

      // No job chosen yet: the same cards as /other/public.
      expect(ids(await cards('/v1/todo/other', viewer, app))).toEqual(
        ids(await cards('/v1/todo/other/public', viewer, app)),
      );
      await makeGroup(app, viewer.member.id, 18, [{ isPublic: false }]);
      expect(ids(await cards('/v1/todo/other', viewer, app))).toEqual([barista.groupId]);
      expect(ids(await cards('/v1/todo/other/public', viewer, app))).toEqual(
        [care.groupId, barista.groupId].sort(),
      );

      const visitor = await get('/v1/todo/other', null, app);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('AUTH_REQUIRED');
    } finally {
      await app.close();
    }
  });
});

describe('memos of others', () => {
  it('answers a public memo to anyone; private → 403; missing or deleted → 404', async () => {
    const someone = await owner();
    const {
      todoIds: [open, closed, gone],
    } = await makeGroup(t, someone.id, 5, [
      { isPublic: true, memoText: '공개 메모', link: 'https://youtu.be/dQw4w9WgXcQ' },
      { isPublic: false, memoText: '비밀 메모' },
      { isPublic: true, deleted: true, memoText: '지운 메모' },
    ]);
    await t.db.insert(todoImages).values({ todoId: open!, storageKey: 'todos/abc.webp' });
    const viewer = await newSession();

    for (const who of [viewer, null]) {
      const res = await get(`/v1/todo/${open}/memo`, who);
      expect(res.statusCode, res.body).toBe(200);
      const memo = successEnvelope(OtherTodoMemoSchema).parse(res.json()).data;
      expect(memo).toMatchObject({
        todoId: open,
        memoText: '공개 메모',
        linkVideoId: 'dQw4w9WgXcQ',
        isDemo: false,
      });
      expect(memo.images).toHaveLength(1);
      expect(memo.images[0]!.imageUrl).toContain('todos/abc.webp');
    }

    const refused = async (id: number, status: number, error: object, unsaid: string) => {
      const res = await get(`/v1/todo/${id}/memo`, viewer);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject(error);
      expect(res.body).not.toContain(unsaid);
    };
    await refused(
      closed!,
      403,
      { code: 'TODO_MEMO_NOT_PUBLIC', message: '공개되지 않은 투두 메모입니다.' },
      '비밀 메모',
    );
    for (const id of [gone!, 2_000_000_000]) {
      await refused(
        id,
        404,
        { code: 'TODO_NOT_FOUND', message: '투두 데이터를 찾을 수 없습니다.' },
        '지운 메모',
      );
    }
  });
});

describe('view counting', () => {
  it('counts a view once per viewer per Seoul day, members and visitors alike, never storing the IP', async () => {
    const someone = await owner();
    const { groupId } = await makeGroup(t, someone.id, 6, [{ isPublic: true }]);
    const a = await newSession();
    const b = await newSession();
    const visitor = { headers: { 'user-agent': 'Mozilla/5.0 test' }, remoteAddress: '203.0.113.77' };

    expect((await groupView(groupId, a)).totalView).toBe(1);
    expect((await groupView(groupId, a)).totalView).toBe(1);
    expect((await groupView(groupId, b)).totalView).toBe(2);
    expect((await groupView(groupId, visitor)).totalView).toBe(3);
    expect((await groupView(groupId, visitor)).totalView).toBe(3);
    // A member's token is what counts, not the address it comes from.
    await groupView(groupId, { headers: bearer(a.accessToken), remoteAddress: '198.51.100.9' });
    expect(await totalViewOf(groupId)).toBe(3);
    // Another browser on the same address is another visitor.
    const otherBrowser = { headers: { 'user-agent': 'Other/1.0' }, remoteAddress: '203.0.113.77' };
    expect((await groupView(groupId, otherBrowser)).totalView).toBe(4);
    // Two requests at once by one viewer: still one.
    await Promise.all([groupView(groupId, b), groupView(groupId, b), groupView(groupId, visitor)]);
    expect(await totalViewOf(groupId)).toBe(4);

    const rows = await t.db.select().from(todoGroupViews).where(eq(todoGroupViews.groupId, groupId));
    expect(rows).toHaveLength(4);
    const keys = rows.map((row) => row.viewerKey).sort();
    expect(keys).toContain(`m:${a.member.id}`);
    for (const key of keys) {
      expect(key).not.toContain('203.0.113.77');
      expect(key).not.toContain('Mozilla');
      expect(key).toMatch(/^(m:\d+|v:[A-Za-z0-9_-]{22})$/);
    }

    // The next day in Seoul (the fake clock): every viewer counts again, once.
    const today = t.clock.now();
    t.clock.set(new Date(today.getTime() + DAY));
    try {
      expect((await groupView(groupId, a)).totalView).toBe(5);
      expect((await groupView(groupId, visitor)).totalView).toBe(6);
      expect((await groupView(groupId, a)).totalView).toBe(6);
      // The purge keeps the rows a day's counting needs and drops those over two days old.
      expect((await purgeGroupViews({ db: t.db, now: t.clock.now() })).groupViews).toBe(0);
      const later = new Date(today.getTime() + 3 * DAY);
      await purgeGroupViews({ db: t.db, now: later });
      const left = await t.db.select().from(todoGroupViews).where(eq(todoGroupViews.groupId, groupId));
      expect(left).toHaveLength(2);
    } finally {
      t.clock.set(today);
    }
  });

  it('erases a withdrawn member’s view rows but keeps the counts', async () => {
    const someone = await owner();
    const { groupId } = await makeGroup(t, someone.id, 6, [{ isPublic: true }]);
    const s = await newSession();
    await groupView(groupId, s);
    const res = await injectAs(t, s.accessToken, 'POST', '/v1/member/auth/withdraw');
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db
      .select()
      .from(todoGroupViews)
      .where(eq(todoGroupViews.viewerKey, `m:${s.member.id}`));
    expect(rows).toHaveLength(0);
    expect(await totalViewOf(groupId)).toBe(1);
  });
});

describe('paging', () => {
  it('pages 10 at a time in group-id order; a group made public between reads neither repeats nor shifts a card', async () => {
    const JOB = 10;
    const made: number[] = [];
    for (let i = 0; i < 23; i += 1) {
      const m = await owner();
      made.push((await makeGroup(t, m.id, JOB, [{ isPublic: true }])).groupId);
    }
    // Private-only groups are not counted.
    await makeGroup(t, (await owner()).id, JOB, [{ isPublic: false }]);

    const first = await page(JOB, 0);
    expect(first).toMatchObject({ totalElements: 23, totalPages: 3, size: COMMUNITY_PAGE_SIZE, number: 0 });
    expect(first.content).toHaveLength(10);

    // Someone chooses the job through the API and opens the plan to everyone while the reader is on page 1.
    const late = await newSession();
    const added = await injectAs(t, late.accessToken, 'POST', `/v1/my-dream/job/${JOB}`);
    expect(added.statusCode, added.body).toBe(200);
    const lateGroup = added.json().data.todoGroupId as number;
    const opened = await injectAs(
      t,
      late.accessToken,
      'PATCH',
      `/v1/my-dream/todo/${lateGroup}/public-state`,
      { isPublic: true },
    );
    expect(opened.statusCode, opened.body).toBe(200);

    const second = await page(JOB, 1);
    const third = await page(JOB, 2);
    expect(third.totalElements).toBe(24);
    const seen = [...first.content, ...second.content, ...third.content].map((card) => card.todoGroupId);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...made, lateGroup]);
    expect(third.last).toBe(true);

    const beyond = await page(JOB, 7);
    expect(beyond).toMatchObject({ empty: true, numberOfElements: 0, totalElements: 24 });
  });

  it('answers 404 for an unknown job and 400 for malformed ids or pages, never 500', async () => {
    for (const url of ['/v1/todo/other/simple/999', '/v1/todo/other/999', '/v1/todo/other/999?page=0']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('JOB_NOT_FOUND');
    }
    const bad = [
      '/v1/todo/other/simple/abc',
      '/v1/todo/other/simple/0',
      '/v1/todo/other/-1',
      '/v1/todo/other/1.5',
      '/v1/todo/other/99999999999',
      '/v1/todo/other/1?page=-1',
      '/v1/todo/other/1?page=abc',
      '/v1/todo/other/1?page=1.5',
      '/v1/todo/abc',
      '/v1/todo/0',
      '/v1/todo/99999999999',
      '/v1/todo/abc/memo',
      '/v1/todo/-3/memo',
    ];
    for (const url of bad) {
      const res = await get(url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const missing = await get('/v1/todo/2000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('TODO_GROUP_NOT_FOUND');
    // A stale or broken token on an optional-auth call is ignored.
    const stale = await get('/v1/todo/other/public', { headers: { authorization: 'Bearer broken' } });
    expect(stale.statusCode).toBe(200);
  });
});

describe('most active', () => {
  it('orders by public completions in the last 14 days, then views, then the latest activity', async () => {
    const app = await buildTestApp();
    try {
      const now = app.clock.now();
      const ago = (days: number) => new Date(now.getTime() - days * DAY);
      const people = await Promise.all(Array.from({ length: 5 }, () => owner(app)));
      // 2 recent public completions (and one private one, which must not count).
      const busy = await makeGroup(app, people[0]!.id, 1, [
        { isPublic: true, completed: true, completedAt: ago(1) },
        { isPublic: true, completed: true, completedAt: ago(13) },
        { isPublic: false, completed: true, completedAt: ago(1) },
      ]);
      // 1 recent completion beats many views.
      const steady = await makeGroup(
        app,
        people[1]!.id,
        2,
        [{ isPublic: true, completed: true, completedAt: ago(2) }],
        { totalView: 500 },
      );
      // Private completions only: counts as none.
      const hidden = await makeGroup(
        app,
        people[2]!.id,
        3,
        [
          { isPublic: true },
          { isPublic: false, completed: true, completedAt: ago(1) },
          { isPublic: false, completed: true, completedAt: ago(1) },
          { isPublic: false, completed: true, completedAt: ago(1) },
        ],
        { totalView: 5 },
      );
      // Old completions only, but many views.
      const famous = await makeGroup(
        app,
        people[3]!.id,
        4,
        [{ isPublic: true, completed: true, completedAt: ago(30) }],
        { totalView: 100 },
      );
      await makeGroup(app, people[4]!.id, 5, [{ isPublic: true }], { totalView: 1 });

      const top = await cards('/v1/todo/other/public', null, app);
      expect(top.map((card) => card.todoGroupId)).toEqual([busy.groupId, steady.groupId, famous.groupId]);
      expect(top[0]!.todoCount).toBe(2);
      expect(top.map((card) => card.todoGroupId)).not.toContain(hidden.groupId);

      // A completion through the API (completed_at set now) lifts a group into the lead.
      const s = await newSession(app);
      const mine = await makeGroup(app, s.member.id, 6, [
        { isPublic: true },
        { isPublic: true },
        { isPublic: true },
      ]);
      for (const todoId of mine.todoIds) {
        const res = await injectAs(
          app,
          s.accessToken,
          'PATCH',
          `/v1/my-dream/todo/${todoId}/complete-state`,
          { completed: true },
        );
        expect(res.statusCode, res.body).toBe(200);
      }
      const after = await cards('/v1/todo/other/public', null, app);
      expect(after[0]!.todoGroupId).toBe(mine.groupId);
      // …and never in the member's own view of the list.
      const own = await cards('/v1/todo/other/public', s, app);
      expect(own.map((card) => card.todoGroupId)).toEqual([busy.groupId, steady.groupId, famous.groupId]);
    } finally {
      await app.close();
    }
  });

  it('has the partial index the per-group counts read', async () => {
    const { rows } = await t.database.executeSql(
      `select indexdef from pg_indexes where indexname = 'todos_public_group_idx'`,
    );
    const [index] = rows as { indexdef: string }[];
    expect(index?.indexdef).toContain('(group_id, completed_at)');
    expect(index?.indexdef).toContain('WHERE (is_public AND (deleted_at IS NULL))');
  });
});

describe('sample members', () => {
  it('are listed as 예시, keep their private to-dos hidden, cannot log in or recover, and vanish with SEED_DEMO=false', async () => {
    const { applyDemoSetting, DEMO_MEMBER_COUNT } = await import('../../db/demo-members.ts');
    const app = await buildTestApp();
    try {
      const first = await applyDemoSetting({ db: app.db, now: app.clock.now(), enabled: true });
      expect(first).toMatchObject({ added: DEMO_MEMBER_COUNT });
      expect(DEMO_MEMBER_COUNT).toBeGreaterThanOrEqual(30);
      // Idempotent: a second start adds nothing.
      expect(await applyDemoSetting({ db: app.db, now: app.clock.now(), enabled: true })).toMatchObject({
        added: 0,
      });

      const demoRows = await app.db
        .select({ loginId: members.loginId, email: members.email, nickname: members.nickname })
        .from(members)
        .where(eq(members.isDemo, true));
      expect(demoRows).toHaveLength(DEMO_MEMBER_COUNT);
      for (const row of demoRows) {
        expect(row.nickname.startsWith('예시 · ')).toBe(true);
        expect(row.email.endsWith('.invalid')).toBe(true);
      }
      const [{ jobs } = { jobs: 0 }] = await app.db
        .select({ jobs: sql<number>`count(distinct ${todoGroups.jobId})::int` })
        .from(todoGroups)
        .innerJoin(members, eq(members.id, todoGroups.memberId))
        .where(eq(members.isDemo, true));
      expect(Number(jobs)).toBe(60);

      const top = await cards('/v1/todo/other/public', null, app);
      expect(top).toHaveLength(3);
      for (const card of top) {
        expect(card.isDemo).toBe(true);
        expect(card.memberNickname.startsWith('예시 · ')).toBe(true);
        expect(card.daysAgo).toBeGreaterThan(1);
      }
      // Their private to-dos exist and stay hidden.
      const privateCount = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(todos)
        .where(eq(todos.isPublic, false));
      expect(Number(privateCount[0]!.n)).toBeGreaterThan(0);
      const group = await groupView(top[0]!.todoGroupId, null, app);
      expect(group.isDemo).toBe(true);
      expect(group.todos.every((todo) => todo.isPublic)).toBe(true);
      expect(group.todos.some((todo) => todo.isMemoExist)).toBe(true);
      const memoTodo = group.todos.find((todo) => todo.isMemoExist)!;
      const memo = await get(`/v1/todo/${memoTodo.todoId}/memo`, null, app);
      expect(memo.json().data).toMatchObject({ isDemo: true });
      expect(memo.json().data.memoText).toContain('예시');

      // "N명이 준비중" counts the sample members it shows, and says how many of them are (issue 27).
      // Every occupation of every page has sample members.
      for (let pageNum = 0; pageNum < 7; pageNum += 1) {
        const jobList = await app.app.inject({ method: 'GET', url: `/v1/job/list?pageNum=${pageNum}` });
        expect(jobList.statusCode, jobList.body).toBe(200);
        expect(jobList.json().data.content.length).toBeGreaterThan(0);
        for (const job of jobList.json().data.content) {
          expect(job.todoGroupNum, job.jobName).toBeGreaterThan(0);
          expect(job.todoGroupDemoNum).toBe(job.todoGroupNum);
        }
      }
      const detail = await app.app.inject({ method: 'GET', url: '/v1/job/detail/18' });
      expect(detail.json().data.todoGroupDemoNum).toBe(detail.json().data.todoGroupNum);

      // Nobody can log in as one: the normal LOGIN_FAILED, whatever the password.
      for (const password of ['Spring24!bloom', '!demo-member-cannot-log-in', 'x']) {
        const res = await app.app.inject({
          method: 'POST',
          url: '/v1/member/auth/login',
          payload: { loginId: demoRows[0]!.loginId, password },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('LOGIN_FAILED');
      }
      // Find-ID and password reset mail nothing for them.
      for (const payload of [
        { email: demoRows[0]!.email, type: 'FIND_ID' },
        { email: demoRows[0]!.email, type: 'FIND_PASSWORD', loginId: demoRows[0]!.loginId },
      ]) {
        const res = await app.app.inject({
          method: 'POST',
          url: '/v1/member/auth/email/verifications',
          payload,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      await app.settle();
      expect(app.mailer.lastTo(demoRows[0]!.email)).toBeUndefined();

      // SEED_DEMO=false at the next start: none exist, none are listed.
      expect(await applyDemoSetting({ db: app.db, now: app.clock.now(), enabled: false })).toMatchObject({
        removed: DEMO_MEMBER_COUNT,
      });
      const left = await app.db.select({ id: members.id }).from(members).where(eq(members.isDemo, true));
      expect(left).toHaveLength(0);
      expect(await cards('/v1/todo/other/public', null, app)).toEqual([]);
      const gone = await app.app.inject({
        method: 'POST',
        url: '/v1/member/auth/login',
        payload: { loginId: demoRows[0]!.loginId, password: 'Spring24!bloom' },
      });
      expect(gone.json().code).toBe('LOGIN_FAILED');
    } finally {
      await app.close();
    }
  });
});
