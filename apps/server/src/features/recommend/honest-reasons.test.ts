import { type Answer, answerOf, QUESTIONS } from '@dasibom/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as facts from './answer-facts.ts';
import { recommendJobs, type ScorableJob, type ScoredJob } from './scorer.ts';

const { factHolds, factKey, factSources, readScorableJobs, renderSentence, SLOTS, shippedAnswerFacts } =
  facts;

/*
 * Issue 14: a reason cites only a fact that the table connects to the user's own answer, and that holds for the
 * job. Checked on the reasons' provenance (not by parsing Korean), plus a guard that no table sentence or answer
 * appears in a reason without provenance behind it.
 */

const JOBS = readScorableJobs();
const TABLE = shippedAnswerFacts();

const single = (num: number, option: string): Answer[] => [{ questionNum: num, responses: [option] }];
const everywhere = (pick: (options: readonly string[]) => string): Answer[] =>
  QUESTIONS.map((q) => ({ questionNum: q.num, responses: [pick(q.options)] }));

const FULL_SETS: [string, Answer[]][] = [
  ['no answers', []],
  ['every question skipped', QUESTIONS.map((q) => ({ questionNum: q.num, responses: [] }))],
  ['first option everywhere', everywhere((o) => o[0]!)],
  ['second option everywhere', everywhere((o) => o[1]!)],
  ['last option everywhere', everywhere((o) => o.at(-1)!)],
  ['middle option everywhere', everywhere((o) => o[Math.floor(o.length / 2)]!)],
];

/** Every way `scored` could break the rule; empty when each claim is true and connected to the user's answers. */
function violations(scored: ScoredJob, answers: readonly Answer[]): string[] {
  const problems: string[] = [];
  const { job } = scored;
  const hasMatch = SLOTS.some((slot) => scored.provenance[slot].some((p) => p.kind === 'match'));
  for (const slot of SLOTS) {
    for (const claim of scored.provenance[slot]) {
      // ADR 030: a reason cites a fact only when the job has a source for it, and says where it comes from.
      const sources = factSources(claim.fact, job);
      if (sources === null)
        problems.push(`${slot}: cites ${factKey(claim.fact)}, which has no source for ${job.name}`);
      else
        for (const source of sources)
          if (!scored.reasonSources.includes(source))
            problems.push(
              `${slot}: ${factKey(claim.fact)}'s source "${source.name}" is not in reasonSources`,
            );
      if (!factHolds(claim.fact, job))
        problems.push(`${slot}: ${factKey(claim.fact)} is not true of ${job.name}`);
      if (claim.kind === 'basis') {
        if (hasMatch) problems.push(`${slot}: a basis fact although an answer connects`);
        continue;
      }
      if (answerOf(answers, claim.questionNum) !== claim.option)
        problems.push(`${slot}: cites ${claim.questionNum}/${claim.option}, which the user did not answer`);
      const entry = TABLE.questions.find((q) => q.questionNum === claim.questionNum);
      if (entry?.slot !== slot) problems.push(`${slot}: question ${claim.questionNum} belongs elsewhere`);
      const connection = entry?.options
        .find((o) => o.option === claim.option)
        ?.connections.find((c) => c.kind === claim.kind && factKey(c.fact) === factKey(claim.fact));
      if (!connection)
        problems.push(
          `${slot}: the table does not connect ${claim.questionNum}/${claim.option} to ${factKey(claim.fact)}`,
        );
    }
    // No sentence of the table, and no answer named back, may appear without a claim behind it: take out what the
    // claims account for, then nothing of the table may be left.
    const text = scored.reasons[slot];
    let rest = text;
    for (const p of scored.provenance[slot]) {
      if (p.kind === 'basis') continue;
      const option = TABLE.questions
        .find((q) => q.questionNum === p.questionNum)
        ?.options.find((o) => o.option === p.option);
      const connection = option?.connections.find(
        (c) => c.kind === p.kind && factKey(c.fact) === factKey(p.fact),
      );
      if (option?.said) rest = rest.replace(option.said, '');
      if (connection) rest = rest.replace(renderSentence(connection.sentence, job), '');
    }
    for (const question of TABLE.questions)
      for (const option of question.options) {
        if (option.said && rest.includes(option.said))
          problems.push(`${slot}: names the answer "${option.option}" without citing it`);
        for (const connection of option.connections) {
          const sentence = renderSentence(connection.sentence, job);
          if (rest.includes(sentence))
            problems.push(`${slot}: says "${sentence}" without a connected answer`);
        }
      }
    if (text.trim().length < 5) problems.push(`${slot}: empty`);
    for (const filler of ['어긋나지 않는', '직접 맞닿은 일은 아니지만', '다른 답과 잘 맞아'])
      if (text.includes(filler)) problems.push(`${slot}: filler "${filler}"`);
  }
  return problems;
}

