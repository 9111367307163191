import { QUESTIONS, RecommendResponseSchema, successEnvelope } from '@dasibom/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

const firstOptions = () =>
  QUESTIONS.map((q) => ({ questionNum: q.num, responses: [q.options[0]] as string[] }));

describe('POST /v1/job/recommend', () => {
  it('recommends 3 jobs with reasons and a score, for a visitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/job/recommend',
      payload: { answers: firstOptions() },
    });
    expect(res.statusCode).toBe(200);
    const data = successEnvelope(RecommendResponseSchema).parse(res.json()).data;
    expect(data.recommendedJobs).toHaveLength(3);
    for (const job of data.recommendedJobs) {
      expect(job.jobDescription.length).toBeGreaterThan(10);
      expect(job.imageUrl).toMatch(/^\/images\/jobs\/job-\d+\.svg$/);
      // The reasons cite our classification (ADR 030); the card says so with this source.
      expect(job.reasonSources).toEqual([
        expect.objectContaining({ name: '다시봄이 나눈 대략적인 구분', year: 2026 }),
      ]);
    }
  });

  it('gives the same answer twice for the same answers', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/v1/job/recommend', payload: { answers: firstOptions() } });
    const [a, b] = [(await send()).json(), (await send()).json()];
    expect(a.data).toEqual(b.data);
  });

  it('says how many questions were answered (9 of 9 here)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/job/recommend',
      payload: { answers: firstOptions() },
    });
    const data = successEnvelope(RecommendResponseSchema).parse(res.json()).data;
    expect(data).toMatchObject({ answeredCount: 9, questionCount: 9, basis: null });
  });

  it('submitted with no answers (그대로 제출): answeredCount 0, no reason claims a match, and the basis is said', async () => {
    const answers = QUESTIONS.map((q) => ({ questionNum: q.num, responses: [] }));
    const res = await t.app.inject({ method: 'POST', url: '/v1/job/recommend', payload: { answers } });
    expect(res.statusCode).toBe(200);
    const data = successEnvelope(RecommendResponseSchema).parse(res.json()).data;
    expect(data.answeredCount).toBe(0);
    expect(data.questionCount).toBe(9);
    expect(data.basis).toMatch(/^답하신 질문이 없어서/);
    for (const job of data.recommendedJobs) {
      for (const reason of Object.values(job.reasons)) {
        expect(reason).not.toMatch(/하셨어요|느끼셨어요|들으신다고|어긋나지 않는/);
      }
      expect(job.reasons.condition).toContain('근무 조건 질문에는 답하지 않으셨어요.');
    }
  });

  it('accepts skipped questions', async () => {
    const answers = firstOptions().map((a, i) => (i % 2 === 0 ? { ...a, responses: [] } : a));
    const res = await t.app.inject({ method: 'POST', url: '/v1/job/recommend', payload: { answers } });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['an unknown option label', [{ questionNum: 1, responses: ['우주 비행'] }]],
    ['an unknown question number', [{ questionNum: 42, responses: [] }]],
    ['a string for the question number', [{ questionNum: '1', responses: [] }]],
  ])('refuses %s with 400 VALIDATION', async (_label, answers) => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/job/recommend', payload: { answers } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('refuses a body without answers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/job/recommend', payload: {} });
    expect(res.statusCode).toBe(400);
  });
});
