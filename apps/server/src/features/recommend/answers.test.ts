import { QUESTIONS, SavedAnswersResponseSchema, successEnvelope } from '@dasibom/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questionnaireAnswers } from '../../db/schema.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

const answers = QUESTIONS.map((q) => ({
  questionNum: q.num,
  responses: [q.options[1] ?? q.options[0]] as string[],
}));

describe('a member’s last answers', () => {
  it('are kept on submit and returned for the questionnaire to prefill; a resubmit replaces them', async () => {
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    const headers = bearer(accessToken);
    const empty = await t.app.inject({ method: 'GET', url: '/v1/job/recommend/answers', headers });
    expect(successEnvelope(SavedAnswersResponseSchema).parse(empty.json()).data).toEqual({
      answers: [],
      savedAt: null,
    });

    await t.app.inject({ method: 'POST', url: '/v1/job/recommend', headers, payload: { answers } });
    const saved = await t.app.inject({ method: 'GET', url: '/v1/job/recommend/answers', headers });
    expect(successEnvelope(SavedAnswersResponseSchema).parse(saved.json()).data.answers).toEqual(answers);

    const revised = answers.map((a) => (a.questionNum === 9 ? { ...a, responses: [] } : a));
    await t.app.inject({ method: 'POST', url: '/v1/job/recommend', headers, payload: { answers: revised } });
    const again = await t.app.inject({ method: 'GET', url: '/v1/job/recommend/answers', headers });
    expect(again.json().data.answers).toEqual(revised);
  });

  it('are not kept for visitors, and a stale token does not break the public call', async () => {
    const [before] = await t.db.select({ n: count() }).from(questionnaireAnswers);
    const visitor = await t.app.inject({ method: 'POST', url: '/v1/job/recommend', payload: { answers } });
    expect(visitor.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/v1/job/recommend',
      headers: bearer('not-a-token'),
      payload: { answers },
    });
    expect(stale.statusCode).toBe(200);
    const [after] = await t.db.select({ n: count() }).from(questionnaireAnswers);
    expect(after?.n).toBe(before?.n);
  });

  it('need a login to read', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/job/recommend/answers' });
    expect(res.statusCode).toBe(401);
  });

  it('go away with the member (withdrawal)', async () => {
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    await t.app.inject({
      method: 'POST',
      url: '/v1/job/recommend',
      headers: bearer(accessToken),
      payload: { answers },
    });
    const withdraw = await t.app.inject({
      method: 'POST',
      url: '/v1/member/auth/withdraw',
      headers: bearer(accessToken),
    });
    expect(withdraw.statusCode).toBe(200);
    const rows = await t.db.select().from(questionnaireAnswers);
    expect(rows.some((r) => r.memberId === member.id)).toBe(false);
  });
});
