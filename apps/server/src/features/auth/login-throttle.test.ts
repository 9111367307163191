import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles, rateCounters } from '../../db/schema.ts';
import { purgeLoginThrottles } from '../../platform/login-throttle.ts';
import { createMember, ipSequence, MINUTE, SECOND } from '../../test/accounts.ts';
import { buildTestApp, type TestApp, withSecondInstance } from '../../test/build-test-app.ts';
import { AUTH_POLICY } from './policy.ts';

// ADR 007: throttling keyed by the submitted login ID, scoped per (ID, IP), with a per-ID layer that device proofs
// skip. Its own app (own database), so rows left by other files' logins never interfere.

let t: TestApp;
const nextIp = ipSequence(77);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const attempt = (loginId: string, password: string, ip: string, cookie?: string, app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: '/v1/member/auth/login',
    payload: { loginId, password },
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** The device-proof cookie a successful login set, as a browser would send it back on the login path. */
function proofFrom(res: Awaited<ReturnType<typeof attempt>>): string {
  const raw = res.headers['set-cookie'];
  const cookies = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const login = cookies.find((c) => c.includes('Path=/v1/member/auth/login'));
  if (!login) throw new Error('no device proof set');
  return login.split(';')[0]!;
}

const outcome = (res: Awaited<ReturnType<typeof attempt>>) => {
  const body = res.json();
  return [res.statusCode, body.code, body.message, body.retryAfterSeconds];
};

describe('login throttling answers alike for known and unknown IDs', () => {
  it('gives the same status, code, message and wait for the same 10 wrong attempts', async () => {
    const member = await createMember(t);
    const run = async (loginId: string, ip: string) => {
      const answers = [];
      for (let i = 1; i <= 10; i++) {
        answers.push(outcome(await attempt(loginId, `Wrong-pass${i}!`, ip)));
        t.clock.advance(10 * SECOND);
      }
      return answers;
    };
    const known = await run(member.loginId, nextIp());
    const unknown = await run('nosuchmember7', nextIp());
    expect(unknown).toEqual(known);
    // And the sequence is the back-off itself: 4 plain failures, then waits (which the clock runs down).
    expect(known.map(([status]) => status)).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
    expect(known.map(([, , , wait]) => wait)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      30,
      20,
      10,
      60,
      50,
      40,
    ]);
  });

  it('counts an ID however it is typed (trimmed, any case)', async () => {
    const member = await createMember(t, { loginId: `Mixed${Date.now() % 100000}` });
    const ip = nextIp();
    const spellings = [member.loginId, member.loginId.toUpperCase(), ` ${member.loginId.toLowerCase()} `];
    for (let i = 0; i < 4; i++) {
      expect((await attempt(spellings[i % 3]!, 'Wrong-pass1!', ip)).statusCode).toBe(401);
    }
    expect((await attempt(spellings[1]!, 'Wrong-pass1!', ip)).json()).toMatchObject({
      code: 'LOGIN_THROTTLED',
      retryAfterSeconds: 30,
    });
  });
});

