import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, untilAppRuns } from './fixtures.ts';

/* Helpers for journeys that need a member: the dev outbox, the login form, and a member made through the API. */

type OutboxMail = { to: string; subject: string; text: string; html?: string; sentAt: string };

/** The newest code mailed to `email` since `since`, polled: the mail job writes it after the answer. */
export async function readLatestCode(
  email: string,
  since = new Date(0),
  timeoutMs = 10_000,
): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let names: string[] = [];
    try {
      names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
    } catch {
      // Not created yet.
    }
    const mails: OutboxMail[] = [];
    for (const name of names) {
      try {
        mails.push(JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMail);
      } catch {
        // Half-written file: read it on the next round.
      }
    }
    const latest = mails
      .filter((mail) => mail.to.toLowerCase() === email.toLowerCase() && new Date(mail.sentAt) >= since)
      .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt))[0];
    const code =
      latest && (/인증번호[^\d]*(\d{6})/.exec(latest.text) ?? /\b(\d{6})\b/.exec(latest.text))?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification code mailed to ${email} since ${since.toISOString()}`);
}

export const textField = (page: Page, name: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Password inputs have no textbox role; their label is "비밀번호(필수)" etc. */
export const passwordField = (scope: Page | Locator, label: string) =>
  scope.locator('input').and(scope.getByLabel(new RegExp(`^${label}\\s*\\(필수\\)$`)));

/** Fills and submits the login form on the current page (go to /login first, or arrive there from a guard). */
export async function submitLogin(page: Page, loginId: string, password: string) {
  await textField(page, '아이디').fill(loginId);
  await passwordField(page, '비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

export async function logIn(page: Page, loginId: string, password: string) {
  // Also for a page of browser.newContext(), whose goto does not wait for the app: typing into the drawn form
  // before it runs was lost (a journey stayed on /login).
  await untilAppRuns(page, await page.goto('/login'));
  await submitLogin(page, loginId, password);
}

export type TestMember = { loginId: string; password: string; nickname: string; email: string };

/** A short random suffix so runs never collide on the same database. */
export function uniqueRun(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
}

/** A member made through the API, in 서울 강남구 unless `regionCode`; `nickname` must be unused (2–8 characters). */
export async function createMember(
  request: APIRequestContext,
  { regionCode = 101010, nickname }: { regionCode?: number; nickname?: string } = {},
): Promise<TestMember> {
  const run = uniqueRun();
  const member: TestMember = {
    loginId: `walk${run}`,
    password: 'Spring!2026xy',
    nickname: nickname ?? `걷기${run.slice(-4)}`,
    email: `walk-${run}@example.com`,
  };
  const since = new Date(Date.now() - 1000);
  const send = await request.post('/v1/member/auth/email/verifications', {
    data: { email: member.email, type: 'SIGN_UP' },
  });
  expect(send.status()).toBe(200);
  const code = await readLatestCode(member.email, since);
  const verify = await request.post('/v1/member/auth/email/verifications/verify', {
    data: { email: member.email, code, type: 'SIGN_UP' },
  });
  expect(verify.status()).toBe(200);
  const signUp = await request.post('/v1/member/auth/sign-up', {
    data: {
      loginId: member.loginId,
      password: member.password,
      email: member.email,
      nickName: member.nickname,
      birthDate: '1964/05/20',
      gender: 'FEMALE',
      regionCode,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  return member;
}

/** A new member logged in through the form, on the home page where the login lands. */
export async function memberAtHome(page: Page, request: APIRequestContext) {
  const member = await createMember(request);
  await logIn(page, member.loginId, member.password);
  await expect(page).toHaveURL(/\/$/);
  return member;
}
