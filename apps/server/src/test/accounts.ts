import { randomUUID } from 'node:crypto';
import { LoginResponseSchema, successEnvelope } from '@dasibom/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { members, todoGroups, todoImages, todos } from '../db/schema.ts';
import { hashPassword } from '../platform/passwords.ts';
import type { TestApp } from './build-test-app.ts';

/** Test helpers for accounts: members made straight in the database (fast), logins and bearer headers. */

let sequence = 0;
const unique = () => `${process.pid % 1000}${++sequence}`;

export const SEOUL_GANGNAM = 101010;
export const DEFAULT_PASSWORD = 'Spring24!bloom';
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

/** Fresh client addresses `10.<block>.x.y`, one per call, so rate limits of one test never reach the next. */
export function ipSequence(block: number) {
  let n = 0;
  return () => {
    n++;
    return `10.${block}.${Math.floor(n / 250)}.${n % 250}`;
  };
}

export type TestMember = { id: number; loginId: string; email: string; nickname: string; password: string };

export async function createMember(
  t: TestApp,
  overrides: Partial<Omit<TestMember, 'id'>> & { passwordHash?: string } = {},
): Promise<TestMember> {
  const n = unique();
  const loginId = overrides.loginId ?? `member${n}`;
  const email = overrides.email ?? `member${n}@example.com`;
  const nickname = overrides.nickname ?? `봄${n}`.slice(0, 8);
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const [row] = await t.db
    .insert(members)
    .values({
      loginId,
      email,
      nickname,
      passwordHash: overrides.passwordHash ?? (await hashPassword(t.app.hashGate, password)),
      birthDate: '1965-03-15',
      gender: 'FEMALE',
      regionCode: SEOUL_GANGNAM,
    })
    .returning({ id: members.id });
  return { id: row!.id, loginId, email, nickname, password };
}

export function bearer(accessToken: string) {
  return { authorization: `Bearer ${accessToken}` };
}

/** One request as the holder of `accessToken`. */
export function injectAs(
  t: TestApp,
  accessToken: string,
  method: InjectOptions['method'],
  url: string,
  payload?: InjectOptions['payload'],
) {
  return t.app.inject({
    method,
    url,
    headers: bearer(accessToken),
    ...(payload === undefined ? {} : { payload }),
  });
}

export async function login(t: TestApp, who: { loginId: string; password: string }, ip = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/member/auth/login',
    payload: { loginId: who.loginId, password: who.password },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(LoginResponseSchema).parse(res.json()).data;
}

/**
 * The 6-digit code in the last mail to `email` (read as a person would: from the plain-text part), once the mail
 * jobs have run.
 */
export async function codeIn(t: TestApp, email: string): Promise<string> {
  await t.settle();
  const mail = t.mailer.lastTo(email);
  const match = mail?.text.match(/인증번호: (\d{6})/);
  if (!match?.[1]) throw new Error(`no code mailed to ${email}`);
  return match[1];
}

/** Adds a to-do group with to-dos (and image rows for the given storage keys) straight in the database. */
export async function addJobGroup(
  t: TestApp,
  memberId: number,
  jobId: number,
  { todoCount = 2, imageKeys = [] as string[], createdAt = new Date() } = {},
) {
  const [group] = await t.db
    .insert(todoGroups)
    .values({ memberId, jobId, createdAt, lastActiveAt: createdAt })
    .returning({ id: todoGroups.id });
  const todoRows = await t.db
    .insert(todos)
    .values(
      Array.from({ length: todoCount }, (_, i) => ({
        groupId: group!.id,
        title: `할 일 ${i + 1}`,
        position: i,
      })),
    )
    .returning({ id: todos.id });
  if (imageKeys.length > 0) {
    await t.db
      .insert(todoImages)
      .values(imageKeys.map((storageKey) => ({ todoId: todoRows[0]!.id, storageKey })));
  }
  return group!.id;
}

/** A new to-do of `memberId` (job 5) holding one image stored under a fresh key, public or not. */
export async function addTodoWithImage(t: TestApp, memberId: number, bytes: Buffer, isPublic: boolean) {
  const key = `todos/${randomUUID()}.webp`;
  await t.storage.put(key, bytes, 'image/webp');
  await addJobGroup(t, memberId, 5, { todoCount: 1, imageKeys: [key] });
  const [row] = await t.db
    .select({ todoId: todoImages.todoId })
    .from(todoImages)
    .where(eq(todoImages.storageKey, key));
  await t.db.update(todos).set({ isPublic }).where(eq(todos.id, row!.todoId));
  return { key, todoId: row!.todoId };
}

export async function memberRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(members).where(eq(members.id, id));
  return row;
}
