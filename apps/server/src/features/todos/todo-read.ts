import { parseYoutubeLink, type TodoDetail } from '@dasibom/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { todoImages, todos } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type FileLinks, imageLinksOf } from '../../platform/file-links.ts';
import { inOwnGroups, type Me } from './ownership.ts';

export async function findOwnTodo(db: Db, memberId: number, todoId: number, { lock = false } = {}) {
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

export async function imagesOf(db: Db, todoId: number) {
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

export function toDetail(
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
