import {
  type CreateTodoFields,
  LIMITS,
  type MyTodoGroup,
  parseYoutubeLink,
  TODO_MESSAGES,
  TODO_RESTORE_WINDOW_MS,
  type TodoDetail,
  type TodoItem,
  type UpdateTodoFields,
} from '@dasibom/contract';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { occupations, starterTodos, todoGroups, todoImages, todos } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { type FileLinkScope, type FileLinks, imageLinksOf } from '../../platform/file-links.ts';
import { reencodeImage } from '../../platform/images.ts';
import { bind, compileStatement, type ListReads, type Statement } from '../../platform/list-reads.ts';
import { daysAgoOf } from '../../platform/seoul-date.ts';
import { deleteStoredFiles, newStorageKey, type Storage } from '../../platform/storage.ts';

type Log = { warn(obj: object, msg?: string): void };
type Me = { memberId: number };
type WriteDeps = { db: Db; storage: Storage; now: Date; log?: Log };

/** Longest side after re-encoding: memo photos are viewed full width on a phone or PC. */
export const TODO_IMAGE_MAX_SIDE = 1600;
/** Served only through signed links (plugins/uploads.ts). */
export const TODO_IMAGE_FOLDER = 'todos';
/** Far past the 10-minute restore window, so a purge never races a restore (ADR 018). */
export const TODO_PURGE_AFTER_MS = 60 * 60 * 1000;
const PURGE_BATCH = 500;

// Ownership is in every query (SECURITY.md): someone else's to-do and a missing one are the same 404.

const ownGroup = (memberId: number, todoGroupId: number) =>
  and(eq(todoGroups.id, todoGroupId), eq(todoGroups.memberId, memberId));

const inOwnGroups = (memberId: number) =>
  inArray(
    todos.groupId,
    sql`(select ${todoGroups.id} from ${todoGroups} where ${todoGroups.memberId} = ${memberId})`,
  );

const hasImage = sql<boolean>`exists (select 1 from ${todoImages} where ${todoImages.todoId} = ${todos.id})`;
const isMemoExist = sql<boolean>`(coalesce(${todos.memoText}, '') <> '' or ${todos.link} is not null or ${hasImage})`;

const todoItemColumns = {
  todoId: todos.id,
  title: todos.title,
  completed: todos.completed,
  isMemoExist,
  isPublic: todos.isPublic,
  targetDate: todos.targetDate,
};

function asTodoItem(row: {
  todoId: number;
  title: string;
  completed: boolean;
  isMemoExist: unknown;
  isPublic: boolean;
  targetDate: string | null;
}): TodoItem {
  // `exists` comes back as a boolean on both drivers; a driver answering 't'/'f' text would still read right.
  return { ...row, isMemoExist: row.isMemoExist === true || row.isMemoExist === 't' };
}

// Each read is one named statement: the group with its to-dos as one JSON array (issue 26).

type MyJob = { todoGroupId: number; jobName: string; jobId: number };

const MY_JOBS = compileStatement(
  'todos_my_jobs',
  `select g.id as "todoGroupId", o.name as "jobName", g.job_id as "jobId"
   from todo_groups g
   join occupations o on o.id = g.job_id
   where g.member_id = :member
   order by g.created_at, g.id`,
);

export async function listMyJobs({ reads }: { reads: ListReads }, { memberId }: Me): Promise<MyJob[]> {
  return reads.query<MyJob>(MY_JOBS.name, MY_JOBS.text, bind(MY_JOBS, { member: memberId }));
}

const EMPTY_GROUP: MyTodoGroup = {
  todoGroupId: null,
  memberNickname: null,
  profileImage: null,
  daysAgo: null,
  jobName: null,
  totalView: null,
  todos: [],
  restorableTodos: [],
};

/**
 * The caller's group with its live to-dos in order, plus those deleted since `:since` with the row shown before
 * each, so the list can put its 삭제 취소 row where it stood.
 */
