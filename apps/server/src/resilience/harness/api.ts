import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What a client sees of one request: status, headers, JSON body (if any) and how long it took. */
export type Answer = { status: number; headers: Headers; body: unknown; ms: number };

export async function call(
  base: string,
  method: string,
  path: string,
  {
    token,
    json,
    form,
    headers = {},
    timeoutMs = 10_000,
  }: {
    token?: string;
    json?: unknown;
    form?: FormData;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : form,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: res.status, headers: res.headers, body, ms: performance.now() - started };
}

/** Data of a success envelope, or a thrown error naming the answer. */
export function dataOf<T>(answer: Answer): T {
  const body = answer.body as { success?: boolean; data?: T };
  if (answer.status !== 200 || body?.success !== true) {
    throw new Error(`expected success, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return body.data as T;
}

async function latestCode(outboxDir: string, email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(outboxDir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const mail = await readFile(join(outboxDir, name), 'utf8')
        .then((text) => JSON.parse(text) as { to: string; text: string })
        .catch(() => null);
      const code = mail?.to === email ? /인증번호[^\d]*(\d{6})/.exec(mail.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

export type Member = { loginId: string; password: string; email: string };

/** Signs a member up through the API, reading the code from the server's outbox. */
export async function signUp(base: string, outboxDir: string): Promise<Member> {
  const run = randomBytes(4).toString('hex');
  const member = { loginId: `res${run}`, password: 'Spring!2026xy', email: `res-${run}@example.com` };
  dataOf(
    await call(base, 'POST', '/v1/member/auth/email/verifications', {
      json: { email: member.email, type: 'SIGN_UP' },
    }),
  );
  const code = await latestCode(outboxDir, member.email);
  dataOf(
    await call(base, 'POST', '/v1/member/auth/email/verifications/verify', {
      json: { email: member.email, code, type: 'SIGN_UP' },
    }),
  );
  dataOf(
    await call(base, 'POST', '/v1/member/auth/sign-up', {
      json: {
        loginId: member.loginId,
        password: member.password,
        email: member.email,
        nickName: `견딤${run.slice(0, 4)}`,
        birthDate: '1964/05/20',
        gender: 'FEMALE',
        regionCode: 101010,
      },
    }),
  );
  return member;
}

export type Session = { accessToken: string; refreshToken: string; memberId: number };

export async function logIn(base: string, member: Member): Promise<Session> {
  return dataOf<Session>(
    await call(base, 'POST', '/v1/member/auth/login', {
      json: { loginId: member.loginId, password: member.password },
    }),
  );
}

export function todoForm(title: string): FormData {
  const form = new FormData();
  form.set('todoTitle', title);
  return form;
}
