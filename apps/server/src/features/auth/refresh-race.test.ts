import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { buildTestApp, type TestApp, withSecondInstance } from '../../test/build-test-app.ts';
import { AUTH_POLICY } from './policy.ts';

/**
 * Issue 25 defect 4: concurrent refreshes with one refresh token are a race (several tabs, a resend after a lost
 * answer), not theft. Within AUTH_POLICY.refreshReuseGraceMs of its rotation the token rotated last may be presented
 * again and gets a working session; after that, or once a newer token of the family has been used, presenting it is
 * reuse and revokes the family, as SECURITY.md requires.
 */
let t: TestApp;
const SECOND = 1000;
const GRACE = AUTH_POLICY.refreshReuseGraceMs;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type App = TestApp['app'];
const refreshOn = (app: App, refreshToken: string) =>
  app.inject({ method: 'POST', url: '/v1/member/auth/refresh', payload: { refreshToken } });
const refresh = (refreshToken: string) => refreshOn(t.app, refreshToken);
const info = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/v1/member/info', headers: bearer(accessToken) });

async function tokensOf(res: Awaited<ReturnType<typeof refresh>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { accessToken: string; refreshToken: string };
}

async function familyRows(memberId: number) {
  return t.db.select().from(refreshTokens).where(eq(refreshTokens.memberId, memberId));
}

describe('refresh races', () => {
  it('answers ten concurrent refreshes of one token alike, and the member stays logged in', async () => {
    const member = await createMember(t);
    const session = await login(t, member);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refreshToken)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const sessions = await Promise.all(answers.map(tokensOf));
    expect(new Set(sessions.map((s) => s.refreshToken)).size).toBe(10);

    // Nothing was revoked: one family, the presented token rotated, the ten answers live.
    const rows = await familyRows(member.id);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    expect(rows.filter((r) => r.revokedAt)).toEqual([]);
    expect(rows.filter((r) => !r.rotatedAt)).toHaveLength(10);

    // Whichever answer the client kept, the winner's included, its tokens work, now and after the grace.
    for (const s of sessions) expect((await info(s.accessToken)).statusCode).toBe(200);
    t.clock.advance(GRACE + SECOND);
    const next = await Promise.all(sessions.map((s) => refresh(s.refreshToken).then(tokensOf)));
    for (const s of next) expect((await info(s.accessToken)).statusCode).toBe(200);

    // The race is over: the raced token is a used token again, and presenting it ends the family.
    expect((await refresh(session.refreshToken)).json()).toMatchObject({ status: 401, code: 'AUTH_INVALID' });
    for (const s of next) expect((await refresh(s.refreshToken)).statusCode).toBe(401);
  });

  it('treats a replay after the grace as reuse and revokes the family', async () => {
    const member = await createMember(t);
    const session = await login(t, member);
    const successor = await tokensOf(await refresh(session.refreshToken));

    t.clock.advance(GRACE - SECOND);
    const replay = await tokensOf(await refresh(session.refreshToken));
    // The grace runs from the rotation, not from the latest replay.
    t.clock.advance(2 * SECOND);
    expect((await refresh(session.refreshToken)).json()).toMatchObject({ status: 401, code: 'AUTH_INVALID' });
    expect((await refresh(successor.refreshToken)).statusCode).toBe(401);
    expect((await refresh(replay.refreshToken)).statusCode).toBe(401);
    expect((await familyRows(member.id)).every((r) => r.revokedAt)).toBe(true);
  });

  it('gives no grace to a token two rotations back, however recent', async () => {
    const member = await createMember(t);
    const first = await login(t, member);
    const second = await tokensOf(await refresh(first.refreshToken));
    const third = await tokensOf(await refresh(second.refreshToken));

    // `first`'s successor has been used: `first` is no race any more, it is reuse.
    expect((await refresh(first.refreshToken)).json()).toMatchObject({ status: 401, code: 'AUTH_INVALID' });
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('never revives a family that was logged out within the grace', async () => {
    const member = await createMember(t);
    const session = await login(t, member);
    const successor = await tokensOf(await refresh(session.refreshToken));
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/member/auth/logout',
      payload: { refreshToken: successor.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).json()).toMatchObject({ status: 401, code: 'AUTH_INVALID' });
    expect((await familyRows(member.id)).filter((r) => !r.revokedAt)).toEqual([]);
  });

  it('holds across two instances on one database: a race between them logs nobody out', async () => {
    await withSecondInstance(t, async (other) => {
      const member = await createMember(t);
      const session = await login(t, member);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => refreshOn(i % 2 ? other.app : t.app, session.refreshToken)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const sessions = await Promise.all(answers.map(tokensOf));
      expect((await familyRows(member.id)).filter((r) => r.revokedAt)).toEqual([]);

      for (const app of [t.app, other.app]) {
        const res = await app.inject({
          method: 'GET',
          url: '/v1/member/info',
          headers: bearer(sessions[0]!.accessToken),
        });
        expect(res.statusCode).toBe(200);
      }
      // Each instance carries on the session the other issued.
      await tokensOf(await refreshOn(t.app, sessions[1]!.refreshToken));
      await tokensOf(await refreshOn(other.app, sessions[0]!.refreshToken));

      // Reuse after the grace is still caught, whichever instance sees it.
      t.clock.advance(GRACE + SECOND);
      other.clock.set(t.clock.now());
      expect((await refreshOn(other.app, session.refreshToken)).statusCode).toBe(401);
      expect((await refreshOn(t.app, sessions[2]!.refreshToken)).statusCode).toBe(401);
    });
  });
});