const myGroupStatement = (name: string, which: string) =>
  compileStatement(
    name,
    `select g.id as "todoGroupId", m.nickname as "memberNickname", m.profile_image_key as "profileImageKey",
       g.created_at as "createdAt", o.name as "jobName", g.total_view as "totalView",
       (select coalesce(json_agg(json_build_object(
           'todoId', t.id,
           'title', t.title,
           'completed', t.completed,
           'isMemoExist', coalesce(t.memo_text, '') <> '' or t.link is not null
             or exists (select 1 from todo_images i where i.todo_id = t.id),
           'isPublic', t.is_public,
           'targetDate', t.target_date
         ) order by t.position, t.id), '[]')
        from todos t
        where t.group_id = g.id and t.deleted_at is null) as todos,
       (select coalesce(json_agg(json_build_object(
           'todoId', r.id,
           'title', r.title,
           'afterTodoId', r.after_id,
           'deletedAtMs', (extract(epoch from r.deleted_at) * 1000)::bigint
         ) order by r.position, r.id), '[]')
        from (select t.id, t.title, t.position, t.deleted_at,
                lag(t.id) over (order by t.position, t.id) as after_id
              from todos t
              where t.group_id = g.id and (t.deleted_at is null or t.deleted_at > :since::timestamptz)) r
        where r.deleted_at is not null) as "restorableTodos"
     from todo_groups g
     join members m on m.id = g.member_id
     join occupations o on o.id = g.job_id
     where g.member_id = :member ${which}
     order by g.last_active_at desc, g.id desc
     limit 1`,
  );
const MY_ACTIVE_GROUP = myGroupStatement('todos_my_active_group', '');
const MY_GROUP = myGroupStatement('todos_my_group', 'and g.id = :group');

type ListDeps = { reads: ListReads; storage: Storage; now: Date };

type MyGroupRow = {
  todoGroupId: number;
  memberNickname: string;
  profileImageKey: string | null;
  createdAt: Date;
  jobName: string;
  totalView: number;
  todos: TodoItem[];
  restorableTodos: {
    todoId: number;
    title: string;
    afterTodoId: number | null;
    deletedAtMs: number | string;
  }[];
};

async function readGroup(
  { reads, storage, now }: ListDeps,
  statement: Statement,
  values: Record<string, unknown>,
) {
  const since = new Date(now.getTime() - TODO_RESTORE_WINDOW_MS).toISOString();
  const [group] = await reads.query<MyGroupRow>(
    statement.name,
    statement.text,
    bind(statement, { ...values, since }),
  );
  if (!group) return null;
  return {
    todoGroupId: group.todoGroupId,
    memberNickname: group.memberNickname,
    profileImage: group.profileImageKey ? storage.url(group.profileImageKey) : null,
    daysAgo: daysAgoOf(new Date(group.createdAt), now),
    jobName: group.jobName,
    totalView: group.totalView,
    todos: group.todos,
    restorableTodos: group.restorableTodos.map(({ deletedAtMs, ...todo }) => {
      const deletedAt = Number(deletedAtMs);
      return {
        ...todo,
        deletedAt: new Date(deletedAt).toISOString(),
        restorableUntil: new Date(deletedAt + TODO_RESTORE_WINDOW_MS).toISOString(),
      };
    }),
  } satisfies MyTodoGroup;
}

/** Most recently active group (last activity, then newest); none → all null. */
export async function getMyActiveTodoGroup(deps: ListDeps, { memberId }: Me): Promise<MyTodoGroup> {
  return (await readGroup(deps, MY_ACTIVE_GROUP, { member: memberId })) ?? EMPTY_GROUP;
}

export async function getMyTodoGroup(
  deps: ListDeps,
  { memberId, todoGroupId }: Me & { todoGroupId: number },
): Promise<MyTodoGroup> {
  const group = await readGroup(deps, MY_GROUP, { member: memberId, group: todoGroupId });
  if (!group) throw new AppError('TODO_GROUP_NOT_FOUND');
  return group;
}

