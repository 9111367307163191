import { createHmac } from 'node:crypto';
import {
  COMMUNITY_ACTIVE_DAYS,
  COMMUNITY_CARD_COUNT,
  COMMUNITY_CARD_TODO_COUNT,
  COMMUNITY_PAGE_SIZE,
  type OtherTodoCard,
  type OtherTodoGroup,
  type OtherTodoMemo,
  type OtherTodoPage,
  parseYoutubeLink,
  toPage,
} from '@dasibom/contract';
import { and, asc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { preparingCountsSql } from '../../db/preparing-counts.ts';
import {
  members,
  occupations,
  regions,
  todoGroups,
  todoGroupViews,
  todoImages,
  todos,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type FileLinks, imageLinksOf } from '../../platform/file-links.ts';
import { bind, compileStatement, type ListReads, type Statement } from '../../platform/list-reads.ts';
import { addDays, daysAgoOf, seoulDateOf } from '../../platform/seoul-date.ts';
import type { Storage } from '../../platform/storage.ts';

type ReadDeps = { db: Db; storage: Storage; now: Date };
/** A member's id, or null for a visitor. A member's own groups never appear in a list. */
type Viewer = { memberId: number | null };

const DAY_MS = 24 * 60 * 60 * 1000;

// "Public and not deleted", written as the partial index `todos_public_group_idx` is so every subquery can use it;
// every read here goes through it (ADR 019).
const visibleTodo = sql`(${todos.isPublic} and ${todos.deletedAt} is null)`;

/** At least one public, live to-do, else not listed and its page is a 404. */
const hasVisibleTodo = sql`exists (select 1 from ${todos} where ${todos.groupId} = ${todoGroups.id} and ${visibleTodo})`;

const hasImage = sql`exists (select 1 from ${todoImages} where ${todoImages.todoId} = ${todos.id})`;
const isMemoExist = sql<boolean>`(coalesce(${todos.memoText}, '') <> '' or ${todos.link} is not null or ${hasImage})`;

const cardColumns = {
  todoGroupId: todoGroups.id,
  memberId: todoGroups.memberId,
  memberNickname: members.nickname,
  profileImageKey: members.profileImageKey,
  regionName: regions.name,
  jobId: todoGroups.jobId,
  jobName: occupations.name,
  createdAt: todoGroups.createdAt,
  isDemo: members.isDemo,
};

function cardQuery(db: Db, where: SQL | undefined) {
  return db
    .select(cardColumns)
    .from(todoGroups)
    .innerJoin(members, eq(members.id, todoGroups.memberId))
    .innerJoin(occupations, eq(occupations.id, todoGroups.jobId))
    .leftJoin(regions, eq(regions.code, members.regionCode))
    .where(where);
}

// One named statement per list (issue 26). "Listed" and the latest public check-off are todo_groups columns kept by
// a trigger (migration 0012), so a list walks an index of listed groups and stops after its page.

/** A visitor's "member id": ids start at 1, so `member_id <> 0` leaves nobody out and keeps one statement shape. */
const VISITOR_ID = 0;

type JobScope = 'all' | 'one' | 'mine';

/** The condition on `g.job_id` for a scope; `mine` is an array computed once, compared within each index. */
const scopeJobs: Record<Exclude<JobScope, 'all'>, string> = {
  one: 'g.job_id = :job',
  mine: 'g.job_id = any (array(select job_id from todo_groups where member_id = :viewer))',
};

const cardsOfTop = (order: string) => `
  select coalesce(json_agg(json_build_object(
      'todoGroupId', g.id,
      'memberNickname', m.nickname,
      'profileImageKey', m.profile_image_key,
      'regionName', rg.name,
      'jobId', g.job_id,
      'jobName', o.name,
      'createdAtMs', (extract(epoch from g.created_at) * 1000)::float8,
      'todoCount', g.visible_todo_count,
      'isDemo', m.is_demo,
      'todos', (
        select coalesce(json_agg(json_build_object(
            'todoId', t.id, 'title', t.title, 'completed', t.completed, 'isPublic', t.is_public)
          order by t.created_at desc, t.id desc), '[]')
        from (
          select t.id, t.title, t.completed, t.is_public, t.created_at
          from todos t
          where t.group_id = g.id and t.is_public and t.deleted_at is null
          order by t.created_at desc, t.id desc
          limit ${COMMUNITY_CARD_TODO_COUNT}
        ) t)
    ) order by ${order}), '[]')
  from top
  join todo_groups g on g.id = top.id
  join members m on m.id = g.member_id
  join occupations o on o.id = g.job_id
  left join regions rg on rg.code = m.region_code`;

/**
 * "Most active" (ADR 019): recent public check-offs, views, last activity, newest. Candidates are the groups with a
 * check-off in 14 days plus the first listed groups by the other keys, so no read covers every listed group.
 */
function mostActiveCards(scope: JobScope): string {
  // Ranking columns on the candidates and a LIMIT on `top` make the planner look cards up by key, not hash the table.
  const columns = 'g.id, g.total_view, g.last_active_at';
  const viewerOk = 'g.member_id <> :viewer';
  const scoped = scope === 'all' ? 'true' : scopeJobs[scope];
  const recent = `select ${columns} from todo_groups g
    where ${scoped} and g.last_visible_completion_at >= :since and ${viewerOk}`;
  const byViews = (where: string) => `
    select ${columns} from todo_groups g
    where ${where} and g.visible_todo_count > 0 and ${viewerOk}
    order by g.total_view desc, g.last_active_at desc, g.id desc
    limit ${COMMUNITY_CARD_COUNT}`;
  // Several jobs: the first few of each job's index, merged (the overall first few are among them).
  const steady =
    scope === 'mine'
      ? `select s.* from (select distinct job_id from todo_groups where member_id = :viewer) j
         cross join lateral (${byViews('g.job_id = j.job_id')}) s`
      : byViews(scoped);
  // Every job: one range of `todos_public_completed_idx`; a few jobs: a look-up per candidate.
  const visibleSince = 't.is_public and t.deleted_at is null and t.completed_at >= :since';
  const recentCount =
    scope === 'all'
      ? {
          with: `, completions as (select t.group_id, count(*) as n from todos t where ${visibleSince} group by t.group_id)`,
          join: 'left join completions r on r.group_id = c.id',
          key: 'coalesce(r.n, 0)',
        }
      : {
          with: '',
          join: '',
          key: `(select count(*) from todos t where t.group_id = c.id and ${visibleSince})`,
        };
  // A top-N sort, not a window: the generic plan's cost stays low, so PostgreSQL never JIT-compiles it (100 ms+).
  const order = 'top.recent desc, top.total_view desc, top.last_active_at desc, top.id desc';
  return `(
    with candidates as ((${recent}) union (${steady}))${recentCount.with},
    top as (
      select c.id, ${recentCount.key} as recent, c.total_view, c.last_active_at
      from candidates c
      ${recentCount.join}
      order by recent desc, c.total_view desc, c.last_active_at desc, c.id desc
      limit ${COMMUNITY_CARD_COUNT}
    )
    ${cardsOfTop(order)})`;
}

const PUBLIC_CARDS = compileStatement('community_public_cards', `select ${mostActiveCards('all')} as cards`);
const JOB_CARDS = compileStatement(
  'community_job_cards',
  `select exists (select 1 from occupations where id = :job) as job_found, ${mostActiveCards('one')} as cards`,
);
// A member who has chosen no job yet gets the same cards as `/other/public` (ADR 019).
const SAME_DREAM_CARDS = compileStatement(
  'community_same_dream_cards',
  `select case when exists (select 1 from todo_groups where member_id = :viewer)
     then ${mostActiveCards('mine')} else ${mostActiveCards('all')} end as cards`,
);
// The job's "N명이 준비중" (preparingCountsSql) less the viewer's own group, which a list never shows.
const JOB_CARD_PAGE = compileStatement(
  'community_job_card_page',
  `select exists (select 1 from occupations where id = :job) as job_found,
     coalesce(c.people - c.mine, 0) as total,
     coalesce(c.demo, 0) as demo,
     coalesce(c.mine, 0) > 0 as mine_counted,
     (with top as (
        select g.id from todo_groups g
        where g.job_id = :job and g.visible_todo_count > 0 and g.member_id <> :viewer
        order by g.id
        limit ${COMMUNITY_PAGE_SIZE} offset :offset
      )
      ${cardsOfTop('top.id')}) as cards
   from (select 1) as one
   left join (${preparingCountsSql('g.job_id = :job')}) c on true`,
);

type CardJson = Omit<OtherTodoCard, 'profileImage' | 'daysAgo'> & {
  profileImageKey: string | null;
  createdAtMs: number;
};

function toCards({ storage, now }: Pick<ReadDeps, 'storage' | 'now'>, rows: CardJson[]): OtherTodoCard[] {
  return rows.map((row) => ({
    todoGroupId: row.todoGroupId,
    memberNickname: row.memberNickname,
    profileImage: row.profileImageKey ? storage.url(row.profileImageKey) : null,
    regionName: row.regionName,
    jobId: row.jobId,
    jobName: row.jobName,
    daysAgo: daysAgoOf(new Date(row.createdAtMs), now),
    todoCount: row.todoCount,
    isDemo: row.isDemo,
    todos: row.todos,
  }));
}

type ListDeps = { reads: ListReads; storage: Storage; now: Date };

async function readOne<T>(reads: ListReads, statement: Statement, values: Record<string, unknown>) {
  const [row] = await reads.query<T>(statement.name, statement.text, bind(statement, values));
  return row!;
}

function cardValues(now: Date, viewer: Viewer, extra: Record<string, unknown> = {}) {
  return {
    since: new Date(now.getTime() - COMMUNITY_ACTIVE_DAYS * DAY_MS).toISOString(),
    viewer: viewer.memberId ?? VISITOR_ID,
    ...extra,
  };
}

/** Home "dreamers working hardest". */
export async function listMostActiveCards(deps: ListDeps, viewer: Viewer): Promise<OtherTodoCard[]> {
  const row = await readOne<{ cards: CardJson[] }>(deps.reads, PUBLIC_CARDS, cardValues(deps.now, viewer));
  return toCards(deps, row.cards);
}

/** Home "dreamers with the same dream"; no job chosen yet → the `/other/public` cards (ADR 019). */
export async function listSameDreamCards(
  deps: ListDeps,
  { memberId }: { memberId: number },
): Promise<OtherTodoCard[]> {
  const row = await readOne<{ cards: CardJson[] }>(
    deps.reads,
    SAME_DREAM_CARDS,
    cardValues(deps.now, { memberId }),
  );
  return toCards(deps, row.cards);
}

/** Job-detail side panel. */
export async function listJobCards(deps: ListDeps, viewer: Viewer, { jobId }: { jobId: number }) {
  const row = await readOne<{ job_found: boolean; cards: CardJson[] }>(
    deps.reads,
    JOB_CARDS,
    cardValues(deps.now, viewer, { job: jobId }),
  );
  if (!row.job_found) throw new AppError('JOB_NOT_FOUND');
  return toCards(deps, row.cards);
}

/** 10 cards a page by group id: new groups land on the last page, never shifting pages already read (ADR 019). */
export async function listJobCardPage(
  deps: ListDeps,
  viewer: Viewer,
  { jobId, page }: { jobId: number; page: number },
): Promise<OtherTodoPage> {
  const row = await readOne<{
    job_found: boolean;
    total: number | string;
    demo: number | string;
    mine_counted: boolean;
    cards: CardJson[];
  }>(deps.reads, JOB_CARD_PAGE, {
    job: jobId,
    viewer: viewer.memberId ?? VISITOR_ID,
    offset: page * COMMUNITY_PAGE_SIZE,
  });
  if (!row.job_found) throw new AppError('JOB_NOT_FOUND');
  return {
    ...toPage(toCards(deps, row.cards), page, COMMUNITY_PAGE_SIZE, Number(row.total)),
    demoElements: Number(row.demo),
    isMineCounted: row.mine_counted === true || (row.mine_counted as unknown) === 't',
  };
}

/**
 * A view's key per Seoul day: `m:<memberId>`, or for a visitor `v:` + 128 bits of an HMAC of day, IP and user
 * agent. The address is never stored, and the day makes one visitor's keys unlinkable across days.
 */
export function viewerKeyOf(
  secret: Uint8Array,
  { memberId, ip, userAgent, day }: { memberId: number | null; ip: string; userAgent: string; day: string },
): string {
  if (memberId !== null) return `m:${memberId}`;
  const digest = createHmac('sha256', secret).update(`${day}\n${ip}\n${userAgent}`).digest('base64url');
  return `v:${digest.slice(0, 22)}`;
}

/** The (group, viewer, day) row and the +1 on `total_view` in one transaction, only when the row is new. */
async function countView(
  db: Db,
  { groupId, viewerKey, now }: { groupId: number; viewerKey: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(todoGroupViews)
      .values({ groupId, viewerKey, viewedOn: seoulDateOf(now), createdAt: now })
      .onConflictDoNothing()
      .returning({ groupId: todoGroupViews.groupId });
    if (inserted.length === 0) return null;
    const [updated] = await tx
      .update(todoGroups)
      .set({ totalView: sql`${todoGroups.totalView} + 1` })
      .where(eq(todoGroups.id, groupId))
      .returning({ totalView: todoGroups.totalView });
    return updated?.totalView ?? null;
  });
}

