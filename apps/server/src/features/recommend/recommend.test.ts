import { QUESTIONS, RecommendResponseSchema, successEnvelope } from '@dasibom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

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
    }
  });

  it('gives the same answer twice for the same answers', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/v1/job/recommend', payload: { answers: firstOptions() } });
    const [a, b] = [(await send()).json(), (await send()).json()];
    expect(a.data).toEqual(b.data);
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
