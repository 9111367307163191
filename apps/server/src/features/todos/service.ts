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
import type { FileLinkScope, FileLinks } from '../../platform/file-links.ts';
import { reencodeImage } from '../../platform/images.ts';
import { bind, compileStatement, type ListReads, type Statement } from '../../platform/list-reads.ts';
import { daysAgoOf } from '../../platform/seoul-date.ts';
import { deleteStoredFiles, newStorageKey, type Storage } from '../../platform/storage.ts';

type Log = { warn(obj: object, msg?: string): void };
type Me = { memberId: number };
type WriteDeps = { db: Db; storage: Storage; now: Date; log?: Log };

/** A to-do image's longest side after re-encoding (memo photos are looked at full width on a phone or a PC). */
export const TODO_IMAGE_MAX_SIDE = 1600;
/** The storage folder of to-do images: served only through signed links (plugins/uploads.ts). */
export const TODO_IMAGE_FOLDER = 'todos';
/**
 * Soft-deleted to-dos are purged once deleted longer ago than this. Far past the 10-minute restore window, so a
 * purge can never race a restore (ADR 018); the hourly purge job removes them within two hours.
 */
export const TODO_PURGE_AFTER_MS = 60 * 60 * 1000;
const PURGE_BATCH = 500;

// Ownership is part of every query (SECURITY.md access control): a to-do is reached only through a group whose
// member_id is the caller's, and a miss is the same 404 whether the row is someone else's or does not exist.

const ownGroup = (memberId: number, todoGroupId: number) =>
  and(eq(todoGroups.id, todoGroupId), eq(todoGroups.memberId, memberId));

/** `todos.group_id` is one of the caller's groups. */
const inOwnGroups = (memberId: number) =>
  inArray(
    todos.groupId,
    sql`(select ${todoGroups.id} from ${todoGroups} where ${todoGroups.memberId} = ${memberId})`,
  );

const hasImage = sql<boolean>`exists (select 1 from ${todoImages} where ${todoImages.todoId} = ${todos.id})`;
/** The spec's memo indicator: memo text, a link or an image. */
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

// ---- reading ----
// Each read is one named statement written once (prepared once per connection on PostgreSQL): the group with its
// to-dos as one JSON array, so a request sends one statement whatever the number of to-dos (issue 26).

type MyJob = { todoGroupId: number; jobName: string; jobId: number };

const MY_JOBS = compileStatement(
  'todos_my_jobs',
  `select g.id as "todoGroupId", o.name as "jobName", g.job_id as "jobId"
   from todo_groups g
   join occupations o on o.id = g.job_id
   where g.member_id = :member
   order by g.created_at, g.id`,
);

/** `GET /v1/my-dream/todo/jobs`: the caller's chosen jobs, in the order they were chosen. */
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
 * The caller's group (one given, or the most recently active) with its live to-dos in the owner's order (the
 * spec's memo indicator is memo text, a link or an image) and the to-dos deleted since `:since` (the restore
 * window), each with the row shown before it, so the list can put its 삭제 취소 row where it stood.
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
// Ownership is part of the statement: anyone else's group is not found, the same as a missing one.
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

/** `GET /v1/my-dream/todo`: the most recently active group (last activity, then the newest); none → all null. */
export async function getMyActiveTodoGroup(deps: ListDeps, { memberId }: Me): Promise<MyTodoGroup> {
  return (await readGroup(deps, MY_ACTIVE_GROUP, { member: memberId })) ?? EMPTY_GROUP;
}

/** `GET /v1/my-dream/todo-group/{id}`: one of the caller's groups; anyone else's → 404 TODO_GROUP_NOT_FOUND. */
export async function getMyTodoGroup(
  deps: ListDeps,
  { memberId, todoGroupId }: Me & { todoGroupId: number },
): Promise<MyTodoGroup> {
  const group = await readGroup(deps, MY_GROUP, { member: memberId, group: todoGroupId });
  if (!group) throw new AppError('TODO_GROUP_NOT_FOUND');
  return group;
}

/** The caller's live (not deleted) to-do, or undefined. */
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

/** `GET /v1/my-dream/todo/{todoId}`: own and not deleted, else 404 TODO_NOT_FOUND. */
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
    // The owner's link: it keeps working while the to-do lives, public or not.
    images: images.map((image) => ({
      imageId: image.imageId,
      imageUrl: fileLinks.url(image.key, 'owner', now),
    })),
    targetDate: todo.targetDate,
  };
}

/**
 * Whether a signed link to a to-do image may still be served (plugins/uploads.ts asks at every load): the image
 * belongs to a to-do that is not deleted and, for a link handed to others, is still public.
 */
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

// ---- images ----

/**
 * Re-encodes and stores the uploads before the transaction that points rows at them (sequentially: sharp is
 * memory-hungry and the machine small). If anything fails, the files stored so far are removed again.
 */
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

/** Runs `write` with freshly stored images; if it fails, the new files go again (no row points at them). */
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

// ---- writing ----

/**
 * `POST /v1/my-dream/todo-group/{id}`: a new to-do at the end of the caller's group (after every position in use,
 * deleted rows included, so a restore never collides). Private unless `isPublic` says otherwise. The group row is
 * locked while the position is chosen, so two concurrent adds get different places.
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

/** The checks an update must pass; run before the image work and again under the row lock. */
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

/**
 * `PUT /v1/my-dream/todo/{todoId}`: title always; `isPublic`, `memoText`, `link` and `targetDate` only when sent (omitted keeps
 * the stored value); `deleteImages` must all be this to-do's images (else 400, whoever's they are) and at most five
 * images may remain. Old files are deleted after the commit; new ones are removed again if the update fails.
 */
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

/**
 * `DELETE /v1/my-dream/todo/{todoId}`: a soft delete. The row keeps its position, completed state and images, so
 * a restore within 10 minutes puts it back exactly; the purge job removes it (and its files) later.
 */
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

/**
 * `POST /v1/my-dream/todo/{todoId}/restore`: within 10 minutes of the delete the to-do comes back in its old place.
 * Restoring one that is not deleted answers it as it is (a second tap on "undo" is harmless). Later → 404
 * TODO_RESTORE_EXPIRED; someone else's or unknown → 404 TODO_NOT_FOUND.
 */
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

/** `PATCH /v1/my-dream/todo/{todoId}/complete-state`: sets (never toggles) the value; the last write wins. */
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

/**
 * `PATCH /v1/my-dream/todo/{todoGroupId}/public-state`: the spec's group-level switch sets every to-do of the
 * caller's group (deleted ones too, so a restored to-do matches its group). Anyone else's group → 404.
 */
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

// ---- scheduled purge ----

/**
 * Scheduled purge (jobs.ts): to-dos soft-deleted more than an hour before `now`, with their image rows (cascade),
 * in batches; then their files, after each commit. Returns how many of each went.
 */
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

// ---- choosing a job ----

/**
 * Chooses a job: creates the member's to-do group filled with the job's starter to-dos, in one transaction (a failure
 * leaves neither). New to-dos start private. Already chosen → 409 JOB_ALREADY_ADDED.
 */
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
