import { QUESTIONS } from '@dasibom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questionnaireAnswers, todoGroups } from '../db/schema.ts';
import { signAccessToken } from '../platform/tokens.ts';
import { createMember, injectAs, login } from '../test/accounts.ts';
import { useTestApp } from '../test/use-test-app.ts';

const t = useTestApp();

const answers = QUESTIONS.map((q) => ({ questionNum: q.num, responses: [q.options[0]] as string[] }));

/** A member who withdrew: their access token is still well signed and unexpired. */
async function withdrawnMember() {
  const member = await createMember(t);
  const { accessToken } = await login(t, member);
  const withdraw = await injectAs(t, accessToken, 'POST', '/v1/member/auth/withdraw');
  expect(withdraw.statusCode, withdraw.body).toBe(200);
  return { memberId: member.id, accessToken };
}

/** A token signed with the app's own secret for a member id no one ever had. */
async function neverAMember() {
  const memberId = 900_000_000;
  const accessToken = await signAccessToken(t.jwtSecret, { memberId, sessionId: 'forged' }, t.clock.now());
  return { memberId, accessToken };
}

describe.each([
  ['a withdrawn member', withdrawnMember],
  ['a member id that never existed', neverAMember],
])('a well-signed token of %s', (_label, tokenOf) => {
  it('is refused on member-only routes with 401 AUTH_INVALID, and nothing is written', async () => {
    const { memberId, accessToken } = await tokenOf();
    const res = await injectAs(t, accessToken, 'POST', '/v1/my-dream/job/1');
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'AUTH_INVALID' });
    expect(await t.db.select().from(todoGroups).where(eq(todoGroups.memberId, memberId))).toEqual([]);
  });

  it('makes the caller a visitor on optional-auth routes: the questionnaire answers 200 and keeps nothing', async () => {
    const { memberId, accessToken } = await tokenOf();
    const res = await injectAs(t, accessToken, 'POST', '/v1/job/recommend', { answers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.recommendedJobs).toHaveLength(3);
    expect(
      await t.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.memberId, memberId)),
    ).toEqual([]);
  });
});

describe('a living member', () => {
  it('still reaches member-only routes and has the answers kept', async () => {
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    const add = await injectAs(t, accessToken, 'POST', '/v1/my-dream/job/1');
    expect(add.statusCode, add.body).toBe(200);
    const recommend = await injectAs(t, accessToken, 'POST', '/v1/job/recommend', { answers });
    expect(recommend.statusCode).toBe(200);
    const kept = await t.db
      .select()
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.memberId, member.id));
    expect(kept).toHaveLength(1);
  });
});
