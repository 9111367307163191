import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { successEnvelope, TodoDetailSchema } from '@dasibom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todoImages, todos } from '../../db/schema.ts';
import { addJobGroup, addTodoWithImage, bearer, createMember, login } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { testS3Storage } from '../../test/s3-storage.ts';

// ADR 034 with S3 storage: to-do images are read back from the bucket through /files, so the same guard decides every
// load; profile pictures stay the bucket's public URL.

/** A bucket in memory, answering the three commands the storage sends as the SDK would. */
function memoryBucket() {
  const objects = new Map<string, Buffer>();
  return {
    objects,
    client: {
      async send(command: unknown) {
        if (command instanceof PutObjectCommand) {
          objects.set(command.input.Key!, Buffer.from(command.input.Body as Buffer));
          return {};
        }
        if (command instanceof DeleteObjectCommand) {
          objects.delete(command.input.Key!);
          return {};
        }
        if (command instanceof GetObjectCommand) {
          const body = objects.get(command.input.Key!);
          if (!body) throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} });
          return { Body: Readable.from([body]), ContentLength: body.length };
        }
        throw new Error('unexpected command');
      },
    },
  };
}

const BYTES = Buffer.from('RIFF....WEBPVP8 not really a picture');
const bucket = memoryBucket();
let t: TestApp;

beforeAll(async () => {
  const storage = testS3Storage(bucket.client as never);
  t = await buildTestApp({ storage });
});
afterAll(async () => {
  await t.close();
});

describe('to-do images with S3 storage', () => {
  it('are served from the bucket through signed /files links, and stop when the to-do goes private or away', async () => {
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    const { key, todoId } = await addTodoWithImage(t, member.id, BYTES, true);

    const own = await t.app.inject({
      method: 'GET',
      url: `/v1/my-dream/todo/${todoId}`,
      headers: bearer(accessToken),
    });
    const ownerUrl = successEnvelope(TodoDetailSchema).parse(own.json()).data.images[0]!.imageUrl;
    // Never the bucket's public address: that one could not be taken back.
    expect(ownerUrl.startsWith(`/files/${key}?`)).toBe(true);
    const memo = await t.app.inject({ method: 'GET', url: `/v1/todo/${todoId}/memo` });
    const publicUrl = (memo.json() as { data: { images: { imageUrl: string }[] } }).data.images[0]!.imageUrl;
    expect(publicUrl.startsWith(`/files/${key}?`)).toBe(true);

    for (const url of [ownerUrl, publicUrl]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.equals(BYTES)).toBe(true);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    }
    // Unsigned: the same 404 as a file that does not exist.
    expect((await t.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);

    await t.db.update(todos).set({ isPublic: false }).where(eq(todos.id, todoId));
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: ownerUrl })).statusCode).toBe(200);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/my-dream/todo/${todoId}`,
      headers: bearer(accessToken),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: ownerUrl })).statusCode).toBe(404);
  });

  it('leaves profile pictures to the bucket, and answers 404 when the bucket has lost a to-do image', async () => {
    const profile = `profiles/${randomUUID()}.webp`;
    await t.storage.put(profile, BYTES, 'image/webp');
    expect(t.storage.url(profile)).toBe(`https://cdn.example.com/${profile}`);
    expect((await t.app.inject({ method: 'GET', url: `/files/${profile}` })).statusCode).toBe(404);

    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    const key = `todos/${randomUUID()}.webp`;
    await addJobGroup(t, member.id, 6, { todoCount: 1, imageKeys: [key] });
    const [row] = await t.db
      .select({ todoId: todoImages.todoId })
      .from(todoImages)
      .where(eq(todoImages.storageKey, key));
    const own = await t.app.inject({
      method: 'GET',
      url: `/v1/my-dream/todo/${row!.todoId}`,
      headers: bearer(accessToken),
    });
    const url = successEnvelope(TodoDetailSchema).parse(own.json()).data.images[0]!.imageUrl;
    // The row says the image exists; the bucket (NoSuchKey) does not have it.
    expect(bucket.objects.has(key)).toBe(false);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
