import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUESTIONS } from '@dasibom/contract';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_FACTS_PATH,
  type AnswerFacts,
  AnswerFactsSchema,
  checkAnswerFacts,
  factHolds,
  loadAnswerFacts,
  readScorableJobs,
  renderSentence,
} from './answer-facts.ts';

const JOBS = readScorableJobs();
const raw = () => JSON.parse(readFileSync(ANSWER_FACTS_PATH, 'utf8')) as AnswerFacts;

describe('data/answer-facts.json (the reviewed answer → job fact table)', () => {
  it('parses, and covers every question and every option of the questionnaire, in order', () => {
    const table = AnswerFactsSchema.parse(raw());
    expect(table.questions.map((q) => q.questionNum)).toEqual(QUESTIONS.map((q) => q.num));
    for (const question of QUESTIONS) {
      const entry = table.questions.find((q) => q.questionNum === question.num)!;
      expect(entry.options.map((o) => o.option)).toEqual([...question.options]);
      for (const option of entry.options) expect(option.note.length, option.option).toBeGreaterThan(5);
    }
  });

  it('names only facts that exist in the occupation data (each held by at least one of the 20 jobs)', () => {
    expect(checkAnswerFacts(raw(), JOBS)).toEqual([]);
  });

  it('renders every connection sentence for every job that holds its fact, with no placeholder left', () => {
    for (const question of raw().questions)
      for (const option of question.options)
        for (const connection of option.connections)
          for (const job of JOBS.filter((j) => factHolds(connection.fact, j))) {
            const text = renderSentence(connection.sentence, job);
            expect(text, `${question.questionNum}/${option.option}/${job.name}`).not.toMatch(/[{}]/);
            expect(text).toMatch(/[요.]$/);
          }
  });

  it('keeps the reviewed decisions of issue 14', () => {
    const table = raw();
    const connections = (num: number, index: number) =>
      table.questions[num - 1]!.options[index]!.connections.map((c) => c.fact);
    // "making and growing by hand" never reaches food alone (산후조리사), nor handwork alone (care work).
    for (const [num, index] of [
      [1, 3],
      [2, 1],
    ] as const) {
      for (const fact of connections(num, index)) {
        expect(fact).toMatchObject({ field: 'interestTags' });
        const tags = (fact as { includes: string[] }).includes;
        expect(tags).toContain('hands');
        expect(tags.length).toBeGreaterThan(1);
      }
      const postpartum = JOBS.find((j) => j.name === '산후조리사')!;
      expect(connections(num, index).some((fact) => factHolds(fact, postpartum))).toBe(false);
    }
    // "nothing comes to mind" and "any time" connect to nothing.
    expect(connections(1, 4)).toEqual([]);
    expect(connections(2, 4)).toEqual([]);
    expect(connections(6, 4)).toEqual([]);
  });

  it('stops the start-up with every problem listed when the table is broken', () => {
    const broken = raw();
    broken.questions[1]!.options.pop();
    broken.questions[0]!.options[0]!.connections.push({
      fact: { field: 'workTime', is: 'WEEKEND' },
      kind: 'match',
      sentence: '{job} 주말에 일해요.',
    });
    const path = join(tmpdir(), `answer-facts-broken-${process.pid}.json`);
    writeFileSync(path, JSON.stringify(broken));
    expect(() => loadAnswerFacts(path)).toThrow(/no occupation has workTime=WEEKEND/);
    expect(() => loadAnswerFacts(path)).toThrow(/question 2: options/);
    writeFileSync(path, JSON.stringify({ ...raw(), questions: [{ questionNum: 1, slot: 'somewhere' }] }));
    expect(() => loadAnswerFacts(path)).toThrow();
  });
});
