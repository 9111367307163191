import { type CreateTodoFields, LIMITS, type TodoDetail, type UpdateTodoFields } from '@dasibom/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { todoGroups, todoImages, todos } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { FileLinks } from '../../platform/file-links.ts';
import { deleteStoredFiles } from '../../platform/storage.ts';
import { type Me, ownGroup, type WriteDeps } from './ownership.ts';
import { checkImages, tooManyImages, withStoredImages } from './todo-images.ts';
import { findOwnTodo, imagesOf, toDetail } from './todo-read.ts';

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
