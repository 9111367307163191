import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_MESSAGES, RecommendRequestSchema } from './index.ts';
import { CONFIRM_QUESTION_NUM, QUESTIONNAIRE_STEPS, QUESTIONS } from './questionnaire-constants.ts';

describe('questionnaire', () => {
  it('has 9 questions, 3 in each of the first three steps, numbered 1..9', () => {
    expect(QUESTIONS.map((q) => q.num)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(QUESTIONNAIRE_STEPS).toHaveLength(4);
    for (const step of [0, 1, 2]) expect(QUESTIONS.filter((q) => q.step === step)).toHaveLength(3);
    for (const q of QUESTIONS) expect(new Set(q.options).size).toBe(q.options.length);
  });

  it('question 9 asks about certificates', () => {
    expect(QUESTIONS[8].title).toContain('자격증');
  });

  it('accepts known labels and skipped questions (empty responses)', () => {
    const answers = QUESTIONS.map((q) => ({ questionNum: q.num, responses: [q.options[0]] as string[] }));
    answers[2] = { questionNum: 3, responses: [] };
    expect(RecommendRequestSchema.safeParse({ answers }).success).toBe(true);
    expect(RecommendRequestSchema.safeParse({ answers: [] }).success).toBe(true);
  });

  const check = (answers: unknown) => {
    const result = RecommendRequestSchema.safeParse({ answers });
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('accepts the spec’s 10-slot list: questions 1..9 and the confirm step as slot 10 with no answer', () => {
    expect(CONFIRM_QUESTION_NUM).toBe(10);
    const answers = [
      ...QUESTIONS.map((q) => ({ questionNum: q.num, responses: [q.options[0]] as string[] })),
      { questionNum: 10, responses: [] },
    ];
    expect(check(answers)).toEqual([]);
    expect(check([{ questionNum: 10, responses: [] }])).toEqual([]);
    // The confirm step offers nothing to choose, and counts once like any slot.
    expect(check([{ questionNum: 10, responses: ['네'] }])).toContain(QUESTIONNAIRE_MESSAGES.unknownOption);
    expect(
      check([
        { questionNum: 10, responses: [] },
        { questionNum: 10, responses: [] },
      ]),
    ).toContain(QUESTIONNAIRE_MESSAGES.duplicateQuestion);
  });

  it('refuses unknown question numbers, unknown labels, two answers to one question, repeats', () => {
    expect(check([{ questionNum: 11, responses: [] }])).toContain(QUESTIONNAIRE_MESSAGES.unknownQuestion);
    expect(check([{ questionNum: 0, responses: [] }])).toContain(QUESTIONNAIRE_MESSAGES.unknownQuestion);
    expect(check([{ questionNum: 1, responses: ['아무거나'] }])).toContain(
      QUESTIONNAIRE_MESSAGES.unknownOption,
    );
    expect(
      check([{ questionNum: 7, responses: [QUESTIONS[6].options[0], QUESTIONS[6].options[1]] }]),
    ).toContain(QUESTIONNAIRE_MESSAGES.tooManyResponses);
    expect(
      check([
        { questionNum: 1, responses: [] },
        { questionNum: 1, responses: [] },
      ]),
    ).toContain(QUESTIONNAIRE_MESSAGES.duplicateQuestion);
  });
});
