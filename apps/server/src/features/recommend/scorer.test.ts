import { type Answer, QUESTIONS } from '@dasibom/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readScorableJobs } from './answer-facts.ts';
import { recommendJobs, type ScorableJob } from './scorer.ts';

const JOBS: ScorableJob[] = readScorableJobs();
const byName = new Map(JOBS.map((job) => [job.name, job]));

const option = (num: number, index: number) => QUESTIONS[num - 1]!.options[index]!;
/** Answers from `{ questionNum: optionIndex }`; absent questions are skipped. */
const answers = (picks: Record<number, number>): Answer[] =>
  Object.entries(picks).map(([num, index]) => ({
    questionNum: Number(num),
    responses: [option(Number(num), index)],
  }));
const top = (picks: Record<number, number>) =>
  recommendJobs(JOBS, answers(picks)).results.map((r) => r.job.name);
const result = (picks: Record<number, number>) => recommendJobs(JOBS, answers(picks));

/** A neutral base: nothing about interests, any hours, physical and certificate fine. */
const NEUTRAL = { 1: 4, 2: 4, 6: 4, 8: 0, 9: 0 };

const arbitraryAnswers = fc
  .tuple(
    ...QUESTIONS.map((q) => fc.option(fc.integer({ min: 0, max: q.options.length - 1 }), { nil: undefined })),
  )
  .map((indexes) => {
    const picks: Record<number, number> = {};
    indexes.forEach((index, i) => {
      if (index !== undefined) picks[i + 1] = index;
    });
    return picks;
  });