describe('recommendation reasons say only what the table connects and the job holds', () => {
  it('every option × every job: each claim is connected to the answer and true of the job', () => {
    let pairs = 0;
    for (const question of QUESTIONS)
      for (const option of question.options)
        for (const job of JOBS) {
          const answers = single(question.num, option);
          // The job alone: it is in the result whatever the ranking (a hard rule is relaxed, and said, if need be).
          const [scored] = recommendJobs([job], answers, TABLE).results;
          expect(violations(scored!, answers), `${question.num}/${option} × ${job.name}`).toEqual([]);
          pairs += 1;
        }
    expect(pairs).toBe(QUESTIONS.reduce((n, q) => n + q.options.length, 0) * JOBS.length);
  });

  it('every option × every job: an answer whose table connection holds for the job is cited', () => {
    for (const question of QUESTIONS)
      for (const option of question.options) {
        const entry = TABLE.questions[question.num - 1]!.options.find((o) => o.option === option)!;
        for (const job of JOBS) {
          if (!entry.connections.some((c) => factHolds(c.fact, job))) continue;
          const [scored] = recommendJobs([job], single(question.num, option), TABLE).results;
          const cited = SLOTS.flatMap((slot) => scored!.provenance[slot]).some(
            (p) => p.kind !== 'basis' && p.questionNum === question.num,
          );
          expect(cited, `${question.num}/${option} × ${job.name}`).toBe(true);
        }
      }
  });

  it.each(FULL_SETS)('full questionnaire (%s), every job and the real top 3', (_name, answers) => {
    for (const job of JOBS) {
      const [scored] = recommendJobs([job], answers, TABLE).results;
      expect(violations(scored!, answers), job.name).toEqual([]);
    }
    for (const scored of recommendJobs(JOBS, answers, TABLE).results)
      expect(violations(scored, answers), scored.job.name).toEqual([]);
  });

  it('any answers (random): the top 3 make no unconnected claim', () => {
    const arbitrary = fc
      .tuple(...QUESTIONS.map((q) => fc.option(fc.constantFrom(...q.options), { nil: undefined })))
      .map((picks) =>
        picks.flatMap((option, i) =>
          option === undefined ? [] : [{ questionNum: i + 1, responses: [option] }],
        ),
      );
    fc.assert(
      fc.property(arbitrary, (answers) => {
        for (const scored of recommendJobs(JOBS, answers, TABLE).results)
          expect(violations(scored, answers), scored.job.name).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});

describe('reasons cite only facts that have a source (ADR 030)', () => {
  /** The job as it would be if a source were missing: its facts are unchanged, only the source is gone. */
  const withoutClassification = (job: ScorableJob): ScorableJob => ({
    ...job,
    sources: { ...job.sources, classification: null },
  });

  it('every option × every job without a classification source: no reason cites a fact at all', () => {
    for (const question of QUESTIONS)
      for (const option of question.options)
        for (const job of JOBS.map(withoutClassification)) {
          const answers = single(question.num, option);
          const [scored] = recommendJobs([job], answers, TABLE).results;
          const claims = SLOTS.flatMap((slot) => scored!.provenance[slot]);
          expect(claims, `${question.num}/${option} × ${job.name}`).toEqual([]);
          expect(scored!.reasonSources).toEqual([]);
          expect(violations(scored!, answers)).toEqual([]);
        }
  });

  it('a preparation period in months is cited only while its own source is there', () => {
    const table = structuredClone(TABLE);
    const soon = table.questions[4]!.options[0]!;
    soon.connections.unshift({
      fact: { field: 'certifications.preparationPeriod', atMostMonths: 1 },
      kind: 'match',
      sentence: '{certificate} 준비가 짧은 편이에요.',
    });
    const caregiver = JOBS.find((j) => j.name === '요양보호사')!;
    const source = { name: '어떤 공개 자료', url: 'https://example.org', year: 2026, note: null };
    const sourced: ScorableJob = {
      ...caregiver,
      certifications: [{ name: '요양보호사 자격증', preparationPeriod: '1개월' }],
      sources: { ...caregiver.sources, preparationPeriods: [source] },
    };
    const unsourced: ScorableJob = {
      ...sourced,
      sources: { ...sourced.sources, preparationPeriods: [null] },
    };
    const cites = (job: ScorableJob) =>
      recommendJobs([job], single(5, soon.option), table).results[0]!.provenance.condition.some(
        (p) => p.fact.field === 'certifications.preparationPeriod',
      );
    expect(cites(sourced)).toBe(true);
    expect(recommendJobs([sourced], single(5, soon.option), table).results[0]!.reasonSources).toContain(
      source,
    );
    expect(cites(unsourced)).toBe(false);
  });

  it('no reason, for any option × job, names an amount of money or a preparation time', () => {
    for (const question of QUESTIONS)
      for (const option of question.options)
        for (const job of JOBS) {
          const [scored] = recommendJobs([job], single(question.num, option), TABLE).results;
          expect(Object.values(scored!.reasons).join(' ')).not.toMatch(/만 ?원|\d+ ?(개월|년|시간)/);
        }
  });
});

describe('what the result says about the answers', () => {
  it('no answers: no claim cites an answer, each reason says so, and the result says what it rests on', () => {
    const result = recommendJobs(JOBS, [], TABLE);
    expect(result.answeredCount).toBe(0);
    expect(result.questionCount).toBe(9);
    expect(result.basis).toBe(
      '답하신 질문이 없어서, 월급을 받는 일이고 자격증 없이도 시작하기 쉬운 일을 먼저 골랐어요.',
    );
    for (const scored of result.results) {
      const claims = SLOTS.flatMap((slot) => scored.provenance[slot]);
      expect(claims.every((c) => c.kind === 'basis')).toBe(true);
      expect(scored.reasons.personality).toBe('경험과 성향 질문에는 답하지 않으셨어요.');
      expect(scored.reasons.strong).toBe('강점 질문에는 답하지 않으셨어요.');
      expect(scored.reasons.condition).toMatch(/^근무 조건 질문에는 답하지 않으셨어요\. .+[은는] /);
    }
  });

  it('counts answered questions ("딱히 떠오르는 게 없어요" and "상관없어요" are answers; empty responses are not)', () => {
    const answers: Answer[] = [
      { questionNum: 1, responses: ['딱히 떠오르는 게 없어요'] },
      { questionNum: 2, responses: [] },
      { questionNum: 6, responses: ['상관없어요'] },
      { questionNum: 8, responses: ['네, 괜찮아요'] },
    ];
    expect(recommendJobs(JOBS, answers, TABLE).answeredCount).toBe(3);
    expect(
      recommendJobs(
        JOBS,
        everywhere((o) => o[1]!),
        TABLE,
      ).answeredCount,
    ).toBe(9);
  });

  it('answers that connect to nothing: reasons say so plainly and the result says what it rests on', () => {
    const answers: Answer[] = [
      { questionNum: 1, responses: ['딱히 떠오르는 게 없어요'] },
      { questionNum: 6, responses: ['상관없어요'] },
    ];
    const result = recommendJobs(JOBS, answers, TABLE);
    expect(result.answeredCount).toBe(2);
    expect(result.basis).toMatch(/^답과 바로 이어지는 직업을 찾지 못해/);
    for (const scored of result.results) {
      expect(scored.reasons.personality).toBe(
        '답하신 경험과 성향 질문에서는 이 일과 이어지는 점을 찾지 못했어요.',
      );
      expect(scored.reasons.condition).toMatch(
        /^답하신 근무 조건 질문에서는 이 일과 이어지는 점을 찾지 못했어요\./,
      );
    }
  });

  it('a slot with nothing connected says which other answers the job rests on', () => {
    const answers: Answer[] = [
      { questionNum: 3, responses: ['꼼꼼하다'] },
      { questionNum: 8, responses: ['되도록 피하고 싶어요'] },
    ];
    const [scored] = recommendJobs([JOBS.find((j) => j.name === '바리스타')!], answers, TABLE).results;
    expect(scored!.reasons.strong).toBe(
      '답하신 강점 질문에서는 이 일과 이어지는 점을 찾지 못했어요. 근무 조건에 대한 답을 바탕으로 골랐어요.',
    );
    expect(scored!.reasons.condition).toBe(
      '몸을 많이 쓰는 일은 부담스럽다고 하셨어요. 바리스타는 활동량이 중간 정도인 일이에요.',
    );
  });
});