async function findOwnTodo(db: Db, memberId: number, todoId: number, { lock = false } = {}) {
  const query = db
    .select({
      todoId: todos.id,
      todoGroupId: todos.groupId,
      title: todos.title,
      completed: todos.completed,
      isPublic: todos.isPublic,
      memoText: todos.memoText,
      link: todos.link,
      targetDate: todos.targetDate,
    })
    .from(todos)
    .where(and(eq(todos.id, todoId), isNull(todos.deletedAt), inOwnGroups(memberId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

async function imagesOf(db: Db, todoId: number) {
  return db
    .select({ imageId: todoImages.id, key: todoImages.storageKey })
    .from(todoImages)
    .where(eq(todoImages.todoId, todoId))
    .orderBy(asc(todoImages.id));
}

export async function getTodo(
  { db, fileLinks, now }: { db: Db; fileLinks: FileLinks; now: Date },
  { memberId, todoId }: Me & { todoId: number },
): Promise<TodoDetail> {
  const todo = await findOwnTodo(db, memberId, todoId);
  if (!todo) throw new AppError('TODO_NOT_FOUND');
  const images = await imagesOf(db, todoId);
  return toDetail({ fileLinks, now }, todo, images);
}

function toDetail(
  { fileLinks, now }: { fileLinks: FileLinks; now: Date },
  todo: NonNullable<Awaited<ReturnType<typeof findOwnTodo>>>,
  images: { imageId: number; key: string }[],
): TodoDetail {
  return {
    todoId: todo.todoId,
    todoGroupId: todo.todoGroupId,
    title: todo.title,
    completed: todo.completed,
    isPublic: todo.isPublic,
    memoText: todo.memoText,
    link: todo.link,
    // Only a YouTube link yields an id; any other link is shown as text and never embedded (ADR 018).
    linkVideoId: parseYoutubeLink(todo.link)?.videoId ?? null,
    // The owner's link keeps working while the to-do lives, public or not.
    images: imageLinksOf(fileLinks, images, { scope: 'owner', now }),
    targetDate: todo.targetDate,
  };
}

/** Asked by plugins/uploads.ts at every load: the to-do is not deleted and, for a shared link, still public. */
export async function isTodoImageServable(
  { db }: { db: Db },
  { key, scope }: { key: string; scope: FileLinkScope },
): Promise<boolean> {
  const [row] = await db
    .select({ isPublic: todos.isPublic })
    .from(todoImages)
    .innerJoin(todos, eq(todos.id, todoImages.todoId))
    .where(and(eq(todoImages.storageKey, key), isNull(todos.deletedAt)));
  return row !== undefined && (scope === 'owner' || row.isPublic);
}

/** Stored sequentially before the transaction (sharp is memory-hungry); on failure the stored files are removed. */
async function storeImages({ storage, log }: Pick<WriteDeps, 'storage' | 'log'>, uploads: Buffer[]) {
  const keys: string[] = [];
  try {
    for (const upload of uploads) {
      const image = await reencodeImage(upload, { maxSide: TODO_IMAGE_MAX_SIDE });
      const key = newStorageKey(TODO_IMAGE_FOLDER, image.extension);
      await storage.put(key, image.data, image.contentType);
      keys.push(key);
    }
  } catch (error) {
    await deleteStoredFiles(storage, keys, log);
    throw error;
  }
  return keys;
}

async function withStoredImages<T>(
  deps: WriteDeps,
  uploads: Buffer[],
  write: (keys: string[]) => Promise<T>,
) {
  const keys = await storeImages(deps, uploads);
  try {
    return await write(keys);
  } catch (error) {
    await deleteStoredFiles(deps.storage, keys, deps.log);
    throw error;
  }
}

const tooManyImages = (field: string) =>
  new AppError('VALIDATION', {
    message: TODO_MESSAGES.tooManyImages,
    fields: { [field]: TODO_MESSAGES.tooManyImages },
  });

/**
 * Appends after every position in use, deleted rows included, so a restore never collides. The group row is locked
 * while the position is chosen, so concurrent adds get different places.
 */
export async function createTodo(
  deps: WriteDeps,
  input: Me & { todoGroupId: number; fields: CreateTodoFields; images: Buffer[] },
): Promise<{ todoId: number }> {
  const { db, now } = deps;
  const { memberId, todoGroupId, fields } = input;
  // Ownership before any image work: someone else's group costs nothing and reveals nothing.
  const [group] = await db
    .select({ id: todoGroups.id })
    .from(todoGroups)
    .where(ownGroup(memberId, todoGroupId));
  if (!group) throw new AppError('TODO_GROUP_NOT_FOUND');
  if (input.images.length > LIMITS.imagesPerTodo) throw tooManyImages('images');
  return withStoredImages(deps, input.images, (keys) =>
    db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: todoGroups.id })
        .from(todoGroups)
        .where(ownGroup(memberId, todoGroupId))
        .for('update');
      if (!locked) throw new AppError('TODO_GROUP_NOT_FOUND');
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`(coalesce(max(${todos.position}), -1) + 1)::int` })
        .from(todos)
        .where(eq(todos.groupId, todoGroupId));
      const [created] = await tx
        .insert(todos)
        .values({
          groupId: todoGroupId,
          title: fields.todoTitle,
          isPublic: fields.isPublic ?? false,
          memoText: fields.memoText ?? null,
          link: fields.link ?? null,
          targetDate: fields.targetDate ?? null,
          position: Number(next),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: todos.id });
      const todoId = created!.id;
      if (keys.length > 0) {
        await tx
          .insert(todoImages)
          .values(keys.map((storageKey) => ({ todoId, storageKey, createdAt: now })));
      }
      await tx.update(todoGroups).set({ lastActiveAt: now }).where(eq(todoGroups.id, todoGroupId));
      return { todoId };
    }),
  );
}

