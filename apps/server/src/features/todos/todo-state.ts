import { TODO_RESTORE_WINDOW_MS, type TodoItem } from '@dasibom/contract';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { todoGroups, todoImages, todos } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { deleteStoredFiles } from '../../platform/storage.ts';
import { inOwnGroups, type Me, ownGroup, type WriteDeps } from './ownership.ts';

/** Far past the 10-minute restore window, so a purge never races a restore (ADR 018). */
export const TODO_PURGE_AFTER_MS = 60 * 60 * 1000;
const PURGE_BATCH = 500;

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
