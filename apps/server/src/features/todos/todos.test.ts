import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  CreateTodoResponseSchema,
  MyTodoGroupSchema,
  MyTodoJobsResponseSchema,
  successEnvelope,
  TodoDetailSchema,
} from '@dasibom/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todoGroups, todoImages, todos } from '../../db/schema.ts';
import { PURGE_QUEUE } from '../../jobs.ts';
import type { DiskStorage } from '../../platform/storage.ts';
import { bearer, createMember, login, type TestMember } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { planKit } from '../../test/my-dream.ts';
import { purgeDeletedTodos, TODO_PURGE_AFTER_MS } from './todo-state.ts';

let t: TestApp;
let disk: DiskStorage;
let png: Buffer;
let png2: Buffer;
const MB = 1024 * 1024;
const MINUTE = 60 * 1000;
const YOUTUBE_ID = 'dQw4w9WgXcQ';
const todoRows = (ids: number[]) => t.db.select().from(todos).where(inArray(todos.id, ids));
const imageRows = (todoIds: number[]) =>
  t.db.select().from(todoImages).where(inArray(todoImages.todoId, todoIds));

beforeAll(async () => {
  t = await buildTestApp();
  disk = t.storage as DiskStorage;
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#33aa55' } })
    .png()
    .toBuffer();
  png2 = await sharp({ create: { width: 30, height: 30, channels: 4, background: '#aa3355' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

type Session = { member: TestMember; accessToken: string };
async function newSession(): Promise<Session> {
  const member = await createMember(t);
  const { accessToken } = await login(t, member);
  return { member, accessToken };
}

/** Chooses a job through the API: a group with the job's starter to-dos. */
const addGroup = (s: Session, jobId: number) => planKit(t).chooseJob({ token: s.accessToken }, jobId);

type FileSpec = { data: Buffer; name: string; type: string };
type FormSpec = Record<string, string | string[] | FileSpec[] | undefined>;

/** A real multipart body: strings as fields (arrays repeat the field), file lists as files. */
function form(spec: FormSpec): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(spec)) {
    if (value === undefined) continue;
    if (typeof value === 'string') body.append(name, value);
    else
      for (const item of value) {
        if (typeof item === 'string') body.append(name, item);
        else body.append(name, new Blob([new Uint8Array(item.data)], { type: item.type }), item.name);
      }
  }
  return body;
}
const pngFile = (data = png, name = 'photo.png'): FileSpec => ({ data, name, type: 'image/png' });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const call = (s: Session | null, method: Method, url: string, payload?: object | FormData) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: s ? bearer(s.accessToken) : {} });

const createTodo = (s: Session, groupId: number, spec: FormSpec) =>
  call(s, 'POST', `/v1/my-dream/todo-group/${groupId}`, form(spec));
async function createOk(s: Session, groupId: number, spec: FormSpec): Promise<number> {
  const res = await createTodo(s, groupId, spec);
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(CreateTodoResponseSchema).parse(res.json()).data.todoId;
}
const updateTodo = (s: Session, todoId: number, spec: FormSpec) =>
  call(s, 'PUT', `/v1/my-dream/todo/${todoId}`, form(spec));

async function detail(s: Session, todoId: number) {
  const res = await call(s, 'GET', `/v1/my-dream/todo/${todoId}`);
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(TodoDetailSchema).parse(res.json()).data;
}
async function group(s: Session, groupId: number) {
  const res = await call(s, 'GET', `/v1/my-dream/todo-group/${groupId}`);
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(MyTodoGroupSchema).parse(res.json()).data;
}
async function active(s: Session) {
  const res = await call(s, 'GET', '/v1/my-dream/todo');
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(MyTodoGroupSchema).parse(res.json()).data;
}

const keyOf = (url: string) => url.replace(/^\/files\//, '').replace(/\?.*$/, '');
const storedTodoFiles = () => {
  const dir = join(disk.root, 'todos');
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.')) : [];
};
const groupRows = (groupId: number) =>
  t.db.select().from(todos).where(eq(todos.groupId, groupId)).orderBy(asc(todos.position), asc(todos.id));

describe('reading my to-dos', () => {
  it('answers nulls and no to-dos for a member without a group', async () => {
    const s = await newSession();
    const unset = ['todoGroupId', 'memberNickname', 'profileImage', 'daysAgo', 'jobName', 'totalView'];
    const nulls = Object.fromEntries(unset.map((key) => [key, null]));
    expect(await active(s)).toEqual({ ...nulls, todos: [], restorableTodos: [] });
    expect((await call(s, 'GET', '/v1/my-dream/todo/jobs')).json().data).toEqual([]);
  });

  it('shows the most recently active group; a new to-do goes last and marks its group active', async () => {
    const s = await newSession();
    const older = await addGroup(s, 1);
    t.clock.advance(1000);
    const newer = await addGroup(s, 2);
    const first = await active(s);
    expect(first).toMatchObject({
      todoGroupId: newer,
      memberNickname: s.member.nickname,
      profileImage: null,
      daysAgo: 1,
      jobName: expect.any(String),
      totalView: 0,
    });
    expect(first.todos.length).toBeGreaterThan(0);
    expect(first.todos.every((todo) => !todo.completed && !todo.isPublic && !todo.isMemoExist)).toBe(true);

    t.clock.advance(1000);
    const todoId = await createOk(s, older, { todoTitle: '  마지막에 붙는 할일 ', isPublic: 'true' });
    const now = await active(s);
    expect(now.todoGroupId).toBe(older);
    expect(now.todos.at(-1)).toEqual({
      todoId,
      title: '마지막에 붙는 할일',
      completed: false,
      isMemoExist: false,
      isPublic: true,
      targetDate: null,
    });
    const jobs = successEnvelope(MyTodoJobsResponseSchema).parse(
      (await call(s, 'GET', '/v1/my-dream/todo/jobs')).json(),
    );
    expect(jobs.data.map((j) => j.todoGroupId)).toEqual([older, newer]);
    expect(jobs.data[0]).toEqual({ todoGroupId: older, jobName: expect.any(String), jobId: 1 });

    // Completing a to-do of the other group makes that one the most recent.
    t.clock.advance(1000);
    const other = (await group(s, newer)).todos[0]!;
    await call(s, 'PATCH', `/v1/my-dream/todo/${other.todoId}/complete-state`, { completed: true });
    expect((await active(s)).todoGroupId).toBe(newer);
  });

  it('counts daysAgo in Seoul calendar days: day 1 until Seoul midnight, day 2 a minute after', async () => {
    t.clock.set('2026-07-10T23:58:00+09:00');
    const s = await newSession();
    const groupId = await addGroup(s, 3);
    expect((await group(s, groupId)).daysAgo).toBe(1);
    t.clock.set('2026-07-10T23:59:59+09:00');
    expect((await active(s)).daysAgo).toBe(1);
    // 00:00:30 in Seoul is still the 10th in UTC (15:00:30Z): the Seoul date decides.
    t.clock.set('2026-07-11T00:00:30+09:00');
    expect((await active(s)).daysAgo).toBe(2);
    t.clock.set('2026-07-20T12:00:00+09:00');
    const later = await login(t, s.member);
    expect((await active({ ...s, accessToken: later.accessToken })).daysAgo).toBe(11);
  });

  it('marks isMemoExist for a memo, a link or an image', async () => {
    const s = await newSession();
    const groupId = await addGroup(s, 4);
    const withMemo = await createOk(s, groupId, { todoTitle: '메모', memoText: '준비물: 신분증' });
    const withLink = await createOk(s, groupId, { todoTitle: '링크', link: 'https://example.com/guide' });
    const withImage = await createOk(s, groupId, { todoTitle: '사진', images: [pngFile()] });
    const blank = await createOk(s, groupId, { todoTitle: '빈 메모', memoText: '   ', link: '' });
    const byId = new Map((await group(s, groupId)).todos.map((todo) => [todo.todoId, todo.isMemoExist]));
    expect([withMemo, withLink, withImage, blank].map((id) => byId.get(id))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('creating a to-do (multipart)', () => {
  it('stores title, memo, link and re-encoded images; GET shows them with /files URLs', async () => {
    const s = await newSession();
    const groupId = await addGroup(s, 5);
    const memo = '첫 줄\n둘째 줄 '.repeat(10);
    const todoId = await createOk(s, groupId, {
      todoTitle: '요양보호사 교육 알아보기',
      isPublic: 'false',
      memoText: memo,
      link: `https://youtu.be/${YOUTUBE_ID}`,
      images: [pngFile(), pngFile(png2, 'second.PNG')],
    });
    const got = await detail(s, todoId);
    expect(got).toMatchObject({
      todoId,
      todoGroupId: groupId,
      title: '요양보호사 교육 알아보기',
      completed: false,
      isPublic: false,
      memoText: memo,
      link: `https://youtu.be/${YOUTUBE_ID}`,
      linkVideoId: YOUTUBE_ID,
    });
    expect(got.images).toHaveLength(2);
    for (const image of got.images) {
      expect(image.imageUrl).toMatch(
        /^\/files\/todos\/[0-9a-f-]{36}\.webp\?exp=\d+&scope=owner&sig=[\w-]{43}$/,
      );
      const served = await t.app.inject({ method: 'GET', url: image.imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('counts a line break in the memo as one character (multipart sends it as CRLF)', async () => {
    const s = await newSession();
    const groupId = await addGroup(s, 5);
    const memo = `${'가'.repeat(4000)}${'\n'.repeat(1000)}`;
    const todoId = await createOk(s, groupId, { todoTitle: '줄바꿈', memoText: memo });
    expect((await detail(s, todoId)).memoText).toBe(memo);
    expect((await createTodo(s, groupId, { todoTitle: '줄바꿈', memoText: `${memo}\n` })).statusCode).toBe(
      400,
    );
  });

  it('accepts the quick-add (title only: private) and `images[]` as the field name', async () => {
    const s = await newSession();
    const groupId = await addGroup(s, 6);
    const quick = await createOk(s, groupId, { todoTitle: '빠르게 추가' });
    expect(await detail(s, quick)).toMatchObject({ isPublic: false, memoText: null, link: null, images: [] });
    const bracket = await createOk(s, groupId, { todoTitle: '괄호 이름', 'images[]': [pngFile()] });
    expect((await detail(s, bracket)).images).toHaveLength(1);
  });

  it('stores a non-YouTube link as given but never as a video; refuses javascript: and data: links', async () => {
    const s = await newSession();
    const groupId = await addGroup(s, 7);
    const lookAlike = `https://www.youtube.com.evil.example/watch?v=${YOUTUBE_ID}`;
    const todoId = await createOk(s, groupId, { todoTitle: '링크', link: lookAlike });
    expect(await detail(s, todoId)).toMatchObject({ link: lookAlike, linkVideoId: null });
    const plain = await createOk(s, groupId, { todoTitle: '링크2', link: 'http://example.com/a?b=c' });
    expect(await detail(s, plain)).toMatchObject({ link: 'http://example.com/a?b=c', linkVideoId: null });
    for (const link of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'example.com']) {
      const res = await createTodo(s, groupId, { todoTitle: '나쁜 링크', link });
      expect(res.statusCode, link).toBe(400);
      expect(res.json().fields.link, link).toBe(
        '링크는 http:// 또는 https://로 시작하는 주소만 넣을 수 있어요.',
      );
    }
  });

  it('refuses bad input with a 400 (or 415) and Korean message, and changes nothing', async () => {
    const s = await newSession();
    const groupId = await addGroup(s, 8);
    const rowsBefore = await groupRows(groupId);
    const filesBefore = storedTodoFiles();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>',
    );
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    const six = Array.from({ length: 6 }, () => pngFile());
    const cases: [string, FormSpec | FormData, number, string, string?][] = [
      ['blank title', { todoTitle: '   ' }, 400, 'VALIDATION', '할일 제목을 입력해주세요.'],
      ['missing title', { isPublic: 'true' }, 400, 'VALIDATION', '할일 제목을 입력해주세요.'],
      [
        '101-char title',
        { todoTitle: '가'.repeat(101) },
        400,
        'VALIDATION',
        '할일 제목은 100자까지 쓸 수 있어요.',
      ],
      [
        'memo of 5001',
        { todoTitle: 'a', memoText: 'a'.repeat(5001) },
        400,
        'VALIDATION',
        '메모는 5000자까지 쓸 수 있어요.',
      ],
      // Over the 32 KB field limit: multipart would silently truncate it.
      [
        'truncated memo',
        { todoTitle: 'a', memoText: '메'.repeat(12_000) },
        400,
        'VALIDATION',
        '메모는 5000자까지 쓸 수 있어요.',
      ],
      [
        'truncated title',
        { todoTitle: 'a'.repeat(40_000) },
        400,
        'VALIDATION',
        '할일 제목은 100자까지 쓸 수 있어요.',
      ],
      ['isPublic yes', { todoTitle: 'a', isPublic: 'yes' }, 400, 'VALIDATION'],
      ['title twice', { todoTitle: ['a', 'b'] }, 400, 'VALIDATION'],
      ['NUL in memo', { todoTitle: 'a', memoText: 'a\u0000b' }, 400, 'VALIDATION'],
      [
        '6 images',
        { todoTitle: 'a', images: six },
        400,
        'VALIDATION',
        '이미지는 할일 하나에 5장까지 올릴 수 있어요.',
      ],
      [
        'svg',
        { todoTitle: 'a', images: [{ data: svg, name: 'x.svg', type: 'image/svg+xml' }] },
        400,
        'INVALID_IMAGE',
      ],
      ['svg as png', { todoTitle: 'a', images: [pngFile(svg, 'x.png')] }, 400, 'INVALID_IMAGE'],
      [
        'html as png',
        { todoTitle: 'a', images: [pngFile(), pngFile(html, 'photo.png')] },
        400,
        'INVALID_IMAGE',
      ],
      [
        'over 5 MB',
        { todoTitle: 'a', images: [pngFile(Buffer.concat([png, Buffer.alloc(5 * MB)]), 'big.png')] },
        400,
        'INVALID_IMAGE',
        '5MB 이하의 이미지만 올릴 수 있어요.',
      ],
      ['file under another name', { todoTitle: 'a', file: [pngFile()] }, 400, 'VALIDATION'],
    ];
    for (const [label, spec, status, code, message] of cases) {
      const res = await call(
        s,
        'POST',
        `/v1/my-dream/todo-group/${groupId}`,
        spec instanceof FormData ? spec : form(spec),
      );
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      expect(res.json().code, label).toBe(code);
      expect(res.json().message, label).toMatch(/[가-힣]/);
      if (message) expect(res.json().message, label).toBe(message);
    }
    const json = await call(s, 'POST', `/v1/my-dream/todo-group/${groupId}`, { todoTitle: 'json' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart/);
    expect(await groupRows(groupId)).toEqual(rowsBefore);
    expect(storedTodoFiles().sort()).toEqual(filesBefore.sort());
  });

  it('answers 400 for non-numeric ids and 404 for unknown groups', async () => {
    const s = await newSession();
    expect((await createTodo(s, 0, { todoTitle: 'a' })).statusCode).toBe(400);
    expect((await call(s, 'POST', '/v1/my-dream/todo-group/abc', form({ todoTitle: 'a' }))).statusCode).toBe(
      400,
    );
    expect((await createTodo(s, 999_999, { todoTitle: 'a' })).json()).toMatchObject({
      status: 404,
      code: 'TODO_GROUP_NOT_FOUND',
    });
  });
});

describe('updating a to-do (multipart)', () => {
  it('keeps visibility, memo and link when omitted; changes or clears them when sent', async () => {
    const s = await newSession();
    const groupId = await addGroup(s, 9);
    const todoId = await createOk(s, groupId, {
      todoTitle: '처음',
      isPublic: 'true',
      memoText: '메모',
      link: 'https://example.com',
    });
    const kept = await updateTodo(s, todoId, { todoTitle: '제목만 바꿈' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(successEnvelope(TodoDetailSchema).parse(kept.json()).data).toMatchObject({
      title: '제목만 바꿈',
      isPublic: true,
      memoText: '메모',
      link: 'https://example.com',
    });
    const changed = await updateTodo(s, todoId, {
      todoTitle: '다시',
      isPublic: 'false',
      memoText: '',
      link: `https://www.youtube.com/shorts/${YOUTUBE_ID}`,
    });
    expect(changed.json().data).toMatchObject({ isPublic: false, memoText: null, linkVideoId: YOUTUBE_ID });
    expect(await detail(s, todoId)).toMatchObject({ title: '다시', isPublic: false, memoText: null });
    expect((await updateTodo(s, todoId, { todoTitle: ' ' })).json().message).toBe(
      '할일 제목을 입력해주세요.',
    );
  });

  it('replaces images: deleteImages rows and files go after the commit, newImages are added', async () => {
    const s = await newSession();
    const groupId = await addGroup(s, 10);
    const todoId = await createOk(s, groupId, { todoTitle: '사진', images: [pngFile(), pngFile(png2)] });
    const [first, second] = (await detail(s, todoId)).images;
    const res = await updateTodo(s, todoId, {
      todoTitle: '사진',
      deleteImages: [String(first!.imageId)],
      newImages: [pngFile(png2), pngFile()],
    });
    expect(res.statusCode, res.body).toBe(200);
    const images = (await detail(s, todoId)).images;
    expect(images).toHaveLength(3);
    expect(images[0]).toEqual(second);
    expect(existsSync(disk.pathOf(keyOf(first!.imageUrl))!)).toBe(false);
    for (const image of images) expect(existsSync(disk.pathOf(keyOf(image.imageUrl))!)).toBe(true);
  });

  it("refuses deleteImages of another to-do's (or member's) image and more than five images, changing nothing", async () => {
    const s = await newSession();
    const other = await newSession();
    const groupId = await addGroup(s, 11);
    const otherGroup = await addGroup(other, 11);
    const todoId = await createOk(s, groupId, {
      todoTitle: '내 할일',
      images: [pngFile(), pngFile(), pngFile()],
    });
    const sibling = await createOk(s, groupId, { todoTitle: '다른 할일', images: [pngFile()] });
    const foreign = await createOk(other, otherGroup, { todoTitle: '남의 할일', images: [pngFile()] });
    const siblingImage = (await detail(s, sibling)).images[0]!.imageId;
    const foreignImage = (await detail(other, foreign)).images[0]!.imageId;
    const before = await detail(s, todoId);
    const filesBefore = storedTodoFiles();

    for (const imageId of [siblingImage, foreignImage, 999_999]) {
      const res = await updateTodo(s, todoId, { todoTitle: '바꿈', deleteImages: [String(imageId)] });
      expect(res.statusCode, String(imageId)).toBe(400);
      expect(res.json().fields.deleteImages).toBe('삭제할 이미지를 이 할일에서 찾을 수 없어요.');
    }
    const tooMany = await updateTodo(s, todoId, {
      todoTitle: '바꿈',
      newImages: [pngFile(), pngFile(), pngFile()],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('이미지는 할일 하나에 5장까지 올릴 수 있어요.');
    const bad = await updateTodo(s, todoId, { todoTitle: '바꿈', deleteImages: ['x'] });
    expect(bad.statusCode).toBe(400);

    expect(await detail(s, todoId)).toEqual(before);
    expect((await detail(s, sibling)).images).toHaveLength(1);
    expect((await detail(other, foreign)).images[0]!.imageId).toBe(foreignImage);
    expect(storedTodoFiles().sort()).toEqual(filesBefore.sort());
    // Deleting two and adding four leaves five: allowed.
    const ids = before.images.map((image) => String(image.imageId));
    const ok = await updateTodo(s, todoId, {
      todoTitle: '바꿈',
      deleteImages: ids.slice(0, 2),
      newImages: [pngFile(), pngFile(), pngFile(), pngFile()],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.images).toHaveLength(5);
  });
});

describe('목표일 (target dates)', () => {
  it('stores a target date on create, shows it in the list and the detail, keeps it when omitted, clears it when blank', async () => {
    const s = await newSession();
    const groupId = await addGroup(s, 9);
    const todoId = await createOk(s, groupId, { todoTitle: '원서 내기', targetDate: '2027-02-28' });
    const quick = await createOk(s, groupId, { todoTitle: '날짜 없는 일' });
    expect(await detail(s, todoId)).toMatchObject({ targetDate: '2027-02-28' });
    const mine = (await group(s, groupId)).todos.filter((todo) => [todoId, quick].includes(todo.todoId));
    expect(mine.map((todo) => [todo.todoId, todo.targetDate])).toEqual([
      [todoId, '2027-02-28'],
      [quick, null],
    ]);
    expect((await updateTodo(s, todoId, { todoTitle: '원서 내기!' })).json().data.targetDate).toBe(
      '2027-02-28',
    );
    expect(
      (await updateTodo(s, todoId, { todoTitle: '원서', targetDate: '2027-03-02' })).json().data,
    ).toMatchObject({ targetDate: '2027-03-02' });
    expect(
      (await updateTodo(s, todoId, { todoTitle: '원서', targetDate: '' })).json().data.targetDate,
    ).toBeNull();
  });

  it('refuses a day that does not exist or is not written YYYY-MM-DD, with the Korean message, changing nothing', async () => {
    const s = await newSession();
    const groupId = await addGroup(s, 9);
    const todoId = await createOk(s, groupId, { todoTitle: '그대로', targetDate: '2027-01-10' });
    const countBefore = (await group(s, groupId)).todos.length;
    for (const targetDate of [
      '2027-02-29',
      '2027-13-01',
      '27-01-01',
      '2027/01/01',
      '내일',
      '2027-1-5',
      '1999-12-31',
    ]) {
      const created = await createTodo(s, groupId, { todoTitle: '새 일', targetDate });
      expect(created.statusCode, targetDate).toBe(400);
      expect(created.json().message).toBe('목표일은 2027-03-31처럼 연-월-일로, 있는 날짜를 넣어 주세요.');
      const updated = await updateTodo(s, todoId, { todoTitle: '바뀜', targetDate });
      expect(updated.statusCode, targetDate).toBe(400);
    }
    expect(await detail(s, todoId)).toMatchObject({ title: '그대로', targetDate: '2027-01-10' });
    expect((await group(s, groupId)).todos).toHaveLength(countBefore);
  });
});

describe('soft delete, restore and purge', () => {
  it('delete hides the to-do (GET 404, lists skip it); restore puts it back in its place with its state', async () => {
    const s = await newSession();
    const groupId = await addGroup(s, 12);
    const order = (await group(s, groupId)).todos.map((todo) => todo.todoId);
    expect(order.length).toBeGreaterThanOrEqual(3);
    const middle = order[1]!;
    await call(s, 'PATCH', `/v1/my-dream/todo/${middle}/complete-state`, { completed: true });

    const deleted = await call(s, 'DELETE', `/v1/my-dream/todo/${middle}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({
      todoId: middle,
      deleted: true,
      restorableUntil: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(),
    });
    expect((await call(s, 'GET', `/v1/my-dream/todo/${middle}`)).json()).toMatchObject({
      status: 404,
      code: 'TODO_NOT_FOUND',
    });
    expect((await group(s, groupId)).todos.map((todo) => todo.todoId)).toEqual(
      order.filter((id) => id !== middle),
    );
    // A new to-do meanwhile goes after every position, the deleted one's included.
    const added = await createOk(s, groupId, { todoTitle: '삭제 뒤에 추가' });
    expect((await call(s, 'DELETE', `/v1/my-dream/todo/${middle}`)).statusCode).toBe(404);
    expect(
      (await call(s, 'PATCH', `/v1/my-dream/todo/${middle}/complete-state`, { completed: false })).statusCode,
    ).toBe(404);
    expect((await updateTodo(s, middle, { todoTitle: '삭제된 것' })).statusCode).toBe(404);

    t.clock.advance(9 * MINUTE);
    const restored = await call(s, 'POST', `/v1/my-dream/todo/${middle}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ todoId: middle, completed: true });
    expect((await group(s, groupId)).todos.map((todo) => todo.todoId)).toEqual([...order, added]);
    // A second undo is harmless.
    expect((await call(s, 'POST', `/v1/my-dream/todo/${middle}/restore`)).statusCode).toBe(200);
  });

  it('lists to-dos deleted within the 10 minutes as restorable, each after the row shown before it, and not after', async () => {
    const s = await newSession();
    const other = await newSession();
    const groupId = await addGroup(s, 15);
    const otherGroupId = await addGroup(other, 15);
    const starters = (await group(s, groupId)).todos;
    const order = starters.map((todo) => todo.todoId);
    const [a, b, c] = order;
    expect(order.length).toBeGreaterThan(3);
    const titleOf = new Map(starters.map((todo) => [todo.todoId, todo.title]));
    const restorable = async () =>
      (await group(s, groupId)).restorableTodos.map(({ todoId, afterTodoId }) => [todoId, afterTodoId]);
    const at = (ms: number) => new Date(ms).toISOString();

    const t0 = t.clock.now().getTime();
    await call(s, 'DELETE', `/v1/my-dream/todo/${b}`);
    t.clock.advance(2 * MINUTE);
    await call(s, 'DELETE', `/v1/my-dream/todo/${a}`);
    await call(s, 'DELETE', `/v1/my-dream/todo/${c}`);
    // Someone else's delete is in their list only.
    const othersTodo = (await group(other, otherGroupId)).todos[0]!.todoId;
    await call(other, 'DELETE', `/v1/my-dream/todo/${othersTodo}`);

    const listed = await group(s, groupId);
    expect(listed.todos.map((todo) => todo.todoId)).toEqual(order.slice(3));
    expect(listed.restorableTodos).toEqual([
      {
        todoId: a,
        title: titleOf.get(a!),
        afterTodoId: null,
        deletedAt: at(t0 + 2 * MINUTE),
        restorableUntil: at(t0 + 12 * MINUTE),
      },
      {
        todoId: b,
        title: titleOf.get(b!),
        afterTodoId: a,
        deletedAt: at(t0),
        restorableUntil: at(t0 + 10 * MINUTE),
      },
      {
        todoId: c,
        title: titleOf.get(c!),
        afterTodoId: b,
        deletedAt: at(t0 + 2 * MINUTE),
        restorableUntil: at(t0 + 12 * MINUTE),
      },
    ]);
    // The active-group read says the same (one group: it is the active one).
    expect((await active(s)).restorableTodos).toEqual(listed.restorableTodos);
    expect((await group(other, otherGroupId)).restorableTodos.map((todo) => todo.todoId)).toEqual([
      othersTodo,
    ]);

    // The last millisecond of b's window, then its end: b leaves, c now follows a; restore agrees.
    t.clock.set(new Date(t0 + 10 * MINUTE - 1));
    expect(await restorable()).toEqual([
      [a, null],
      [b, a],
      [c, b],
    ]);
    t.clock.set(new Date(t0 + 10 * MINUTE));
    expect(await restorable()).toEqual([
      [a, null],
      [c, a],
    ]);
    expect((await call(s, 'POST', `/v1/my-dream/todo/${b}/restore`)).json()).toMatchObject({
      code: 'TODO_RESTORE_EXPIRED',
    });

    // A restored one is a to-do again, not a restorable one.
    expect((await call(s, 'POST', `/v1/my-dream/todo/${c}/restore`)).statusCode).toBe(200);
    const after = await group(s, groupId);
    expect(after.todos.map((todo) => todo.todoId)).toEqual([c, ...order.slice(3)]);
    expect(after.restorableTodos.map((todo) => todo.todoId)).toEqual([a]);

    t.clock.set(new Date(t0 + 12 * MINUTE));
    expect(await restorable()).toEqual([]);
    expect((await active(s)).restorableTodos).toEqual([]);
  });

  it('answers 404 TODO_RESTORE_EXPIRED once the 10 minutes are over, and the to-do stays deleted', async () => {
    const s = await newSession();
    const groupId = await addGroup(s, 13);
    const todoId = (await group(s, groupId)).todos[0]!.todoId;
    await call(s, 'DELETE', `/v1/my-dream/todo/${todoId}`);
    t.clock.advance(10 * MINUTE);
    const late = await call(s, 'POST', `/v1/my-dream/todo/${todoId}/restore`);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({
      code: 'TODO_RESTORE_EXPIRED',
      message: '삭제한 지 10분이 지나 되돌릴 수 없어요.',
    });
    expect((await group(s, groupId)).todos.map((todo) => todo.todoId)).not.toContain(todoId);
    expect((await call(s, 'GET', `/v1/my-dream/todo/${todoId}`)).statusCode).toBe(404);
  });

  it("answers 404 TODO_NOT_FOUND to a restore of someone else's deleted to-do, and does not restore it", async () => {
    const owner = await newSession();
    const other = await newSession();
    const groupId = await addGroup(owner, 14);
    const todoId = (await group(owner, groupId)).todos[0]!.todoId;
    await call(owner, 'DELETE', `/v1/my-dream/todo/${todoId}`);
    const res = await call(other, 'POST', `/v1/my-dream/todo/${todoId}/restore`);
    expect(res.json()).toMatchObject({ status: 404, code: 'TODO_NOT_FOUND' });
    const [row] = await t.db.select().from(todos).where(eq(todos.id, todoId));
    expect(row!.deletedAt).not.toBeNull();
  });

  it('purges to-dos deleted over an hour ago with their image rows and files; younger ones stay', async () => {
    const s = await newSession();
    const groupId = await addGroup(s, 15);
    const oldId = await createOk(s, groupId, {
      todoTitle: '오래전 삭제',
      images: [pngFile(), pngFile(png2)],
    });
    const youngId = await createOk(s, groupId, { todoTitle: '방금 삭제', images: [pngFile()] });
    const liveId = await createOk(s, groupId, { todoTitle: '남는 할일', images: [pngFile()] });
    const urls = async (id: number) => (await detail(s, id)).images.map((image) => keyOf(image.imageUrl));
    const [oldKeys, youngKeys, liveKeys] = [await urls(oldId), await urls(youngId), await urls(liveId)];
    const deletedAt = t.clock.now();
    await call(s, 'DELETE', `/v1/my-dream/todo/${oldId}`);

    // Exactly an hour later the purge leaves it (deleted "over an hour ago" means strictly before the cutoff).
    const hourLater = new Date(deletedAt.getTime() + TODO_PURGE_AFTER_MS);
    await purgeDeletedTodos({ db: t.db, storage: t.storage, now: hourLater });
    expect(await t.db.select().from(todos).where(eq(todos.id, oldId))).toHaveLength(1);

    t.clock.set(new Date(hourLater.getTime() - MINUTE));
    const fresh = await login(t, s.member);
    await call({ ...s, accessToken: fresh.accessToken }, 'DELETE', `/v1/my-dream/todo/${youngId}`);
    const result = await purgeDeletedTodos({
      db: t.db,
      storage: t.storage,
      now: new Date(hourLater.getTime() + 1),
    });
    expect(result.todos).toBeGreaterThanOrEqual(1);
    expect(result.todoImages).toBeGreaterThanOrEqual(2);

    expect(await t.db.select().from(todos).where(eq(todos.id, oldId))).toEqual([]);
    expect(await t.db.select().from(todoImages).where(eq(todoImages.todoId, oldId))).toEqual([]);
    for (const key of oldKeys) expect(existsSync(disk.pathOf(key)!), key).toBe(false);
    expect(await todoRows([youngId, liveId])).toHaveLength(2);
    for (const key of [...youngKeys, ...liveKeys]) expect(existsSync(disk.pathOf(key)!), key).toBe(true);
  });

  it('runs as part of the scheduled purge job on the queue (fake clock)', async () => {
    const s = await newSession();
    const groupId = await addGroup(s, 16);
    const todoId = await createOk(s, groupId, { todoTitle: '큐에서 지움', images: [pngFile()] });
    const [key] = (await detail(s, todoId)).images.map((image) => keyOf(image.imageUrl));
    await call(s, 'DELETE', `/v1/my-dream/todo/${todoId}`);
    t.clock.advance(TODO_PURGE_AFTER_MS + MINUTE);
    await t.database.db.transaction(async (tx) => {
      await t.queue.send(tx, PURGE_QUEUE.name, {});
    });
    await t.settle();
    expect(await t.db.select().from(todos).where(eq(todos.id, todoId))).toEqual([]);
    expect(existsSync(disk.pathOf(key!)!)).toBe(false);
  });
});

/** A new member's group on `jobId`, its first to-do, and a PATCH of that to-do's completion. */
async function firstTodoOf(jobId: number) {
  const s = await newSession();
  const groupId = await addGroup(s, jobId);
  const todoId = (await group(s, groupId)).todos[0]!.todoId;
  const set = (completed: unknown) =>
    call(s, 'PATCH', `/v1/my-dream/todo/${todoId}/complete-state`, { completed });
  return { s, groupId, todoId, set };
}

describe('complete-state and public-state', () => {
  it('sets completion (idempotent, never a toggle); sequential writes end in the last value', async () => {
    const { s, groupId, todoId, set } = await firstTodoOf(17);
    for (let i = 0; i < 2; i++) {
      const res = await set(true);
      expect(res.json().data).toEqual({ todoId, completed: true });
    }
    const isCompleted = async () =>
      (await group(s, groupId)).todos.find((todo) => todo.todoId === todoId)!.completed;
    expect(await isCompleted()).toBe(true);
    for (const value of [false, true, false, false, true]) await set(value);
    expect(await isCompleted()).toBe(true);
    expect((await set('true')).statusCode).toBe(400);
    expect((await set(undefined)).statusCode).toBe(400);
    expect(await isCompleted()).toBe(true);
  });

  it('concurrent completion writes never fail and end in one of the sent values, the one GET shows', async () => {
    const { s, groupId, todoId, set } = await firstTodoOf(18);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([set(true), set(false), set(true), set(false)]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      const [row] = await t.db.select().from(todos).where(eq(todos.id, todoId));
      expect([true, false]).toContain(row!.completed);
      expect((await group(s, groupId)).todos.find((todo) => todo.todoId === todoId)!.completed).toBe(
        row!.completed,
      );
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, a completion write that comes while another waits on the same to-do is applied after it',
    async () => {
      const { s, groupId, todoId, set } = await firstTodoOf(18);
      const pool = (t.db as unknown as { $client: pg.Pool }).$client;
      const queued = async () =>
        Number(
          (
            await pool.query(
              `select count(*)::int as n from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update "todos"%'`,
            )
          ).rows[0].n,
        );
      // Two writes per round (with more, PostgreSQL does not promise the waiters' order). The second value differs
      // from the first and from the stored one, so "first wins" and "nothing changed" both fail.
      for (const [first, second] of [
        [false, true],
        [true, false],
        [false, true],
      ] as const) {
        // Another session holds the row, so the first write queues behind it, and the second behind the first.
        const holder = await pool.connect();
        const answers: ReturnType<typeof set>[] = [];
        try {
          await holder.query('begin');
          await holder.query('select id from todos where id = $1 for update', [todoId]);
          answers.push(set(first));
          await expect.poll(queued, { timeout: 20_000 }).toBe(1);
          answers.push(set(second));
          await expect.poll(queued, { timeout: 20_000 }).toBe(2);
        } finally {
          // On a failure too: the row must not stay locked for the tests after this one.
          await holder.query('commit');
          holder.release();
        }
        const done = await Promise.all(answers);
        expect(done.map((res) => res.json().data)).toEqual([
          { todoId, completed: first },
          { todoId, completed: second },
        ]);
        const [row] = await t.db.select().from(todos).where(eq(todos.id, todoId));
        expect(row!.completed).toBe(second);
        expect((await group(s, groupId)).todos.find((todo) => todo.todoId === todoId)!.completed).toBe(
          second,
        );
      }
    },
  );

  it("switches every to-do of the caller's group and nothing else", async () => {
    const s = await newSession();
    const other = await newSession();
    const mine = await addGroup(s, 19);
    const mySecond = await addGroup(s, 20);
    const theirs = await addGroup(other, 19);
    const deleted = (await group(s, mine)).todos[0]!.todoId;
    await call(s, 'DELETE', `/v1/my-dream/todo/${deleted}`);
    const snapshot = async () => ({ second: await groupRows(mySecond), theirs: await groupRows(theirs) });
    const before = await snapshot();

    const res = await call(s, 'PATCH', `/v1/my-dream/todo/${mine}/public-state`, { isPublic: true });
    expect(res.statusCode, res.body).toBe(200);
    const visible = (await group(s, mine)).todos;
    expect(res.json().data).toEqual({ todoGroupId: mine, isPublic: true, todoCount: visible.length });
    expect(visible.every((todo) => todo.isPublic)).toBe(true);
    expect(await snapshot()).toEqual(before);
    // The deleted one follows its group, so a restore brings it back matching.
    expect((await call(s, 'POST', `/v1/my-dream/todo/${deleted}/restore`)).json().data.isPublic).toBe(true);

    // Someone else's group: 404, and their to-dos stay as they were.
    const foreign = await call(s, 'PATCH', `/v1/my-dream/todo/${theirs}/public-state`, { isPublic: true });
    expect(foreign.json()).toMatchObject({ status: 404, code: 'TODO_GROUP_NOT_FOUND' });
    expect(await groupRows(theirs)).toEqual(before.theirs);
    expect(
      (await call(s, 'PATCH', `/v1/my-dream/todo/${mine}/public-state`, { isPublic: 'yes' })).statusCode,
    ).toBe(400);
  });
});

describe('access control', () => {
  it("another member gets 404 on every route for someone else's group or to-do, and nothing changes", async () => {
    const owner = await newSession();
    const other = await newSession();
    await addGroup(other, 1);
    const groupId = await addGroup(owner, 1);
    const todoId = await createOk(owner, groupId, {
      todoTitle: '비밀',
      memoText: '개인 메모',
      images: [pngFile()],
    });
    const deletedId = await createOk(owner, groupId, { todoTitle: '지운 것' });
    await call(owner, 'DELETE', `/v1/my-dream/todo/${deletedId}`);
    const imageId = (await detail(owner, todoId)).images[0]!.imageId;
    const snapshot = async () => ({
      group: await t.db.select().from(todoGroups).where(eq(todoGroups.id, groupId)),
      todos: await groupRows(groupId),
      images: await t.db.select().from(todoImages).where(eq(todoImages.todoId, todoId)),
    });
    const before = await snapshot();

    const attempts: [Method, string, (object | FormData)?, string?][] = [
      ['GET', `/v1/my-dream/todo-group/${groupId}`, undefined, 'TODO_GROUP_NOT_FOUND'],
      ['POST', `/v1/my-dream/todo-group/${groupId}`, form({ todoTitle: '끼어들기' }), 'TODO_GROUP_NOT_FOUND'],
      ['GET', `/v1/my-dream/todo/${todoId}`, undefined, 'TODO_NOT_FOUND'],
      [
        'PUT',
        `/v1/my-dream/todo/${todoId}`,
        form({ todoTitle: '바꿈', isPublic: 'true', deleteImages: [String(imageId)] }),
        'TODO_NOT_FOUND',
      ],
      ['DELETE', `/v1/my-dream/todo/${todoId}`, undefined, 'TODO_NOT_FOUND'],
      ['POST', `/v1/my-dream/todo/${deletedId}/restore`, undefined, 'TODO_NOT_FOUND'],
      ['PATCH', `/v1/my-dream/todo/${todoId}/complete-state`, { completed: true }, 'TODO_NOT_FOUND'],
      ['PATCH', `/v1/my-dream/todo/${groupId}/public-state`, { isPublic: true }, 'TODO_GROUP_NOT_FOUND'],
    ];
    for (const [method, url, payload, code] of attempts) {
      const res = await call(other, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code, `${method} ${url}`).toBe(code);
      expect(res.body, `${method} ${url}`).not.toContain('비밀');
    }
    // The other member's own reads never show the owner's group.
    expect((await active(other)).todos.map((todo) => todo.title)).not.toContain('비밀');
    expect(await snapshot()).toEqual(before);

    for (const [method, url, payload] of attempts) {
      const res = await call(null, method, url, payload);
      expect(res.statusCode, `visitor ${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('AUTH_REQUIRED');
    }
    for (const url of ['/v1/my-dream/todo', '/v1/my-dream/todo/jobs']) {
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('withdrawal erases to-dos with their image files, soft-deleted ones included', async () => {
    const s = await newSession();
    const groupId = await addGroup(s, 2);
    const live = await createOk(s, groupId, { todoTitle: '사진', images: [pngFile(), pngFile(png2)] });
    const gone = await createOk(s, groupId, { todoTitle: '지운 사진', images: [pngFile()] });
    const keys = [
      ...(await detail(s, live)).images.map((image) => keyOf(image.imageUrl)),
      ...(await detail(s, gone)).images.map((image) => keyOf(image.imageUrl)),
    ];
    await call(s, 'DELETE', `/v1/my-dream/todo/${gone}`);
    for (const key of keys) expect(existsSync(disk.pathOf(key)!)).toBe(true);

    expect((await call(s, 'POST', '/v1/member/auth/withdraw')).json().data).toEqual({ withdrawn: true });
    for (const key of keys) expect(existsSync(disk.pathOf(key)!), key).toBe(false);
    expect(await todoRows([live, gone])).toEqual([]);
    expect(await imageRows([live, gone])).toEqual([]);
  });

  it('lists the to-do routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const path of [
      '/v1/my-dream/todo',
      '/v1/my-dream/todo/jobs',
      '/v1/my-dream/todo-group/{id}',
      '/v1/my-dream/todo/{todoId}',
      '/v1/my-dream/todo/{todoId}/restore',
      '/v1/my-dream/todo/{todoId}/complete-state',
      '/v1/my-dream/todo/{todoGroupId}/public-state',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(Object.keys(doc.paths['/v1/my-dream/todo/{todoId}']).sort()).toEqual(['delete', 'get', 'put']);
  });
});
