import { randomUUID } from 'node:crypto';
import { OtherTodoMemoSchema, successEnvelope, TodoDetailSchema } from '@dasibom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTodoWithImage, bearer, createMember, login, type TestMember } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

// Defect 6 of issue 25: a to-do image stayed public (`public, max-age=31536000, immutable`) after its to-do was made
// private or deleted. An <img> carries no bearer, so the API hands out signed, expiring links and /files checks the
// to-do again at every load.

let t: TestApp;
const HOUR = 60 * 60 * 1000;
const BYTES = Buffer.from('RIFF....WEBPVP8 not really a picture');

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Session = { member: TestMember; memberId: number; accessToken: string };
async function newSession(): Promise<Session> {
  const member = await createMember(t);
  const { accessToken } = await login(t, member);
  return { member, memberId: member.id, accessToken };
}
/** A new login at the fake clock's "now" (access tokens live 15 minutes). */
async function again(s: Session): Promise<Session> {
  return { ...s, accessToken: (await login(t, s.member)).accessToken };
}

/** An owner with one to-do holding one stored image. */
async function todoWithImage({ isPublic }: { isPublic: boolean }) {
  const owner = await newSession();
  return { owner, ...(await addTodoWithImage(t, owner.memberId, BYTES, isPublic)) };
}

const get = (url: string, s?: Session) =>
  t.app.inject({ method: 'GET', url, headers: s ? bearer(s.accessToken) : {} });

/** The owner's view of the to-do (GET /v1/my-dream/todo/{id}): its image URL. */
async function ownerUrl(owner: Session, todoId: number): Promise<string> {
  const res = await get(`/v1/my-dream/todo/${todoId}`, owner);
  expect(res.statusCode, res.body).toBe(200);
  const [image] = successEnvelope(TodoDetailSchema).parse(res.json()).data.images;
  return image!.imageUrl;
}

/** Others' view of a public to-do (GET /v1/todo/{id}/memo): its image URL. */
async function publicUrl(todoId: number, viewer?: Session): Promise<string> {
  const res = await get(`/v1/todo/${todoId}/memo`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  const [image] = successEnvelope(OtherTodoMemoSchema).parse(res.json()).data.images;
  return image!.imageUrl;
}

async function expectServed(url: string) {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.rawPayload.equals(BYTES)).toBe(true);
  return res;
}

/** Refused exactly like a file that does not exist: nothing tells a guesser that the image is there. */
async function expectHidden(url: string) {
  const res = await get(url);
  const unknown = await get(`/files/todos/${randomUUID()}.webp`);
  expect(res.statusCode, url).toBe(404);
  expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: unknown.json().message });
  expect(res.headers['cache-control']).toBe('no-store');
}