/** Run before the image work and again under the row lock. */
function checkImages(existing: { imageId: number }[], deleteImages: number[], added: number) {
  const own = new Set(existing.map((image) => image.imageId));
  if (deleteImages.some((id) => !own.has(id))) {
    throw new AppError('VALIDATION', {
      message: TODO_MESSAGES.imageNotFound,
      fields: { deleteImages: TODO_MESSAGES.imageNotFound },
    });
  }
  const remaining = existing.length - new Set(deleteImages).size + added;
  if (remaining > LIMITS.imagesPerTodo) throw tooManyImages('newImages');
}

/** Omitted fields keep their value; `deleteImages` must all be this to-do's (else 400, whoever's they are). */
export async function updateTodo(
  deps: WriteDeps & { fileLinks: FileLinks },
  input: Me & { todoId: number; fields: UpdateTodoFields; newImages: Buffer[] },
): Promise<TodoDetail> {
  const { db, storage, now, log } = deps;
  const { memberId, todoId, fields, newImages } = input;
  const before = await findOwnTodo(db, memberId, todoId);
  if (!before) throw new AppError('TODO_NOT_FOUND');
  checkImages(await imagesOf(db, todoId), fields.deleteImages, newImages.length);

  const { detail, removedKeys } = await withStoredImages(deps, newImages, (keys) =>
    db.transaction(async (tx) => {
      const todo = await findOwnTodo(tx, memberId, todoId, { lock: true });
      if (!todo) throw new AppError('TODO_NOT_FOUND');
      const existing = await imagesOf(tx, todoId);
      checkImages(existing, fields.deleteImages, keys.length);
      const changes = {
        title: fields.todoTitle,
        ...(fields.isPublic === undefined ? {} : { isPublic: fields.isPublic }),
        ...(fields.memoText === undefined ? {} : { memoText: fields.memoText }),
        ...(fields.link === undefined ? {} : { link: fields.link }),
        ...(fields.targetDate === undefined ? {} : { targetDate: fields.targetDate }),
        updatedAt: now,
      };
      await tx.update(todos).set(changes).where(eq(todos.id, todoId));
      const removed = existing.filter((image) => fields.deleteImages.includes(image.imageId));
      if (removed.length > 0) {
        await tx.delete(todoImages).where(
          and(
            eq(todoImages.todoId, todoId),
            inArray(
              todoImages.id,
              removed.map((image) => image.imageId),
            ),
          ),
        );
      }
      if (keys.length > 0) {
        await tx
          .insert(todoImages)
          .values(keys.map((storageKey) => ({ todoId, storageKey, createdAt: now })));
      }
      await tx.update(todoGroups).set({ lastActiveAt: now }).where(eq(todoGroups.id, todo.todoGroupId));
      const after = { ...todo, ...changes };
      return {
        detail: toDetail(deps, after, await imagesOf(tx, todoId)),
        removedKeys: removed.map((image) => image.key),
      };
    }),
  );
  await deleteStoredFiles(storage, removedKeys, log);
  return detail;
}

/** Soft delete: position, state and images stay, so a restore puts it back exactly (ADR 018). */
export async function deleteTodo(
  { db, now }: { db: Db; now: Date },
  { memberId, todoId }: Me & { todoId: number },
) {
  const deleted = await db
    .update(todos)
    .set({ deletedAt: now })
    .where(and(eq(todos.id, todoId), isNull(todos.deletedAt), inOwnGroups(memberId)))
    .returning({ id: todos.id });
  if (deleted.length === 0) throw new AppError('TODO_NOT_FOUND');
  return {
    todoId,
    deleted: true as const,
    restorableUntil: new Date(now.getTime() + TODO_RESTORE_WINDOW_MS).toISOString(),
  };
}

