import { createHmac } from 'node:crypto';
import {
  COMMUNITY_ACTIVE_DAYS,
  COMMUNITY_CARD_COUNT,
  COMMUNITY_CARD_TODO_COUNT,
  COMMUNITY_PAGE_SIZE,
  type OtherTodo,
  type OtherTodoCard,
  type OtherTodoGroup,
  type OtherTodoMemo,
  type Page,
  parseYoutubeLink,
  toPage,
} from '@dasibom/contract';
import { and, asc, desc, eq, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open-db.ts';
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
import type { FileLinks } from '../../platform/file-links.ts';
import { addDays, daysAgoOf, seoulDateOf } from '../../platform/seoul-date.ts';
import type { Storage } from '../../platform/storage.ts';

type ReadDeps = { db: Db; storage: Storage; now: Date };
/** Who is asking: a member's id, or null for a visitor. A member's own groups never appear in a list. */
type Viewer = { memberId: number | null };

const DAY_MS = 24 * 60 * 60 * 1000;

// ---- what others may see (ADR 019) ----
// One predicate for "public and not deleted", written as the partial index `todos_public_group_idx` is, so the
// planner can use it in every subquery below. Every read in this file goes through it: there is no other path to a
// to-do here.
const visibleTodo = sql`(${todos.isPublic} and ${todos.deletedAt} is null)`;

/** The group has at least one public, live to-do (else it is not listed, and its page is a 404). */
const hasVisibleTodo = sql`exists (select 1 from ${todos} where ${todos.groupId} = ${todoGroups.id} and ${visibleTodo})`;
const visibleTodoCount = sql<number>`(select count(*)::int from ${todos} where ${todos.groupId} = ${todoGroups.id} and ${visibleTodo})`;
/** Public to-dos of the group checked off since `since`: the first key of "most active". */
const recentCompletions = (since: Date) =>
  sql`(select count(*) from ${todos} where ${todos.groupId} = ${todoGroups.id} and ${visibleTodo} and ${todos.completedAt} >= ${since.toISOString()}::timestamptz)`;

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
  todoCount: visibleTodoCount,
  isDemo: members.isDemo,
};

type CardRow = {
  todoGroupId: number;
  memberNickname: string;
  profileImageKey: string | null;
  regionName: string | null;
  jobId: number;
  jobName: string;
  createdAt: Date;
  todoCount: number;
  isDemo: boolean;
};

/** Listed groups: with a visible to-do, never the viewer's own, plus the call's own condition. */
function listed(viewer: Viewer, condition?: SQL) {
  return and(
    hasVisibleTodo,
    viewer.memberId === null ? undefined : ne(todoGroups.memberId, viewer.memberId),
    condition,
  );
}

function cardQuery(db: Db, where: SQL | undefined) {
  return db
    .select(cardColumns)
    .from(todoGroups)
    .innerJoin(members, eq(members.id, todoGroups.memberId))
    .innerJoin(occupations, eq(occupations.id, todoGroups.jobId))
    .leftJoin(regions, eq(regions.code, members.regionCode))
    .where(where);
}

/**
 * "Most active" (ADR 019): public to-dos checked off in the last 14 days, then total views, then the group's last
 * activity, then the newest group. Computed in the one query from our own tables; the per-group counts read the
 * partial index `todos_public_group_idx (group_id, completed_at)`.
 */
function mostActive(now: Date) {
  const since = new Date(now.getTime() - COMMUNITY_ACTIVE_DAYS * DAY_MS);
  return [
    desc(recentCompletions(since)),
    desc(todoGroups.totalView),
    desc(todoGroups.lastActiveAt),
    desc(todoGroups.id),
  ];
}

/** The newest public, live to-dos of each group (3 per card), newest first. */
async function newestVisibleTodos(db: Db, groupIds: number[]): Promise<Map<number, OtherTodo[]>> {
  const byGroup = new Map<number, OtherTodo[]>();
  if (groupIds.length === 0) return byGroup;
  const ranked = db
    .select({
      groupId: todos.groupId,
      todoId: todos.id,
      title: todos.title,
      completed: todos.completed,
      isPublic: todos.isPublic,
      rank: sql<number>`row_number() over (partition by ${todos.groupId} order by ${todos.createdAt} desc, ${todos.id} desc)`.as(
        'rank',
      ),
    })
    .from(todos)
    .where(and(inArray(todos.groupId, groupIds), visibleTodo))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, COMMUNITY_CARD_TODO_COUNT))
    .orderBy(asc(ranked.groupId), asc(ranked.rank));
  for (const row of rows) {
    const list = byGroup.get(row.groupId) ?? [];
    list.push({ todoId: row.todoId, title: row.title, completed: row.completed, isPublic: row.isPublic });
    byGroup.set(row.groupId, list);
  }
  return byGroup;
}

async function toCards({ db, storage, now }: ReadDeps, rows: CardRow[]): Promise<OtherTodoCard[]> {
  const todosByGroup = await newestVisibleTodos(
    db,
    rows.map((row) => row.todoGroupId),
  );
  return rows.map((row) => ({
    todoGroupId: row.todoGroupId,
    memberNickname: row.memberNickname,
    profileImage: row.profileImageKey ? storage.url(row.profileImageKey) : null,
    regionName: row.regionName,
    jobId: row.jobId,
    jobName: row.jobName,
    daysAgo: daysAgoOf(row.createdAt, now),
    todoCount: Number(row.todoCount),
    isDemo: row.isDemo,
    todos: todosByGroup.get(row.todoGroupId) ?? [],
  }));
}