describe('per (login ID, IP) back-off', () => {
  it('waits 30 s from the 5th failure, doubling up to 15 min; the password is not checked while waiting; success resets it', async () => {
    const member = await createMember(t);
    const ip = nextIp();
    for (let i = 1; i <= 4; i++) {
      expect((await attempt(member.loginId, `Wrong-pass${i}!`, ip)).statusCode).toBe(401);
    }
    expect((await attempt(member.loginId, 'Wrong-pass5!', ip)).json()).toMatchObject({
      status: 429,
      code: 'LOGIN_THROTTLED',
      retryAfterSeconds: 30,
    });
    t.clock.advance(29 * SECOND);
    expect((await attempt(member.loginId, member.password, ip)).json()).toMatchObject({
      code: 'LOGIN_THROTTLED',
      retryAfterSeconds: 1,
    });
    t.clock.advance(SECOND);
    const waits = [];
    for (let i = 6; i <= 11; i++) {
      const res = await attempt(member.loginId, `Wrong-pass${i}!`, ip);
      expect(res.statusCode).toBe(429);
      waits.push(res.json().retryAfterSeconds);
      t.clock.advance(res.json().retryAfterSeconds * SECOND);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
    expect((await attempt(member.loginId, member.password, ip)).statusCode).toBe(200);
    // The streak is over: the next mistake is a plain failure again.
    expect((await attempt(member.loginId, 'Wrong-pass12!', ip)).statusCode).toBe(401);
  });

  it('lets a stranger on another IP lock only themselves out (50 wrong tries do not stop the member)', async () => {
    const member = await createMember(t);
    const stranger = nextIp();
    const answers = new Set<number>();
    for (let i = 0; i < 50; i++) {
      answers.add((await attempt(member.loginId, `Guess-pass${i}!`, stranger)).statusCode);
      t.clock.advance(5 * SECOND);
    }
    expect(answers).toContain(429);
    expect((await attempt(member.loginId, member.password, nextIp())).statusCode).toBe(200);
    // The stranger is still waiting, even with the right password.
    expect((await attempt(member.loginId, member.password, stranger)).statusCode).toBe(429);
  });

  it('holds across two instances on one database', async () => {
    await withSecondInstance(t, async (second) => {
      const member = await createMember(t);
      const ip = nextIp();
      for (let i = 1; i <= 4; i++) {
        const res = await attempt(member.loginId, `Wrong-pass${i}!`, ip, undefined, i % 2 ? t : second);
        expect(res.statusCode).toBe(401);
      }
      expect((await attempt(member.loginId, 'Wrong-pass5!', ip, undefined, second)).statusCode).toBe(429);
      expect((await attempt(member.loginId, member.password, ip)).statusCode).toBe(429);
    });
  });
});

describe('per login ID layer (distributed guessing) and device proofs', () => {
  it('slows every client without a proof once 20 failures came from many IPs; the proof holder still logs in', async () => {
    const member = await createMember(t);
    const neighbour = await createMember(t);
    const home = nextIp();
    const first = await attempt(member.loginId, member.password, home);
    expect(first.statusCode).toBe(200);
    const proof = proofFrom(first);
    const neighbourProof = proofFrom(await attempt(neighbour.loginId, neighbour.password, home));

    const { idBackoffFromFailure } = AUTH_POLICY.login;
    for (let i = 1; i <= idBackoffFromFailure; i++) {
      const res = await attempt(member.loginId, `Botnet-pass${i}!`, nextIp());
      expect(res.statusCode, `attempt ${i}`).toBe(i < idBackoffFromFailure ? 401 : 429);
      await attempt(neighbour.loginId, `Botnet-pass${i}!`, nextIp());
    }
    // A new device, even with the right password, waits…
    const fresh = await attempt(member.loginId, member.password, nextIp());
    expect(fresh.json()).toMatchObject({ code: 'LOGIN_THROTTLED', retryAfterSeconds: 30 });
    // …and so does the member's own network without the proof: the layer is about the ID, not the IP.
    expect((await attempt(member.loginId, member.password, home)).statusCode).toBe(429);
    // The device that logged in before is recognised, from home or from anywhere.
    expect((await attempt(member.loginId, member.password, home, proof)).statusCode).toBe(200);
    expect((await attempt(member.loginId, member.password, nextIp(), proof)).statusCode).toBe(200);
    // A proof for one ID does not help with another.
    expect((await attempt(neighbour.loginId, neighbour.password, nextIp(), proof)).statusCode).toBe(429);
    expect((await attempt(neighbour.loginId, neighbour.password, nextIp(), neighbourProof)).statusCode).toBe(
      200,
    );
    // A forged or tampered proof is no proof.
    const [name, value] = proof.split('=') as [string, string];
    const tampered = `${name}=${Number(value.split('.')[0]) + 86400}.${value.split('.')[1]}`;
    expect((await attempt(member.loginId, member.password, nextIp(), tampered)).statusCode).toBe(429);

    // It slows rather than bars: once the wait has run down, the right password works from anywhere.
    t.clock.advance(30 * SECOND);
    expect((await attempt(member.loginId, member.password, nextIp())).statusCode).toBe(200);
  });

  it('sets the proof HttpOnly, SameSite=Strict, only on the paths that check a password, for 30 days', async () => {
    const member = await createMember(t);
    const res = await attempt(member.loginId, member.password, nextIp());
    const cookies = res.headers['set-cookie'] as string[];
    expect(cookies).toHaveLength(2);
    expect(cookies.map((c) => c.match(/Path=([^;]+)/)?.[1]).sort()).toEqual([
      '/v1/member/auth/login',
      '/v1/member/password',
    ]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).toMatch(/; Max-Age=2592000/);
      // Test config is not production; production adds Secure.
      expect(cookie).not.toMatch(/Secure/);
      expect(cookie.toLowerCase()).not.toContain(member.loginId.toLowerCase());
    }
  });

  it('expires a proof after 30 days', async () => {
    const member = await createMember(t);
    const proof = proofFrom(await attempt(member.loginId, member.password, nextIp()));
    t.clock.advance(AUTH_POLICY.login.deviceProofMs + SECOND);
    for (let i = 1; i <= AUTH_POLICY.login.idBackoffFromFailure; i++) {
      await attempt(member.loginId, `Botnet-pass${i}!`, nextIp());
    }
    expect((await attempt(member.loginId, member.password, nextIp(), proof)).statusCode).toBe(429);
  });
});

describe('stored throttle state', () => {
  it('holds no login ID or IP in clear', async () => {
    const member = await createMember(t);
    const ip = '10.99.88.77';
    await attempt(member.loginId, 'Wrong-pass1!', ip);
    const rows = [
      ...(await t.db.select({ key: loginThrottles.key }).from(loginThrottles)),
      ...(await t.db.select({ key: rateCounters.key }).from(rateCounters)),
    ];
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key.toLowerCase()).not.toContain(member.loginId.toLowerCase());
      expect(key).not.toContain(ip);
    }
  });

  it('purgeLoginThrottles deletes rows whose lock has passed and whose last failure is older than the window', async () => {
    const old = await createMember(t);
    const recent = await createMember(t);
    const ip = nextIp();
    for (let i = 1; i <= 5; i++) await attempt(old.loginId, `Wrong-pass${i}!`, ip);
    t.clock.advance(AUTH_POLICY.login.streakWindowMs + MINUTE);
    for (let i = 1; i <= 5; i++) await attempt(recent.loginId, `Wrong-pass${i}!`, ip);
    const before = await t.db.select().from(loginThrottles);

    const { deleted } = await purgeLoginThrottles({ db: t.db, now: t.clock.now() });
    const after = await t.db.select().from(loginThrottles);
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(after.length).toBe(before.length - deleted);
    const cutoff = t.clock.now().getTime() - AUTH_POLICY.login.streakWindowMs;
    for (const row of after) {
      const locked = row.lockedUntil !== null && row.lockedUntil > t.clock.now();
      expect(locked || row.lastFailureAt.getTime() >= cutoff).toBe(true);
    }
    // The recent streak survived the purge: its lock still holds.
    expect((await attempt(recent.loginId, recent.password, ip)).statusCode).toBe(429);
  });
});
