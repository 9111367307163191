import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { testS3Storage } from '../test/s3-storage.ts';
import { createDiskStorage, isValidStorageKey, newStorageKey } from './storage.ts';

describe('storage keys', () => {
  it('accepts our own keys and refuses anything that could leave the upload directory', () => {
    expect(isValidStorageKey(newStorageKey('profiles', 'webp'))).toBe(true);
    for (const key of [
      '../secret.webp',
      'profiles/../../etc/passwd',
      '/etc/x.webp',
      'profiles\\..\\x.webp',
      'profiles/x.webp\u0000.png',
      'profiles/.hidden.webp',
      'profiles/x.svg',
      'profiles/x.html',
      'Profiles/X.webp',
      '',
    ]) {
      expect(isValidStorageKey(key), key).toBe(false);
    }
  });
});

describe('disk storage', () => {
  it('writes, serves a URL under /files and deletes; refuses bad keys', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dasibom-storage-'));
    const storage = createDiskStorage(dir);
    const key = newStorageKey('profiles', 'webp');
    await storage.put(key, Buffer.from('data'), 'image/webp');
    expect(readFileSync(join(dir, key), 'utf8')).toBe('data');
    expect(storage.url(key)).toBe(`/files/${key}`);
    await storage.delete(key);
    expect(existsSync(join(dir, key))).toBe(false);
    await storage.delete(key); // already gone: fine
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(storage.pathOf('../escape.webp')).toBeNull();
  });
});

describe('S3 storage', () => {
  it('puts with the content type and a long cache, deletes, and answers public URLs', async () => {
    const sent: unknown[] = [];
    const storage = testS3Storage(
      { send: async (command: unknown) => sent.push(command) } as never,
      'https://cdn.example.com/',
    );
    const key = newStorageKey('profiles', 'webp');
    await storage.put(key, Buffer.from('x'), 'image/webp');
    await storage.delete(key);
    expect(storage.url(key)).toBe(`https://cdn.example.com/${key}`);
    expect(sent[0]).toBeInstanceOf(PutObjectCommand);
    expect((sent[0] as PutObjectCommand).input).toMatchObject({
      Bucket: 'bucket',
      Key: key,
      ContentType: 'image/webp',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(sent[1]).toBeInstanceOf(DeleteObjectCommand);
    await expect(storage.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });
});