async function mostActiveCards(deps: ReadDeps, viewer: Viewer, condition?: SQL) {
  const rows = await cardQuery(deps.db, listed(viewer, condition))
    .orderBy(...mostActive(deps.now))
    .limit(COMMUNITY_CARD_COUNT);
  return toCards(deps, rows);
}

async function requireJob(db: Db, jobId: number) {
  const [job] = await db.select({ id: occupations.id }).from(occupations).where(eq(occupations.id, jobId));
  if (!job) throw new AppError('JOB_NOT_FOUND');
}

// ---- lists ----

/** `GET /v1/todo/other/public`: the 3 most active listed groups (home "dreamers working hardest"). */
export async function listMostActiveCards(deps: ReadDeps, viewer: Viewer): Promise<OtherTodoCard[]> {
  return mostActiveCards(deps, viewer);
}

/**
 * `GET /v1/todo/other`: the 3 most active groups of other members for any job the viewer has chosen (home "dreamers
 * with the same dream"). A member who has chosen no job yet gets the same cards as `/other/public` (ADR 019).
 */
export async function listSameDreamCards(
  deps: ReadDeps,
  { memberId }: { memberId: number },
): Promise<OtherTodoCard[]> {
  const mine = alias(todoGroups, 'mine');
  const [chosen] = await deps.db
    .select({ id: mine.id })
    .from(mine)
    .where(eq(mine.memberId, memberId))
    .limit(1);
  if (!chosen) return mostActiveCards(deps, { memberId });
  const myJobs = deps.db.select({ jobId: mine.jobId }).from(mine).where(eq(mine.memberId, memberId));
  return mostActiveCards(deps, { memberId }, inArray(todoGroups.jobId, myJobs));
}

/** `GET /v1/todo/other/simple/{jobId}`: the job's 3 most active groups (job-detail side panel). */
export async function listJobCards(deps: ReadDeps, viewer: Viewer, { jobId }: { jobId: number }) {
  await requireJob(deps.db, jobId);
  return mostActiveCards(deps, viewer, eq(todoGroups.jobId, jobId));
}

/**
 * `GET /v1/todo/other/{jobId}?page=`: 10 cards per page, ordered by group id (oldest first). The id never changes
 * and a new group always gets a larger one, so groups made (and made public) while someone pages through land on
 * the last page instead of shifting the pages already read (ADR 019).
 */
export async function listJobCardPage(
  deps: ReadDeps,
  viewer: Viewer,
  { jobId, page }: { jobId: number; page: number },
): Promise<Page<OtherTodoCard>> {
  await requireJob(deps.db, jobId);
  const where = listed(viewer, eq(todoGroups.jobId, jobId));
  const [{ total } = { total: 0 }] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(todoGroups)
    .where(where);
  const rows = await cardQuery(deps.db, where)
    .orderBy(asc(todoGroups.id))
    .limit(COMMUNITY_PAGE_SIZE)
    .offset(page * COMMUNITY_PAGE_SIZE);
  return toPage(await toCards(deps, rows), page, COMMUNITY_PAGE_SIZE, Number(total));
}

// ---- one group, with view counting ----

/**
 * The key a view is counted under for one Seoul day: `m:<memberId>` for a member; for a visitor `v:` + 128 bits of
 * an HMAC-SHA256 of the day, IP address and user agent under a server secret. The address is never stored, and the
 * day in the HMAC makes one visitor's keys unlinkable from one day to the next.
 */
export function viewerKeyOf(
  secret: Uint8Array,
  { memberId, ip, userAgent, day }: { memberId: number | null; ip: string; userAgent: string; day: string },
): string {
  if (memberId !== null) return `m:${memberId}`;
  const digest = createHmac('sha256', secret).update(`${day}\n${ip}\n${userAgent}`).digest('base64url');
  return `v:${digest.slice(0, 22)}`;
}

/**
 * Counts one view of a group by `viewerKey` on `now`'s Seoul day: the (group, viewer, day) row and the +1 on
 * `total_view` happen together in one transaction, and only when the row is new. Returns the total after it.
 */
async function countView(
  db: Db,
  { groupId, viewerKey, now }: { groupId: number; viewerKey: string; now: Date },
) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
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
 * `GET /v1/todo/{todoGroupId}`: a group as others see it (public, live to-dos only, in the owner's order). A group
 * without any → 404 TODO_GROUP_NOT_FOUND, the same as a missing one. Someone else's group counts a view (at most
 * once per viewer per Seoul day); one's own group is shown the same way but never counted.
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

// ---- one memo ----

/**
 * `GET /v1/todo/{todoId}/memo`: a public to-do's memo. Private → 403 TODO_MEMO_NOT_PUBLIC (for its owner too: this
 * is the read-only view others get; the owner reads and edits it under /v1/my-dream); missing or deleted → 404
 * TODO_NOT_FOUND.
 */
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
    images: images.map((image) => ({
      imageId: image.imageId,
      imageUrl: fileLinks.url(image.key, 'public', now),
    })),
    memberNickname: todo.memberNickname,
    isDemo: todo.isDemo,
  };
}

// ---- maintenance ----

/** View rows are only needed to count each viewer once a day; the hourly purge drops those over two days old. */
export async function purgeGroupViews({ db, now }: { db: Db; now: Date }) {
  const deleted = await db
    .delete(todoGroupViews)
    .where(lt(todoGroupViews.viewedOn, addDays(seoulDateOf(now), -2)))
    .returning({ groupId: todoGroupViews.groupId });
  return { groupViews: deleted.length };
}
