import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type Answer,
  answerOf,
  type FactSource,
  QUESTIONS,
  WORK_TIME_LABELS,
  type WorkTime,
} from '@dasibom/contract';
import { z } from 'zod';
import { INTEREST_TAGS, readOccupationFiles } from '../../db/seed-occupations.ts';
import { DATA_DIR } from '../../paths.ts';
import { parsePreparationMonths, topic } from './korean.ts';
import type { ScorableJob } from './scorer.ts';

/*
 * Which job facts each answer may be connected to (data/answer-facts.json, ADR 020); a reason cites a fact only
 * through this table and only when it holds. Checked at start-up.
 */

const LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;

export const FactSchema = z.union([
  z.object({ field: z.literal('interestTags'), includes: z.array(z.enum(INTEREST_TAGS)).min(1) }).strict(),
  z
    .object({
      field: z.enum(['interpersonalContact', 'physicalActivity', 'emotionalLabor']),
      is: z.enum(LEVELS),
    })
    .strict(),
  z
    .object({ field: z.literal('certificationRequirement'), is: z.enum(['REQUIRED', 'OPTIONAL', 'NONE']) })
    .strict(),
  z
    .object({
      field: z.literal('workTime'),
      is: z.enum(Object.keys(WORK_TIME_LABELS) as [WorkTime, ...WorkTime[]]),
    })
    .strict(),
  z.object({ field: z.literal('salaryType'), is: z.enum(['MONTHLY', 'DAILY', 'PER_CASE']) }).strict(),
  z
    .object({ field: z.literal('certifications.preparationPeriod'), atMostMonths: z.number().positive() })
    .strict(),
  z
    .object({ field: z.literal('certifications.preparationPeriod'), moreThanMonths: z.number().positive() })
    .strict(),
]);
export type Fact = z.infer<typeof FactSchema>;

// No figure placeholders: a reason names no amount or period, so no figure appears without its source (ADR 030).
const PLACEHOLDERS = ['{job}', '{certificate}'] as const;

const ConnectionSchema = z
  .object({
    fact: FactSchema,
    /** match: the job has what the answer asked for; caution: the job differs from it, said plainly. */
    kind: z.enum(['match', 'caution']),
    /** One sentence about the job fact; `{job}` is the job's name with 은/는. */
    sentence: z
      .string()
      .min(5)
      .refine((text) => text.includes('{job}') || text.includes('{certificate}'), {
        message: 'a sentence names the job or its certificate',
      })
      .refine(
        (text) =>
          (text.match(/\{[^}]*\}/g) ?? []).every((p) => (PLACEHOLDERS as readonly string[]).includes(p)),
        {
          message: `placeholders are ${PLACEHOLDERS.join(', ')}`,
        },
      ),
    note: z.string().optional(),
  })
  .strict();
export type Connection = z.infer<typeof ConnectionSchema>;

const OptionSchema = z
  .object({
    option: z.string(),
    /** How the answer is named back to the user (needed when the option has connections). */
    said: z.string().min(5).optional(),
    connections: z.array(ConnectionSchema),
    /** Why these connections and not others: the review, in plain words. */
    note: z.string().min(5),
  })
  .strict()
  .refine((o) => o.connections.length === 0 || o.said !== undefined, { message: 'said is needed' });

export const SLOTS = ['personality', 'strong', 'condition'] as const;
export type Slot = (typeof SLOTS)[number];

/** Which questions feed which reason slot (DATA.md), in the order their sentences are said. */
export const SLOT_QUESTIONS: Readonly<Record<Slot, readonly number[]>> = {
  personality: [1, 2, 7],
  strong: [3],
  condition: [8, 9, 4, 5, 6],
};

export const AnswerFactsSchema = z
  .object({
    about: z.string(),
    reviewed: z.string(),
    questions: z.array(
      z
        .object({ questionNum: z.number().int(), slot: z.enum(SLOTS), options: z.array(OptionSchema) })
        .strict(),
    ),
  })
  .strict();
