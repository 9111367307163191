import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';

/** Where uploaded images live: local disk (served at /files/<key>) or an S3-compatible bucket. */
export type Storage = {
  kind: 'disk' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL the browser loads (for files public by design; others go through signed /files links). */
  url(key: string): string;
  /** The stored file for /files to serve, or null when there is none (never for a malformed key). */
  read(key: string): Promise<StoredFile | null>;
};

export type StoredFile = { body: Readable; size: number | undefined };

export type DiskStorage = Storage & {
  kind: 'disk';
  root: string;
  /** The absolute path of a stored key, or null for a key that is not well-formed (never outside `root`). */
  pathOf(key: string): string | null;
};

/**
 * Keys are ours (`profiles/<uuid>.webp`), never user input; still, anything that is not lower-case path segments
 * ending in an image extension is refused, so `..`, absolute paths, backslashes and NUL can never reach the disk.
 */
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9_-]{0,63}\/){0,4}[a-z0-9][a-z0-9_-]{0,127}\.(?:webp|jpg|png)$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A fresh random key in a folder, e.g. `profiles/1b4e…​.webp`. */
export function newStorageKey(folder: string, extension: 'webp' | 'jpg' | 'png'): string {
  return `${folder}/${randomUUID()}.${extension}`;
}

function assertKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error('invalid storage key');
}

export function createDiskStorage(dir: string): DiskStorage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    if (!isValidStorageKey(key)) return null;
    const path = resolve(root, key);
    return path.startsWith(root + sep) ? path : null;
  };
  return {
    kind: 'disk',
    root,
    pathOf,
    async put(key, data) {
      const path = pathOf(key);
      if (!path) throw new Error('invalid storage key');
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = join(dirname(path), `.${randomUUID()}.tmp`);
      await writeFile(temp, data);
      await rename(temp, path);
    },
    async delete(key) {
      const path = pathOf(key);
      if (!path) throw new Error('invalid storage key');
      await rm(path, { force: true });
    },
    url: (key) => {
      assertKey(key);
      return `/files/${key}`;
    },
    async read(key) {
      const path = pathOf(key);
      const info = path ? await stat(path).catch(() => null) : null;
      if (!path || !info?.isFile()) return null;
      return { body: createReadStream(path), size: info.size };
    },
  };
}

type S3Settings = Pick<
  Config,
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
  | 'S3_FORCE_PATH_STYLE'
>;

/**
 * S3 or any S3-compatible store (MinIO, R2…). Profile pictures are public-read through `S3_PUBLIC_URL`; to-do images
 * are read back through /files with a signed link (ADR 034), so the bucket must expose `profiles/` only. The SDK loads on the
 * first upload: a server on local disk never pays its ~20 MB of memory.
 */
export function createS3Storage(settings: S3Settings, client?: Pick<S3Client, 'send'>): Storage {
  const bucket = settings.S3_BUCKET;
  if (!bucket) throw new Error('S3_BUCKET is required for S3 storage');
  let sdk: Promise<{ s3: Pick<S3Client, 'send'>; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const load = () => {
    sdk ??= import('@aws-sdk/client-s3').then((loaded) => ({ s3: client ?? newClient(loaded), sdk: loaded }));
    return sdk;
  };
  const newClient = ({ S3Client }: typeof import('@aws-sdk/client-s3')) =>
    new S3Client({
      region: settings.S3_REGION,
      ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      ...(settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: settings.S3_ACCESS_KEY_ID,
              secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
            },
          }
        : {}),
    });
  const base = (
    settings.S3_PUBLIC_URL ??
    (settings.S3_ENDPOINT
      ? `${settings.S3_ENDPOINT.replace(/\/+$/, '')}/${bucket}`
      : `https://${bucket}.s3.${settings.S3_REGION}.amazonaws.com`)
  ).replace(/\/+$/, '');
  return {
    kind: 's3',
    async put(key, data, contentType) {
      assertKey(key);
      const { s3, sdk } = await load();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async delete(key) {
      assertKey(key);
      const { s3, sdk } = await load();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    url: (key) => {
      assertKey(key);
      return `${base}/${key}`;
    },
    async read(key) {
      if (!isValidStorageKey(key)) return null;
      const { s3, sdk } = await load();
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        // In Node the SDK's body is a Readable (an IncomingMessage with the SDK's helpers mixed in).
        return answer.Body ? { body: answer.Body as Readable, size: answer.ContentLength } : null;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
}

/** The driver the configuration asks for (`S3_BUCKET` set → S3, otherwise the upload directory). */
export function createStorage(config: Config): Storage {
  return config.storage === 's3' ? createS3Storage(config) : createDiskStorage(config.uploadDir);
}

/** Deletes files after a commit; a failure is logged, never surfaced (the rows are already gone). */
export async function deleteStoredFiles(
  storage: Storage,
  keys: Iterable<string | null | undefined>,
  log?: { warn(obj: object, msg?: string): void },
): Promise<void> {
  for (const key of new Set([...keys].filter((k): k is string => Boolean(k)))) {
    try {
      await storage.delete(key);
    } catch (error) {
      log?.warn({ err: error, key }, 'could not delete a stored file');
    }
  }
}