/** A second restore of a live to-do answers it as it is (a double "undo" is harmless); too late → 404. */
export async function restoreTodo(
  { db, now }: { db: Db; now: Date },
  { memberId, todoId }: Me & { todoId: number },
): Promise<TodoItem> {
  const windowStart = new Date(now.getTime() - TODO_RESTORE_WINDOW_MS);
  const mine = and(eq(todos.id, todoId), inOwnGroups(memberId));
  const restored = await db
    .update(todos)
    .set({ deletedAt: null })
    .where(and(mine, isNotNull(todos.deletedAt), gt(todos.deletedAt, windowStart)))
    .returning({ id: todos.id });
  const [row] = await db
    .select({ ...todoItemColumns, deletedAt: todos.deletedAt })
    .from(todos)
    .where(mine);
  if (!row) throw new AppError('TODO_NOT_FOUND');
  if (restored.length === 0 && row.deletedAt !== null) throw new AppError('TODO_RESTORE_EXPIRED');
  const { deletedAt: _, ...item } = row;
  return asTodoItem(item);
}

/** Sets, never toggles: the last write wins. */
export async function setTodoCompleted(
  { db, now }: { db: Db; now: Date },
  { memberId, todoId, completed }: Me & { todoId: number; completed: boolean },
) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(todos)
      // completed_at keeps the first check-off time when the same value is sent again (set, never toggle).
      .set({
        completed,
        completedAt: completed
          ? sql`coalesce(${todos.completedAt}, ${now.toISOString()}::timestamptz)`
          : null,
        updatedAt: now,
      })
      .where(and(eq(todos.id, todoId), isNull(todos.deletedAt), inOwnGroups(memberId)))
      .returning({ groupId: todos.groupId, completed: todos.completed });
    if (!updated) throw new AppError('TODO_NOT_FOUND');
    await tx.update(todoGroups).set({ lastActiveAt: now }).where(eq(todoGroups.id, updated.groupId));
    return { todoId, completed: updated.completed };
  });
}

/** Sets every to-do of the group, deleted ones too, so a restored to-do matches its group. */
export async function setTodoGroupPublic(
  { db, now }: { db: Db; now: Date },
  { memberId, todoGroupId, isPublic }: Me & { todoGroupId: number; isPublic: boolean },
) {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select({ id: todoGroups.id })
      .from(todoGroups)
      .where(ownGroup(memberId, todoGroupId));
    if (!group) throw new AppError('TODO_GROUP_NOT_FOUND');
    await tx.update(todos).set({ isPublic, updatedAt: now }).where(eq(todos.groupId, todoGroupId));
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(todos)
      .where(and(eq(todos.groupId, todoGroupId), isNull(todos.deletedAt)));
    return { todoGroupId, isPublic, todoCount: Number(count) };
  });
}

/** Soft-deleted to-dos and their image rows in batches; files after each commit. */
export async function purgeDeletedTodos({ db, storage, now, log }: WriteDeps) {
  const cutoff = new Date(now.getTime() - TODO_PURGE_AFTER_MS);
  let purgedTodos = 0;
  let purgedImages = 0;
  for (;;) {
    const { count, keys } = await db.transaction(async (tx) => {
      const batch = await tx
        .select({ id: todos.id })
        .from(todos)
        .where(and(isNotNull(todos.deletedAt), lt(todos.deletedAt, cutoff)))
        .orderBy(asc(todos.id))
        .limit(PURGE_BATCH)
        .for('update', { skipLocked: true });
      if (batch.length === 0) return { count: 0, keys: [] as string[] };
      const ids = batch.map((row) => row.id);
      const images = await tx
        .select({ key: todoImages.storageKey })
        .from(todoImages)
        .where(inArray(todoImages.todoId, ids));
      await tx.delete(todos).where(inArray(todos.id, ids));
      return { count: ids.length, keys: images.map((image) => image.key) };
    });
    await deleteStoredFiles(storage, keys, log);
    purgedTodos += count;
    purgedImages += keys.length;
    if (count < PURGE_BATCH) break;
  }
  return { todos: purgedTodos, todoImages: purgedImages };
}

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
