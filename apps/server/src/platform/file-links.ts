import { createHmac, timingSafeEqual } from 'node:crypto';
import { isValidStorageKey } from './storage.ts';

/**
 * Who a signed file link was issued to, and so what must still hold when it is loaded (the folder's guard decides):
 * `owner` — the file's owner, served while the file's record lives, whatever its visibility; `public` — anyone, for
 * a file its owner made public, served only while it still is.
 */
export type FileLinkScope = 'owner' | 'public';

/** What a valid link carries: its scope and its expiry (unix seconds). */
export type FileLink = { scope: FileLinkScope; expiresAt: number };

export type FileLinks = {
  /** The URL the browser loads for a file that is not public by design. */
  url(key: string, scope: FileLinkScope, now: Date): string;
  /** The link's scope and expiry when its query was signed by us for this key and has not expired, else null. */
  verify(key: string, query: unknown, now: Date): FileLink | null;
};

const HOUR_S = 60 * 60;

/**
 * An `<img>` carries no bearer (tokens live in localStorage), so the link itself is the permission. It expires at the
 * end of the next full hour: at least an hour for a page view, and one URL for every answer within a clock hour, so a
 * refetch does not make the browser download the same picture again.
 */
export function fileLinkExpiry(now: Date): number {
  return (Math.floor(now.getTime() / 1000 / HOUR_S) + 2) * HOUR_S;
}

/** Stored images as the API lists them: each id with a link signed for `scope`. */
export function imageLinksOf(
  fileLinks: FileLinks,
  images: readonly { imageId: number; key: string }[],
  { scope, now }: { scope: FileLinkScope; now: Date },
): { imageId: number; imageUrl: string }[] {
  return images.map((image) => ({ imageId: image.imageId, imageUrl: fileLinks.url(image.key, scope, now) }));
}

const SCOPES = new Set<string>(['owner', 'public']);
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const EXPIRY = /^[1-9]\d{0,11}$/;

/**
 * Signed, expiring /files links, whatever the storage: /files reads the file back from the disk or the bucket, so
 * every load passes the folder's guard (a presigned bucket URL could not be revoked when a to-do is deleted or made
 * private). The key is derived from the JWT secret for this one purpose, so every instance sharing `JWT_SECRET`
 * accepts the others' links and no other token is ever valid here.
 */
export function createFileLinks(secret: Uint8Array): FileLinks {
  const key = createHmac('sha256', secret).update('dasibom:files:signed-link').digest();
  const signatureOf = (fileKey: string, expiresAt: number, scope: FileLinkScope) =>
    createHmac('sha256', key).update(`${fileKey}\n${expiresAt}\n${scope}`).digest('base64url');

  return {
    url(fileKey, scope, now) {
      if (!isValidStorageKey(fileKey)) throw new Error('invalid storage key');
      const expiresAt = fileLinkExpiry(now);
      return `/files/${fileKey}?exp=${expiresAt}&scope=${scope}&sig=${signatureOf(fileKey, expiresAt, scope)}`;
    },
    verify(fileKey, query, now) {
      const { exp, scope, sig } = (query ?? {}) as Record<string, unknown>;
      if (typeof exp !== 'string' || typeof scope !== 'string' || typeof sig !== 'string') return null;
      if (!EXPIRY.test(exp) || !SCOPES.has(scope) || !SIGNATURE.test(sig)) return null;
      const expected = Buffer.from(signatureOf(fileKey, Number(exp), scope as FileLinkScope));
      if (!timingSafeEqual(expected, Buffer.from(sig))) return null;
      if (Number(exp) * 1000 <= now.getTime()) return null;
      return { scope: scope as FileLinkScope, expiresAt: Number(exp) };
    },
  };
}
