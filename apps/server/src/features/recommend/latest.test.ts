import {
  LatestRecommendationResponseSchema,
  QUESTIONS,
  RecommendResponseSchema,
  successEnvelope,
} from '@dasibom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { occupations, questionnaireAnswers } from '../../db/schema.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

const answers = QUESTIONS.map((q) => ({ questionNum: q.num, responses: [q.options[0]] as string[] }));

async function member() {
  const created = await createMember(t);
  const { accessToken } = await login(t, created);
  return { id: created.id, created, headers: bearer(accessToken) };
}

async function submit(headers: Record<string, string>, body: object = { answers }) {
  const res = await t.app.inject({ method: 'POST', url: '/v1/job/recommend', headers, payload: body });
  expect(res.statusCode).toBe(200);
  return successEnvelope(RecommendResponseSchema).parse(res.json()).data;
}

async function latest(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/v1/job/recommend/latest', headers });
  expect(res.statusCode).toBe(200);
  return successEnvelope(LatestRecommendationResponseSchema).parse(res.json()).data.latest;
}

describe('GET /v1/job/recommend/latest', () => {
  it('gives back the result a member was shown, with the answers and when; a resubmit replaces it', async () => {
    // Tokens live 15 minutes on the fake clock too: each "day" logs in again.
    t.clock.set('2026-06-03T21:30:00+09:00');
    const a = await member();
    expect(await latest(a.headers)).toBeNull();
    const shown = await submit(a.headers);
    expect(await latest(a.headers)).toEqual({
      answeredAt: new Date('2026-06-03T21:30:00+09:00').toISOString(),
      answers,
      result: shown,
    });

    t.clock.set('2026-06-05T08:00:00+09:00');
    a.headers = bearer((await login(t, a.created)).accessToken);
    const revised = answers.map((x) =>
      x.questionNum === 9 ? { ...x, responses: [QUESTIONS[8].options[1]] } : x,
    );
    const shownAgain = await submit(a.headers, { answers: revised });
    const again = await latest(a.headers);
    expect(again?.result).toEqual(shownAgain);
    expect(again?.answers).toEqual(revised);
    expect(again?.answeredAt).toBe(new Date('2026-06-05T08:00:00+09:00').toISOString());
  });

  it('is the snapshot the member read: a later change to the occupation does not rewrite it', async () => {
    const a = await member();
    const shown = await submit(a.headers);
    const first = shown.recommendedJobs[0]!;
    const [before] = await t.db.select().from(occupations).where(eq(occupations.id, first.jobId));
    await t.db
      .update(occupations)
      .set({ description: '바뀐 설명이에요.' })
      .where(eq(occupations.id, first.jobId));
    try {
      const kept = await latest(a.headers);
      expect(kept?.result.recommendedJobs[0]).toEqual(first);
      expect(kept?.result.recommendedJobs[0]?.jobDescription).toBe(before!.description);
    } finally {
      await t.db
        .update(occupations)
        .set({ description: before!.description })
        .where(eq(occupations.id, first.jobId));
    }
  });

  it('another member gets only their own (none here), never A’s', async () => {
    const a = await member();
    const shown = await submit(a.headers);
    const b = await member();
    const res = await t.app.inject({ method: 'GET', url: '/v1/job/recommend/latest', headers: b.headers });
    expect(res.json().data).toEqual({ latest: null });
    expect(res.body).not.toContain(shown.recommendedJobs[0]!.reasons.personality);
  });

  it('a visitor is told to log in (the spec’s missing-token answer), and a visitor’s submit keeps nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/job/recommend/latest' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'AUTH_REQUIRED',
      message: expect.stringContaining('인증 토큰이 없습니다'),
    });
    const rowsBefore = (await t.db.select().from(questionnaireAnswers)).length;
    await submit({});
    expect((await t.db.select().from(questionnaireAnswers)).length).toBe(rowsBefore);
  });

  it('answers none for answers kept before results were (migration 0016), or a stored result that no longer fits', async () => {
    const a = await member();
    await submit(a.headers);
    await t.db
      .update(questionnaireAnswers)
      .set({ result: null })
      .where(eq(questionnaireAnswers.memberId, a.id));
    expect(await latest(a.headers)).toBeNull();
    await t.db
      .update(questionnaireAnswers)
      // biome-ignore lint/suspicious/noExplicitAny: a row of an older, different shape
      .set({ result: { recommendedJobs: [] } as any })
      .where(eq(questionnaireAnswers.memberId, a.id));
    expect(await latest(a.headers)).toBeNull();
  });

  it('goes with the member on withdrawal', async () => {
    const a = await member();
    await submit(a.headers);
    const withdraw = await t.app.inject({
      method: 'POST',
      url: '/v1/member/auth/withdraw',
      headers: a.headers,
    });
    expect(withdraw.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.memberId, a.id));
    expect(rows).toEqual([]);
  });
});

describe('the spec’s 10-slot answer list (the confirm step as slot 10)', () => {
  it('is accepted and recommends exactly as the 9 questions alone; the empty slot is not kept', async () => {
    const a = await member();
    const nine = await submit({}, { answers });
    const ten = await submit(a.headers, { answers: [...answers, { questionNum: 10, responses: [] }] });
    expect(ten).toEqual(nine);
    expect((await latest(a.headers))?.answers).toEqual(answers);
  });

  it('still refuses an 11th number and an answer in the confirm slot', async () => {
    for (const extra of [
      { questionNum: 11, responses: [] },
      { questionNum: 10, responses: ['네'] },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/job/recommend',
        payload: { answers: [...answers, extra] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });
});
