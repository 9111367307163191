import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { LIMITS } from '@dasibom/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { DiskStorage } from '../platform/storage.ts';
import { sendError } from './errors.ts';

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
 * `valueTruncated`, STACK-NOTES trap 10), and — with the disk driver — the uploaded files at /files/<key>: correct
 * content type, `nosniff`, a long immutable cache (keys are random and never reused), no rate limit. An unknown
 * file is a JSON 404.
 */
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  const { storage } = app.deps;
  if (storage.kind !== 'disk') return;
  const disk = storage as DiskStorage;

  app.get('/files/*', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*'?: string })['*'] ?? '';
    const path = disk.pathOf(key);
    const type = CONTENT_TYPES[extname(key)];
    const info = path && type ? await stat(path).catch(() => null) : null;
    if (!path || !type || !info?.isFile()) return sendError(app, reply, 'NOT_FOUND');
    return reply
      .header('content-type', type)
      .header('content-length', String(info.size))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', 'inline')
      .send(createReadStream(path));
  });
}