export type AnswerFacts = z.infer<typeof AnswerFactsSchema>;

/** A stable name for a fact, to compare connections ("interestTags⊇hands+food", "physicalActivity=LOW"). */
export function factKey(fact: Fact): string {
  if ('includes' in fact) return `${fact.field}⊇${[...fact.includes].sort().join('+')}`;
  if ('is' in fact) return `${fact.field}=${fact.is}`;
  if ('atMostMonths' in fact) return `${fact.field}≤${fact.atMostMonths}`;
  return `${fact.field}>${fact.moreThanMonths}`;
}

/** Longest required preparation in months from sourced periods (0 when none is required); null when unknown. */
export function requiredPrepMonths(job: ScorableJob): number | null {
  if (job.certificationRequirement !== 'REQUIRED') return 0;
  if (job.certifications.length === 0) return 0;
  const months = job.certifications.map((c, index) =>
    c.preparationPeriod !== null && job.sources.preparationPeriods[index]
      ? parsePreparationMonths(c.preparationPeriod)
      : undefined,
  );
  return months.every((m) => m !== undefined) ? Math.max(...(months as number[])) : null;
}

/** Null when a source is missing: a reason may cite only sourced facts (ADR 030). */
export function factSources(fact: Fact, job: ScorableJob): FactSource[] | null {
  if (fact.field === 'certifications.preparationPeriod') {
    const sources = job.sources.preparationPeriods.slice(0, job.certifications.length);
    if (sources.length === 0 || sources.some((source) => !source)) return null;
    return sources as FactSource[];
  }
  return job.sources.classification ? [job.sources.classification] : null;
}

/** Whether `fact` is true of `job` and has a source: read from the same fields the table names. */
export function factHolds(fact: Fact, job: ScorableJob): boolean {
  return factSources(fact, job) !== null && factValueHolds(fact, job);
}

function factValueHolds(fact: Fact, job: ScorableJob): boolean {
  switch (fact.field) {
    case 'interestTags':
      return fact.includes.every((tag) => job.interestTags.includes(tag));
    case 'interpersonalContact':
      return job.interpersonal === fact.is;
    case 'physicalActivity':
      return job.physical === fact.is;
    case 'emotionalLabor':
      return job.emotional === fact.is;
    case 'certificationRequirement':
      return job.certificationRequirement === fact.is;
    case 'workTime':
      return job.workTime === fact.is;
    case 'salaryType':
      return job.salaryType === fact.is;
    case 'certifications.preparationPeriod': {
      if (job.certificationRequirement !== 'REQUIRED' || job.certifications.length === 0) return false;
      const months = requiredPrepMonths(job);
      if (months === null) return false;
      return 'atMostMonths' in fact ? months <= fact.atMostMonths : months > fact.moreThanMonths;
    }
  }
}

export function renderSentence(sentence: string, job: ScorableJob): string {
  const certificate = job.certifications[0];
  return sentence
    .replaceAll('{job}', topic(job.name))
    .replaceAll('{certificate}', certificate ? topic(certificate.name) : topic('자격증'));
}

/** The table entry for an answer, or undefined for a skipped question. */
export function optionEntry(table: AnswerFacts, questionNum: number, option: string | undefined) {
  if (option === undefined) return undefined;
  return table.questions.find((q) => q.questionNum === questionNum)?.options.find((o) => o.option === option);
}

/** How many of the questions have an answer (any option, including "딱히 떠오르는 게 없어요"). */
export function countAnswered(answers: readonly Answer[]): number {
  return QUESTIONS.filter((q) => answerOf(answers, q.num) !== undefined).length;
}

/** The slot DATA.md assigns a question's reason; a question no slot names is a condition. */
function expectedSlot(num: number): Slot {
  return SLOTS.find((slot) => SLOT_QUESTIONS[slot].includes(num)) ?? 'condition';
}

type OptionEntry = AnswerFacts['questions'][number]['options'][number];

