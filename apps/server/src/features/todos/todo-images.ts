import { LIMITS, TODO_MESSAGES } from '@dasibom/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { todoImages, todos } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { FileLinkScope } from '../../platform/file-links.ts';
import { reencodeImage } from '../../platform/images.ts';
import { deleteStoredFiles, newStorageKey } from '../../platform/storage.ts';
import type { WriteDeps } from './ownership.ts';

/** Longest side after re-encoding: memo photos are viewed full width on a phone or PC. */
const TODO_IMAGE_MAX_SIDE = 1600;
/** Served only through signed links (plugins/uploads.ts). */
export const TODO_IMAGE_FOLDER = 'todos';

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

export async function withStoredImages<T>(
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

export const tooManyImages = (field: string) =>
  new AppError('VALIDATION', {
    message: TODO_MESSAGES.tooManyImages,
    fields: { [field]: TODO_MESSAGES.tooManyImages },
  });

/** Run before the image work and again under the row lock. */
export function checkImages(existing: { imageId: number }[], deleteImages: number[], added: number) {
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