describe('recommender: always three, deterministic', () => {
  it('gives exactly 3 distinct jobs with reasons in all three slots and a 0–100 score, for any answers', () => {
    fc.assert(
      fc.property(arbitraryAnswers, (picks) => {
        const { results } = result(picks);
        expect(results).toHaveLength(3);
        expect(new Set(results.map((r) => r.job.id)).size).toBe(3);
        for (const r of results) {
          expect(r.matchScore).toBeGreaterThanOrEqual(0);
          expect(r.matchScore).toBeLessThanOrEqual(100);
          expect(r.reasons.personality.length).toBeGreaterThan(5);
          expect(r.reasons.strong.length).toBeGreaterThan(5);
          expect(r.reasons.condition.length).toBeGreaterThan(5);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never says the same job fact twice in one reason (Q1 and Q2 may point at the same fact)', () => {
    // "…하셨어요. 공인중개사는 숫자와 돈을 꼼꼼히 다루는 일이에요." → "숫자와 돈을 꼼꼼히 다루는"
    const factsOf = (reason: string, jobName: string) =>
      [...reason.matchAll(new RegExp(`${jobName.replace(/[()]/g, '\\$&')}[은는] (.+?) 일이에요`, 'g'))].map(
        (m) => m[1],
      );
    fc.assert(
      fc.property(arbitraryAnswers, (picks) => {
        for (const r of result(picks).results) {
          const facts = factsOf(r.reasons.personality, r.job.name);
          expect(new Set(facts).size, r.reasons.personality).toBe(facts.length);
        }
      }),
      { numRuns: 500 },
    );
    // The case that was reported: both interest answers point at children for 산후조리사.
    const picks = { ...NEUTRAL, 1: 0, 2: 3 };
    const postpartum = result(picks).results.find((r) => r.job.name === '산후조리사');
    expect(postpartum?.reasons.personality).toBeDefined();
    for (const r of result(picks).results) {
      const facts = factsOf(r.reasons.personality, r.job.name);
      expect(facts.length).toBeGreaterThan(0);
      expect(new Set(facts).size, r.reasons.personality).toBe(facts.length);
    }
  });

  it('gives identical output for identical answers, in any order', () => {
    fc.assert(
      fc.property(arbitraryAnswers, (picks) => {
        const list = answers(picks);
        expect(recommendJobs(JOBS, [...list].reverse())).toEqual(recommendJobs(JOBS, list));
      }),
      { numRuns: 100 },
    );
  });

  it('works with every question skipped', () => {
    expect(recommendJobs(JOBS, []).results).toHaveLength(3);
    expect(result({}).results[0]?.reasons.personality).toBe('경험과 성향 질문에는 답하지 않으셨어요.');
  });

  it('can put every occupation but one in the top 3 for some answer set', () => {
    const reached = new Set<string>();
    const walk = (i: number, picks: Record<number, number>) => {
      if (i > QUESTIONS.length) {
        for (const name of top(picks)) reached.add(name);
        return;
      }
      for (let o = 0; o < QUESTIONS[i - 1]!.options.length; o++) walk(i + 1, { ...picks, [i]: o });
    };
    walk(1, {});
    // 도배사 shares its tags, requirement and hours with 용접원 and 방역원, and no question tells wallpapering from
    // welding: 경력에서 시작하기 (건설) leads to it instead.
    const unreached = JOBS.map((j) => j.name).filter((name) => !reached.has(name));
    expect(unreached).toEqual(['도배사']);
  });
});

describe('recommender: hard rules (8 physical, 9 certificate)', () => {
  it.each([
    ['high-activity', 'would rather not', 8, (job: ScorableJob) => job.physical === 'HIGH', '몸을 많이 쓰는'],
    [
      'certificate-requiring',
      'wants to start now',
      9,
      (job: ScorableJob) => job.certificationRequirement === 'REQUIRED',
      '자격증이 필요한',
    ],
  ] as const)(
    'never suggests %s work to someone who %s, unless relaxed and said',
    (_, __, question, ruledOut, words) => {
      fc.assert(
        fc.property(arbitraryAnswers, (picks) => {
          const { results, relaxedRules } = result({ ...picks, [question]: 1 });
          for (const r of results.filter((x) => ruledOut(x.job))) {
            expect(relaxedRules.join()).toContain(words);
            expect(r.reasons.condition).toContain(`${words} 직업도 함께`);
          }
        }),
        { numRuns: 300 },
      );
    },
  );

  it('relaxes the certificate rule first, then the physical one, and states each', () => {
    const few = JOBS.filter((j) => j.certificationRequirement === 'REQUIRED' || j.name === '사무보조원');
    const relaxedOnce = recommendJobs(few, answers({ 9: 1 }));
    expect(relaxedOnce.relaxedRules).toEqual([
      '자격증이 필요 없는 직업만으로는 3개를 채우지 못해, 자격증이 필요한 직업도 함께 보여드려요.',
    ]);
    expect(relaxedOnce.results.map((r) => r.job.name)).toContain('사무보조원');

    const heavy = JOBS.filter((j) => j.physical === 'HIGH' && j.certificationRequirement === 'REQUIRED');
    const both = recommendJobs(heavy, answers({ 8: 1, 9: 1 }));
    expect(both.relaxedRules).toHaveLength(2);
    expect(both.relaxedRules[0]).toContain('자격증');
    expect(both.relaxedRules[1]).toContain('몸을 많이 쓰는');
    expect(both.results).toHaveLength(3);
  });

  it('relaxes nothing when enough jobs remain', () => {
    expect(result({ 8: 1, 9: 1 }).relaxedRules).toEqual([]);
  });
});

describe('recommender: every answer matters (DATA.md)', () => {
  // Q1 — a moment you thought "I could do this" → interest tags, named in the personality reason.
  it.each([
    [0, ['care', 'elders', 'kids'], '돕고 돌볼 때'],
    [1, ['learning', 'documents'], '배울 때'],
    [2, ['organize', 'numbers', 'events'], '정리하고 계획할 때'],
    [3, ['hands', 'beauty', 'food'], '만들고 꾸밀 때'],
  ])('Q1 option %i favours jobs tagged %j and says so', (index, tags, said) => {
    const { results } = result({ ...NEUTRAL, 1: index });
    expect(results.some((r) => r.job.interestTags.some((t) => tags.includes(t)))).toBe(true);
    const named = results.find((r) => r.reasons.personality.includes(said));
    expect(named).toBeDefined();
    expect(top({ ...NEUTRAL, 1: index })).not.toEqual(top(NEUTRAL));
  });

  it('Q1 "nothing comes to mind" counts as no evidence (same as skipping)', () => {
    expect(top({ ...NEUTRAL, 1: 4 })).toEqual(top({ 2: 4, 6: 4, 8: 0, 9: 0 }));
  });

  it.each([
    [2, 0, 'personality', '이야기 나누는'],
    [2, 1, 'personality', '만들고 가꾸는'],
    [2, 2, 'personality', '서류를 다루는'],
    [2, 3, 'personality', '동물을 돌보는'],
    [3, 0, 'strong', '꼼꼼하다'],
    [3, 1, 'strong', '손재주가 좋다'],
    [3, 2, 'strong', '말을 조리 있게'],
    [3, 3, 'strong', '배려심이 깊다'],
    [3, 4, 'strong', '믿음직하다'],
    [3, 5, 'strong', '계획을 잘 세운다'],
  ] as const)('Q%i option %i is named in the %s reason of some result', (question, index, reason, said) => {
    const { results } = result({ ...NEUTRAL, [question]: index });
    expect(results.some((r) => r.reasons[reason].includes(said))).toBe(true);
  });

  it.each([0, 1, 2, 3])('Q2 option %i changes the ranking', (index) => {
    expect(top({ ...NEUTRAL, 2: index })).not.toEqual(top(NEUTRAL));
  });

  it('Q2 "children, elders or animals" brings animal or care work up', () => {
    const names = top({ ...NEUTRAL, 2: 3 });
    expect(
      names.some((n) =>
        ['수의테크니션', '반려동물미용사', '요양보호사', '보육교사', '산후조리사'].includes(n),
      ),
    ).toBe(true);
  });

  it('Q3 strengths lead to different jobs', () => {
    const tops = new Set([0, 1, 2, 3, 4, 5].map((i) => top({ ...NEUTRAL, 3: i }).join()));
    expect(tops.size).toBeGreaterThanOrEqual(4);
  });

  it('Q4 "steady income" ranks monthly-paid work first and names the pay form, never an amount', () => {
    const { results } = result({ ...NEUTRAL, 4: 1 });
    expect(results.every((r) => r.job.salaryType === 'MONTHLY')).toBe(true);
    expect(results[0]?.reasons.condition).toContain('보통 월급을 받는 일이에요');
    for (const r of results)
      expect(Object.values(r.reasons).join(' ')).not.toMatch(/만 ?원|\d+ ?(개월|년|시간)/);
  });

  it('Q4 "start right away" ranks work without a required certificate first', () => {
    const { results } = result({ ...NEUTRAL, 4: 2 });
    expect(results.every((r) => r.job.certificationRequirement !== 'REQUIRED')).toBe(true);
    expect(results[0]?.reasons.condition).toContain('바로 시작할 수 있는 일을 원하셨어요');
  });

  it('Q4 "suits me" lets the interest answers outweigh pay and readiness', () => {
    // Learning and planning point at 경영지도사, paid per case: income pushes it out, fit keeps it.
    const picks = { ...NEUTRAL, 1: 1, 3: 5 };
    const fit = top({ ...picks, 4: 0 });
    const income = top({ ...picks, 4: 1 });
    expect(byName.get('경영지도사')?.salaryType).toBe('PER_CASE');
    expect(fit).toContain('경영지도사');
    expect(income).not.toContain('경영지도사');
  });

  it('Q5 "this month" pushes required certificates down and says so plainly, without a guessed duration', () => {
    const soon = result({ ...NEUTRAL, 4: 0, 1: 0, 5: 0 });
    const later = result({ ...NEUTRAL, 4: 0, 1: 0, 5: 1 });
    expect(soon.results.map((r) => r.job.name)).not.toEqual(later.results.map((r) => r.job.name));
    const required = (r: (typeof soon.results)[number]) => r.job.certificationRequirement === 'REQUIRED';
    expect(soon.results.filter(required).length).toBeLessThan(later.results.filter(required).length);
    for (const r of soon.results.filter(required))
      expect(r.reasons.condition).toContain('이번 달 안에 시작하기는 어려울 수 있어요');
  });

  it.each([
    [0, ['WEEKDAY_MORNING', 'FLEXIBLE']],
    [1, ['WEEKDAY_AFTERNOON', 'FLEXIBLE']],
    [2, ['WEEKDAY_NINE_TO_SIX', 'FLEXIBLE']],
    [3, ['WEEKEND', 'EVENT', 'FLEXIBLE']],
  ])('Q6 option %i changes the output and names hours that fit (%j)', (index, slots) => {
    const chosen = result({ ...NEUTRAL, 6: index });
    expect(chosen).not.toEqual(result(NEUTRAL)); // ranking or reasons differ from "any time"
    const named = chosen.results.filter((r) => r.reasons.condition.includes('근무를 원하셨어요'));
    expect(named.length).toBeGreaterThan(0);
    for (const r of named) expect(slots).toContain(r.job.workTime);
  });

  it('Q6 "afternoons": no job is afternoon-only, so the job with adjustable hours comes up', () => {
    expect(top({ ...NEUTRAL, 6: 1 })).toContain('공인중개사');
  });

  it('Q6 "mornings" brings the morning job (급식 도우미) into the top 3', () => {
    expect(top({ ...NEUTRAL, 6: 0 })).toContain('급식 도우미');
  });

  it('Q7 "alone" favours little contact with people; "with people" the opposite', () => {
    const alone = result({ ...NEUTRAL, 7: 0 }).results;
    const together = result({ ...NEUTRAL, 7: 1 }).results;
    expect(alone.every((r) => r.job.interpersonal !== 'HIGH')).toBe(true);
    expect(together.every((r) => r.job.interpersonal !== 'LOW')).toBe(true);
    expect(alone[0]?.reasons.personality).toContain('혼자 집중하는 일이 편하다고');
    expect(together.some((r) => r.reasons.personality.includes('여러 사람과 어울리는'))).toBe(true);
  });

  it('Q8 "rather not" removes high-activity work and says the activity level', () => {
    const { results } = result({ ...NEUTRAL, 8: 1 });
    expect(results.every((r) => r.job.physical !== 'HIGH')).toBe(true);
    expect(results[0]?.reasons.condition).toContain('몸을 많이 쓰는 일은 부담스럽다고 하셨어요');
    expect(top({ ...NEUTRAL, 8: 1 })).not.toEqual(top({ ...NEUTRAL, 8: 0 }));
  });

  it('Q9 "start now" removes certificate-requiring work and says no certificate is needed', () => {
    const { results } = result({ ...NEUTRAL, 9: 1 });
    expect(results.every((r) => r.job.certificationRequirement !== 'REQUIRED')).toBe(true);
    expect(results.some((r) => r.reasons.condition.includes('자격증 없이 바로 시작하고 싶다고'))).toBe(true);
  });

  it('Q8 "yes" and Q9 "yes" keep every job eligible', () => {
    expect(result({ 8: 0, 9: 0 }).relaxedRules).toEqual([]);
    // A caregiver-minded answer set may lead to a certificate-requiring, high-activity job.
    expect(top({ 1: 0, 2: 3, 3: 3, 4: 0, 7: 1, 8: 0, 9: 0 })).toContain('요양보호사');
  });

  it("a reason names the user's answer and the job fact, in plain Korean", () => {
    const r = result({ ...NEUTRAL, 8: 1, 3: 0 }).results[0]!;
    expect(r.reasons.condition).toMatch(new RegExp(`${r.job.name.replace(/[()]/g, '.')}[은는] 활동량이`));
    expect(byName.get(r.job.name)?.physical).not.toBe('HIGH');
  });
});