/**
 * Public, live to-dos only; none → 404, the same as a missing group. Others' groups count a view (once per viewer
 * per Seoul day); one's own is never counted.
 */
export async function getOtherTodoGroup(
  deps: ReadDeps,
  { viewer, viewerKey, todoGroupId }: { viewer: Viewer; viewerKey: string; todoGroupId: number },
): Promise<OtherTodoGroup> {
  const { db, storage, now } = deps;
  const [group] = await cardQuery(db, and(eq(todoGroups.id, todoGroupId), hasVisibleTodo)).limit(1);
  if (!group) throw new AppError('TODO_GROUP_NOT_FOUND');
  const [extra] = await db
    .select({ totalView: todoGroups.totalView })
    .from(todoGroups)
    .where(eq(todoGroups.id, todoGroupId));
  const isMine = viewer.memberId !== null && group.memberId === viewer.memberId;
  const counted = isMine ? null : await countView(db, { groupId: todoGroupId, viewerKey, now });
  const rows = await db
    .select({
      todoId: todos.id,
      title: todos.title,
      completed: todos.completed,
      isPublic: todos.isPublic,
      isMemoExist,
    })
    .from(todos)
    .where(and(eq(todos.groupId, todoGroupId), visibleTodo))
    .orderBy(asc(todos.position), asc(todos.id));
  return {
    todoGroupId: group.todoGroupId,
    memberNickname: group.memberNickname,
    profileImage: group.profileImageKey ? storage.url(group.profileImageKey) : null,
    regionName: group.regionName,
    jobId: group.jobId,
    jobName: group.jobName,
    daysAgo: daysAgoOf(group.createdAt, now),
    totalView: counted ?? extra?.totalView ?? 0,
    todoCount: rows.length,
    completedCount: rows.filter((row) => row.completed).length,
    isDemo: group.isDemo,
    isMine,
    // `exists` is a boolean on both drivers; a driver answering 't'/'f' text would still read right.
    todos: rows.map((row) => ({
      ...row,
      isMemoExist: (row.isMemoExist as unknown) === true || (row.isMemoExist as unknown) === 't',
    })),
  };
}

