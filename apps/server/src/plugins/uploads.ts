import { extname } from 'node:path';
import { LIMITS } from '@dasibom/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { createFileLinks, type FileLinkScope, type FileLinks } from '../platform/file-links.ts';
import { isValidStorageKey } from '../platform/storage.ts';
import { sendError } from './errors.ts';

/** Whether a validly signed link to `key` may still be served: the record behind it, read at serve time. */
export type FileGuard = (link: { key: string; scope: FileLinkScope }) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed, expiring links for files that are not public by design (to-do images). */
    fileLinks: FileLinks;
    /** The check a signed link into `folder` must pass when it is loaded; a folder without one serves nothing. */
    guardFileFolder(folder: string, guard: FileGuard): void;
  }
}

/** Folders served to anyone with the URL, cached for good (profile pictures are shown to others by design). */
const PUBLIC_FOLDERS = new Set(['profiles']);

/** SECURITY.md request limits for multipart: files ≤ 5 MB, ≤ 5 files, ≤ 20 fields of ≤ 32 KB. */
export const MULTIPART_LIMITS = {
  fileSize: LIMITS.imageMaxBytes,
  files: LIMITS.imagesPerTodo,
  fields: 20,
  fieldSize: 32 * 1024,
  parts: 25,
  headerPairs: 100,
} as const;

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * Multipart parsing with the limits above (text fields can still be truncated silently: routes check
 * `valueTruncated`, STACK-NOTES trap 10), and the uploaded files at /files/<key>, read from the disk or the bucket:
 * correct content type, `nosniff`, no rate limit. Public folders (disk only; the bucket serves them with S3) get a
 * long immutable cache (keys are random and never reused). Any other folder is served only through a signed link that has not expired and whose folder guard still
 * agrees (a to-do deleted or made private stops its images at once), cached privately until the link expires. An
 * unknown file, a bad or expired link and a refused one are the same JSON 404.
 */
export async function registerUploads(app: FastifyInstance) {
  // fileHwm: @fastify/busboy 3.2.6 stalls for good when a part it skips (no form-data Content-Disposition, or a name
  // with a bare line break) brings more than its part buffer in the chunk that holds the part's headers: the request
  // is never answered. A buffer larger than any chunk a socket delivers (64 KiB) keeps it flowing; it costs nothing,
  // since files are read whole into memory and bounded by the 5 MB limit anyway (found by src/resilience/fuzz.test.ts;
  // uploads.test.ts).
  await app.register(multipart, {
    limits: MULTIPART_LIMITS,
    throwFileSizeLimit: true,
    fileHwm: 8 * 1024 * 1024,
  });

  const { storage, clock } = app.deps;
  const guards = new Map<string, FileGuard>();
  app.decorate('fileLinks', createFileLinks(app.deps.jwtSecret));
  app.decorate('guardFileFolder', (folder: string, guard: FileGuard) => {
    guards.set(folder, guard);
  });

  /** The cache policy for a file the request may have, or null when it is not to be served. */
  const cacheFor = async (key: string, query: unknown): Promise<string | null> => {
    const folder = key.slice(0, Math.max(key.indexOf('/'), 0));
    // With S3 the bucket serves public folders under its own URL; /files serves only what needs a guard.
    if (PUBLIC_FOLDERS.has(folder))
      return storage.kind === 'disk' ? 'public, max-age=31536000, immutable' : null;
    const now = clock.now();
    const link = app.fileLinks.verify(key, query, now);
    const guard = guards.get(folder);
    if (!link || !guard || !(await guard({ key, scope: link.scope }))) return null;
    // Only this browser may keep it, and no longer than the link lives.
    return `private, max-age=${Math.max(0, link.expiresAt - Math.floor(now.getTime() / 1000))}`;
  };

  app.get('/files/*', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*'?: string })['*'] ?? '';
    const type = isValidStorageKey(key) ? CONTENT_TYPES[extname(key)] : undefined;
    const cache = type ? await cacheFor(key, request.query) : null;
    const file = cache ? await storage.read(key) : null;
    if (!type || !cache || !file) return sendError(app, reply, 'NOT_FOUND');
    if (file.size !== undefined) reply.header('content-length', String(file.size));
    return reply
      .header('content-type', type)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', cache)
      .header('content-disposition', 'inline')
      .send(file.body);
  });
}
