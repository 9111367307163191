import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, type TestMember } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * Issue 25 defect 2: a login storm must be turned away fast (503 + Retry-After), not queued behind argon2. The gate
 * has one slot and room for two waiters here, and the test holds the slot itself, so which requests are refused does
 * not depend on how fast this machine hashes: everything that reaches the gate while it is full is refused.
 */
let t: TestApp;
let alice: TestMember;
let ipSeq = 0;
const nextIp = () => `10.25.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await buildTestApp({ env: { PASSWORD_HASH_CONCURRENCY: '1' } });
  alice = await createMember(t);
});
afterAll(async () => {
  await t.close();
});

const loginRes = (loginId: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/member/auth/login',
    payload: { loginId, password },
    remoteAddress: ip,
  });

/** Takes the gate's only slot until `release()`; the two queue places stay free for the requests. */
function holdTheSlot() {
  let release!: () => void;
  const done = t.app.hashGate.run(() => new Promise<void>((resolve) => (release = resolve)));
  expect(t.app.hashGate.stats()).toMatchObject({ active: 1, waiting: 0, concurrency: 1, maxWaiting: 2 });
  return async () => {
    release();
    await done;
  };
}

/** Two unknown-ID logins take the two queue places, so the gate is full for whatever comes next. */
async function fillTheQueue() {
  const queued = [1, 2].map((n) => loginRes(`waiter${ipSeq}x${n}`, 'Wrong1!pass', nextIp()));
  await vi.waitFor(() => expect(t.app.hashGate.stats().waiting).toBe(2));
  return queued;
}

function expectShed(res: Awaited<ReturnType<typeof loginRes>>) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe('1');
  expect(res.json()).toMatchObject({
    success: false,
    status: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: '지금 이용하는 분이 많아 잠시 처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
    retryAfterSeconds: 1,
  });
}

describe('login storm', () => {
  it('refuses what the hash gate cannot take with a fast 503, answers the rest, and keeps other routes fast', async () => {
    const release = holdTheSlot();
    // Right password, wrong password and unknown ID, each from its own address (no throttle interferes).
    const kinds = ['right', 'wrong', 'unknown'] as const;
    const expected = { right: 200, wrong: 401, unknown: 401 };
    const storm = Array.from({ length: 40 }, (_, i) => {
      const kind = kinds[i % 3]!;
      const loginId = kind === 'unknown' ? `nobody${i}` : alice.loginId;
      const password = kind === 'right' ? alice.password : 'Wrong1!pass';
      const answer = { kind, res: undefined as Awaited<ReturnType<typeof loginRes>> | undefined };
      const request = loginRes(loginId, password, nextIp()).then((res) => {
        answer.res = res;
        return answer;
      });
      return { answer, request };
    });

    // Two requests wait in the queue; the other 38 have already been answered, without any hash having run.
    await vi.waitFor(() => {
      expect(t.app.hashGate.stats()).toMatchObject({ active: 1, waiting: 2 });
      expect(storm.filter((s) => s.answer.res).length).toBe(38);
    });
    const shed = storm.filter((s) => s.answer.res).map((s) => s.answer.res!);
    for (const res of shed) expectShed(res);
    // Known and unknown IDs are refused alike (no enumeration by who gets the 503).
    const shedKinds = new Set(storm.filter((s) => s.answer.res).map((s) => s.answer.kind));
    expect(shedKinds).toEqual(new Set(kinds));

    // While the storm is still in flight, a route without password work answers as usual.
    const regions = await t.app.inject({ method: 'GET', url: '/v1/region/all', remoteAddress: nextIp() });
    expect(regions.statusCode).toBe(200);

    await release();
    const answers = await Promise.all(storm.map((s) => s.request));
    const statuses = answers.map((a) => a.res!.statusCode);
    expect(statuses.filter((s) => s === 503)).toHaveLength(38);
    expect(statuses.some((s) => s >= 500 && s !== 503)).toBe(false);
    for (const { kind, res } of answers) {
      if (res!.statusCode !== 503) expect(res!.statusCode, res!.body).toBe(expected[kind]);
    }
    expect(t.app.hashGate.stats()).toMatchObject({ active: 0, waiting: 0 });
    // The storm is over: logins are answered again.
    expect((await loginRes(alice.loginId, alice.password, nextIp())).statusCode).toBe(200);
  });

  it('checks throttles before taking a slot: a throttled client gets its 429, not the 503', async () => {
    const bob = await createMember(t);
    const ip = nextIp();
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await loginRes(bob.loginId, 'Wrong1!pass', ip)).statusCode);
    expect(answers.at(-1)).toBe(429);

    const release = holdTheSlot();
    const queued = await fillTheQueue();
    const throttled = await loginRes(bob.loginId, bob.password, ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'LOGIN_THROTTLED' });
    await release();
    await Promise.all(queued);
  });

  it('counts a 503 as no failed attempt: nothing was checked', async () => {
    const carol = await createMember(t);
    const ip = nextIp();
    const release = holdTheSlot();
    const queued = await fillTheQueue();
    // More refused wrong guesses than the (ID, IP) back-off allows failures.
    for (let i = 0; i < 6; i++) expectShed(await loginRes(carol.loginId, 'Wrong1!pass', ip));
    await release();
    await Promise.all(queued);

    expect((await loginRes(carol.loginId, carol.password, ip)).statusCode).toBe(200);
  });
});