/** Private → 403 even for its owner (this is the others' view; the owner edits under /v1/my-dream). */
export async function getOtherTodoMemo(
  { db, fileLinks, now }: { db: Db; fileLinks: FileLinks; now: Date },
  { todoId }: { todoId: number },
): Promise<OtherTodoMemo> {
  const [todo] = await db
    .select({
      todoId: todos.id,
      todoGroupId: todos.groupId,
      title: todos.title,
      completed: todos.completed,
      isPublic: todos.isPublic,
      deletedAt: todos.deletedAt,
      memoText: todos.memoText,
      link: todos.link,
      memberNickname: members.nickname,
      isDemo: members.isDemo,
    })
    .from(todos)
    .innerJoin(todoGroups, eq(todoGroups.id, todos.groupId))
    .innerJoin(members, eq(members.id, todoGroups.memberId))
    .where(eq(todos.id, todoId));
  if (!todo || todo.deletedAt !== null) throw new AppError('TODO_NOT_FOUND');
  if (!todo.isPublic) throw new AppError('TODO_MEMO_NOT_PUBLIC');
  const images = await db
    .select({ imageId: todoImages.id, key: todoImages.storageKey })
    .from(todoImages)
    .where(eq(todoImages.todoId, todoId))
    .orderBy(asc(todoImages.id));
  return {
    todoId: todo.todoId,
    todoGroupId: todo.todoGroupId,
    title: todo.title,
    completed: todo.completed,
    memoText: todo.memoText,
    link: todo.link,
    linkVideoId: parseYoutubeLink(todo.link)?.videoId ?? null,
    // A link for anyone: it stops working as soon as the to-do is made private or deleted.
    images: imageLinksOf(fileLinks, images, { scope: 'public', now }),
    memberNickname: todo.memberNickname,
    isDemo: todo.isDemo,
  };
}

/** View rows only dedupe a day's viewers; the hourly purge drops those over two days old. */
export async function purgeGroupViews({ db, now }: { db: Db; now: Date }) {
  const deleted = await db
    .delete(todoGroupViews)
    .where(lt(todoGroupViews.viewedOn, addDays(seoulDateOf(now), -2)))
    .returning({ groupId: todoGroupViews.groupId });
  return { groupViews: deleted.length };
}