/** A connection's problems: a fact no occupation holds, or a certificate named for a job that has none. */
function connectionProblems(where: string, connection: Connection, jobs: readonly ScorableJob[]): string[] {
  const problems: string[] = [];
  const holders = jobs.filter((job) => factHolds(connection.fact, job));
  if (holders.length === 0) problems.push(`${where}: no occupation has ${factKey(connection.fact)}`);
  const withoutCertificate = connection.sentence.includes('{certificate}')
    ? holders.find((job) => job.certifications.length === 0)
    : undefined;
  if (withoutCertificate) problems.push(`${where}: names a certificate ${withoutCertificate.name} lacks`);
  return problems;
}

function optionProblems(num: number, option: OptionEntry, jobs: readonly ScorableJob[]): string[] {
  const where = `${num}/${option.option}`;
  const keys = option.connections.map((c) => factKey(c.fact));
  const repeated = new Set(keys).size !== keys.length ? [`${where}: a fact twice`] : [];
  return [...repeated, ...option.connections.flatMap((c) => connectionProblems(where, c, jobs))];
}

/** One question's entry: exactly one, in its slot, with the questionnaire's options in order, each sound. */
function questionProblems(
  table: AnswerFacts,
  question: (typeof QUESTIONS)[number],
  jobs: readonly ScorableJob[],
): string[] {
  const entries = table.questions.filter((q) => q.questionNum === question.num);
  if (entries.length !== 1) return [`question ${question.num}: ${entries.length} entries`];
  const entry = entries[0]!;
  const problems: string[] = [];
  if (entry.slot !== expectedSlot(question.num))
    problems.push(`question ${question.num}: slot ${entry.slot}`);
  const options = entry.options.map((o) => o.option);
  if (JSON.stringify(options) !== JSON.stringify(question.options))
    problems.push(`question ${question.num}: options ${JSON.stringify(options)} ≠ the questionnaire's`);
  return [...problems, ...entry.options.flatMap((option) => optionProblems(question.num, option, jobs))];
}

/** Table vs. questionnaire and occupation data; returns the problems in plain words (empty when sound). */
export function checkAnswerFacts(table: AnswerFacts, jobs: readonly ScorableJob[]): string[] {
  const unknown = table.questions
    .filter((entry) => !QUESTIONS.some((q) => q.num === entry.questionNum))
    .map((entry) => `question ${entry.questionNum} is not in the questionnaire`);
  return [...QUESTIONS.flatMap((question) => questionProblems(table, question, jobs)), ...unknown];
}

/** The shipped occupations as the scorer sees them (for checking the table without a database). */
export function readScorableJobs(): ScorableJob[] {
  return readOccupationFiles().map((o) => ({
    id: o.id,
    name: o.name,
    certificationRequirement: o.certificationRequirement as ScorableJob['certificationRequirement'],
    workTime: o.workTime as ScorableJob['workTime'],
    salaryType: o.salaryType as ScorableJob['salaryType'],
    salaryCost: o.salaryCost10kWon,
    interpersonal: o.interpersonalContact,
    physical: o.physicalActivity,
    emotional: o.emotionalLabor,
    certifications: o.certifications,
    interestTags: [...o.interestTags],
    sources: {
      salaryCost: o.factSources.salaryCost,
      preparationPeriods: o.factSources.preparationPeriods,
      classification: o.factSources.classification,
    },
  }));
}

export const ANSWER_FACTS_PATH = resolve(DATA_DIR, 'answer-facts.json');

export function loadAnswerFacts(path = ANSWER_FACTS_PATH): AnswerFacts {
  const table = AnswerFactsSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const problems = checkAnswerFacts(table, readScorableJobs());
  if (problems.length > 0) throw new Error(`${path} is not sound:\n- ${problems.join('\n- ')}`);
  return table;
}

let cached: AnswerFacts | undefined;
/** The shipped table, read and checked once per process. */
export function shippedAnswerFacts(): AnswerFacts {
  cached ??= loadAnswerFacts();
  return cached;
}
