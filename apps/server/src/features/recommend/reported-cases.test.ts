import { type Answer, QUESTIONS } from '@dasibom/contract';
import { describe, expect, it } from 'vitest';
import { readScorableJobs } from './answer-facts.ts';
import { recommendJobs, type ScorableJob } from './scorer.ts';

/*
 * The two cases reported in issue 14, as the user saw them (text, not provenance: these ran red against the scorer
 * before the answer-facts table existed). honest-reasons.test.ts checks every claim's provenance instead.
 */

const JOBS: ScorableJob[] = readScorableJobs();
const job = (name: string) => JOBS.find((j) => j.name === name)!;
const allSecond: Answer[] = QUESTIONS.map((q) => ({ questionNum: q.num, responses: [q.options[1]!] }));
const reasonTexts = (result: ReturnType<typeof recommendJobs>) =>
  result.results.flatMap((r) => [r.reasons.personality, r.reasons.strong, r.reasons.condition]);

describe('issue 14: reported cases', () => {
  it.each(['산후조리사', '바리스타'])(
    'second option everywhere: %s is not said to "handle food" because the user likes making and growing things',
    (name) => {
      // The job alone, so it is in the result whatever the ranking does.
      const { personality } = recommendJobs([job(name)], allSecond).results[0]!.reasons;
      expect(personality).not.toMatch(
        /손으로 만들고 가꾸는 일에 푹 빠진다고 하셨어요\. \S+[은는] 음식을 다루는 일이에요/,
      );
      expect(personality).not.toContain('음식을 다루는');
    },
  );

  it('second option everywhere: 산후조리사 (care, no handwork) is not connected to "making and growing by hand"', () => {
    const { personality } = recommendJobs([job('산후조리사')], allSecond).results[0]!.reasons;
    expect(personality).not.toContain('손으로 만들고 가꾸는');
  });

  it('second option everywhere: no strength reason is the filler "직접 맞닿은 일은 아니지만"', () => {
    for (const j of JOBS) {
      const texts = reasonTexts(recommendJobs([j], allSecond));
      for (const text of texts) expect(text, j.name).not.toContain('직접 맞닿은 일은 아니지만');
    }
    for (const text of reasonTexts(recommendJobs(JOBS, allSecond)))
      expect(text).not.toContain('맞닿은 일은 아니지만');
  });

  it('no answers (그대로 제출): no reason says an answer matched, and the result counts 0 answers', () => {
    const result = recommendJobs(JOBS, []);
    for (const text of reasonTexts(result)) {
      expect(text).not.toContain('어긋나지 않는');
      expect(text).not.toContain('중심으로 골랐어요');
      expect(text).not.toMatch(/하셨어요|느끼셨어요|들으신다고/);
    }
    expect((result as { answeredCount?: number }).answeredCount).toBe(0);
  });
});