function setQuery(url: string, name: string, value: string) {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

describe('to-do images are served through signed links only', () => {
  it('gives the owner a link to a private to-do image that loads, cached privately until it expires', async () => {
    const { owner, key, todoId } = await todoWithImage({ isPublic: false });
    const url = await ownerUrl(owner, todoId);
    expect(url).toMatch(new RegExp(`^/files/${key}\\?exp=\\d+&scope=owner&sig=[\\w-]{43}$`));

    const res = await expectServed(url);
    const cache = String(res.headers['cache-control']);
    expect(cache).not.toMatch(/public|immutable/);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(cache)?.[1]);
    const expiresAt = Number(new URL(url, 'http://x').searchParams.get('exp'));
    // Never cached past the link's own life, and long enough for a page view.
    expect(maxAge).toBe(expiresAt - t.clock.now().getTime() / 1000);
    expect(maxAge).toBeGreaterThanOrEqual(3600);

    // The bare path (the URL every image had before) is no longer a way in.
    await expectHidden(`/files/${key}`);
  });

  it('gives nobody else a link to a private to-do image', async () => {
    const { todoId } = await todoWithImage({ isPublic: false });
    for (const who of [await newSession(), undefined]) {
      const res = await get(`/v1/todo/${todoId}/memo`, who);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('/files/');
    }
  });

  it('stops a public link as soon as the to-do is made private; the owner keeps seeing it', async () => {
    const { owner, todoId } = await todoWithImage({ isPublic: true });
    const shared = await publicUrl(todoId, await newSession());
    expect(shared).toContain('scope=public');
    const res = await expectServed(shared);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const own = await ownerUrl(owner, todoId);

    const body = new FormData();
    body.append('todoTitle', '비공개로 바꿈');
    body.append('isPublic', 'false');
    const made = await t.app.inject({
      method: 'PUT',
      url: `/v1/my-dream/todo/${todoId}`,
      payload: body,
      headers: bearer(owner.accessToken),
    });
    expect(made.statusCode, made.body).toBe(200);

    await expectHidden(shared);
    await expectServed(own);
    // A public link cannot be turned into the owner's by editing it.
    await expectHidden(setQuery(shared, 'scope', 'owner'));
  });

  it('stops every link of a deleted to-do at once, the owner’s too', async () => {
    const { owner, todoId } = await todoWithImage({ isPublic: true });
    const shared = await publicUrl(todoId);
    const own = await ownerUrl(owner, todoId);
    await expectServed(shared);
    await expectServed(own);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/my-dream/todo/${todoId}`,
      headers: bearer(owner.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);

    await expectHidden(shared);
    await expectHidden(own);
  });

  it('refuses a link whose signature, expiry, scope or file was changed', async () => {
    const { owner, todoId } = await todoWithImage({ isPublic: false });
    const other = await todoWithImage({ isPublic: false });
    const url = await ownerUrl(owner, todoId);
    const params = new URL(url, 'http://x').searchParams;
    const sig = params.get('sig')!;
    const exp = Number(params.get('exp'));
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;

    await expectHidden(setQuery(url, 'sig', flipped));
    await expectHidden(setQuery(url, 'sig', ''));
    await expectHidden(setQuery(url, 'exp', String(exp + 3600)));
    await expectHidden(setQuery(url, 'exp', `0${exp}`));
    await expectHidden(setQuery(url, 'scope', 'admin'));
    // Another file's path under this file's signature.
    await expectHidden(url.replace(/^\/files\/[^?]+/, `/files/${other.key}`));
    await expectServed(url);
  });

  it('refuses a link once it has expired; the API hands out a fresh one', async () => {
    const { owner, todoId } = await todoWithImage({ isPublic: true });
    const own = await ownerUrl(owner, todoId);
    const shared = await publicUrl(todoId);
    const expiresAt = Number(new URL(own, 'http://x').searchParams.get('exp')) * 1000;
    const start = t.clock.now();
    try {
      t.clock.set(new Date(expiresAt - 1000));
      await expectServed(own);
      t.clock.set(new Date(expiresAt));
      await expectHidden(own);
      await expectHidden(shared);
      await expectServed(await ownerUrl(await again(owner), todoId));
      await expectServed(await publicUrl(todoId));
    } finally {
      t.clock.set(start);
    }
  });

  it('hands out one URL per clock hour, so a refetch does not download the picture again', async () => {
    const { owner, todoId } = await todoWithImage({ isPublic: false });
    const start = t.clock.now();
    try {
      const first = await ownerUrl(owner, todoId);
      t.clock.advance(HOUR - 1000);
      expect(await ownerUrl(await again(owner), todoId)).toBe(first);
      t.clock.advance(1000);
      expect(await ownerUrl(await again(owner), todoId)).not.toBe(first);
      // The earlier URL still works for the rest of its life.
      await expectServed(first);
    } finally {
      t.clock.set(start);
    }
  });

  it('serves nothing from a folder without a guard, even under a valid signature', async () => {
    const key = `misc/${randomUUID()}.webp`;
    await t.storage.put(key, BYTES, 'image/webp');
    await expectHidden(t.app.fileLinks.url(key, 'owner', t.clock.now()));
  });

  it('keeps profile pictures public, as before', async () => {
    const key = `profiles/${randomUUID()}.webp`;
    await t.storage.put(key, BYTES, 'image/webp');
    const res = await expectServed(`/files/${key}`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
