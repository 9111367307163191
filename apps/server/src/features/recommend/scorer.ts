import {
  type Answer,
  answerOf,
  type CertificateRequirement,
  type FactSource,
  type Level,
  QUESTIONS,
  type SalaryType,
  type WorkTime,
} from '@dasibom/contract';
import {
  type AnswerFacts,
  type Connection,
  countAnswered,
  type Fact,
  factHolds,
  factKey,
  factSources,
  optionEntry,
  renderSentence,
  requiredPrepMonths,
  SLOT_QUESTIONS,
  SLOTS,
  type Slot,
  shippedAnswerFacts,
} from './answer-facts.ts';
import { topic } from './korean.ts';

/** What the scorer needs to know about an occupation (facts from data/occupations.json + our tags). */
export type ScorableJob = {
  id: number;
  name: string;
  certificationRequirement: CertificateRequirement;
  workTime: WorkTime;
  salaryType: SalaryType;
  /** 만원; null when no source gives a figure. */
  salaryCost: number | null;
  interpersonal: Level;
  physical: Level;
  emotional: Level;
  certifications: { name: string; preparationPeriod: string | null }[];
  interestTags: string[];
  /** Where the facts come from (occupations.fact_sources); a fact without a source is never cited (ADR 030). */
  sources: {
    salaryCost: FactSource | null;
    preparationPeriods: (FactSource | null)[];
    classification: FactSource | null;
  };
};

/** A claim's origin: an answer and the connected job fact (`match` or `caution`), or a `basis` fact of the job. */
export type Provenance =
  | { kind: 'match' | 'caution'; questionNum: number; option: string; fact: Fact }
  | { kind: 'basis'; fact: Fact };

export type ScoredJob<J extends ScorableJob = ScorableJob> = {
  job: J;
  matchScore: number;
  reasons: Record<Slot, string>;
  /** Every claim each reason makes, for tests and review; the API sends only the sentences. */
  provenance: Record<Slot, Provenance[]>;
  /** The sources of the facts the reasons cite, each once, in the order first cited. */
  reasonSources: FactSource[];
};

export type ScoreResult<J extends ScorableJob = ScorableJob> = {
  results: ScoredJob<J>[];
  relaxedRules: string[];
  answeredCount: number;
  questionCount: number;
  /** What the suggestions rest on when no answer connects to any of them; null otherwise. */
  basis: string | null;
};

const opt = <N extends number>(num: N, index: number): string => {
  const question = QUESTIONS.find((q) => q.num === num);
  const option = question?.options[index];
  if (option === undefined) throw new Error(`questionnaire: no option ${index} for question ${num}`);
  return option;
};

// ---- what each answer means: scoring (DATA.md) and reasons (data/answer-facts.json, ADR 020) ----

const LEVEL_VALUE: Record<Level, number> = { LOW: 0, MEDIUM: 0.5, HIGH: 1 };
/** A monthly job whose amount no source gives: between the old range's middle and top, the same for all. */
const UNKNOWN_PAY = 0.6;
/** Unknown preparation of a required certificate is scored like about 7 months' (ADR 030). */
const UNKNOWN_PREP = { readiness: 0.4, soon: 0.2, later: 0.8 } as const;

/** Q6 answer → how well each work-time slot fits (1 exact, partial, 0 not at all). Scoring only. */
const TIME_FIT: Record<string, Partial<Record<WorkTime, number>>> = {
  [opt(6, 0)]: { WEEKDAY_MORNING: 1, FLEXIBLE: 0.7, WEEKDAY_NINE_TO_SIX: 0.3 },
  [opt(6, 1)]: { WEEKDAY_AFTERNOON: 1, FLEXIBLE: 0.7, WEEKDAY_NINE_TO_SIX: 0.3 },
  [opt(6, 2)]: { WEEKDAY_NINE_TO_SIX: 1, FLEXIBLE: 0.7, WEEKDAY_MORNING: 0.6, WEEKDAY_AFTERNOON: 0.6 },
  [opt(6, 3)]: { WEEKEND: 1, EVENT: 1, FLEXIBLE: 0.7, SHIFT: 0.3 },
};

const SLOT_TOPICS: Record<Slot, string> = {
  personality: '경험과 성향',
  strong: '강점',
  condition: '근무 조건',
};
/** Sentences per reason, and answers named per sentence: enough to read, short enough for a card. */
const MAX_SENTENCES = 2;
const MAX_ANSWERS_PER_SENTENCE = 2;

const collator = new Intl.Collator('ko');

/** The connections of the user's answer to question `num` that hold for this job, in the table's order. */
function heldConnections(table: AnswerFacts, job: ScorableJob, answers: readonly Answer[], num: number) {
  const option = answerOf(answers, num);
  const entry = optionEntry(table, num, option);
  if (!entry || option === undefined) return undefined;
  return {
    option,
    said: entry.said ?? '',
    held: entry.connections.filter((connection) => factHolds(connection.fact, job)),
  };
}

type Cited = { questionNum: number; option: string; said: string; connection: Connection };
type Sentence = { text: string; provenance: Provenance[] };

/**
 * Each answered question cites at most one holding connection, preferring facts not yet cited; answers citing the
 * same fact share a sentence. Cautions first: a reader must not miss them.
 */
function slotSentences(table: AnswerFacts, job: ScorableJob, answers: readonly Answer[], slot: Slot) {
  const cited: Cited[] = [];
  const keyOf = (c: Connection) => `${c.kind}:${factKey(c.fact)}`;
  for (const num of SLOT_QUESTIONS[slot]) {
    const found = heldConnections(table, job, answers, num);
    if (!found || found.held.length === 0) continue;
    const usedKeys = new Set(cited.map((c) => keyOf(c.connection)));
    const connection = found.held.find((c) => !usedKeys.has(keyOf(c))) ?? found.held[0]!;
    cited.push({ questionNum: num, option: found.option, said: found.said, connection });
  }
  const ordered = [
    ...cited.filter((c) => c.connection.kind === 'caution'),
    ...cited.filter((c) => c.connection.kind === 'match'),
  ];
  const groups = new Map<string, Cited[]>();
  for (const c of ordered) {
    const key = keyOf(c.connection);
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.values()].slice(0, MAX_SENTENCES).map((group): Sentence => {
    const named = group.slice(0, MAX_ANSWERS_PER_SENTENCE);
    const first = named[0]!;
    return {
      text: [...named.map((c) => c.said), renderSentence(first.connection.sentence, job)].join(' '),
      provenance: named.map((c) => ({
        kind: c.connection.kind,
        questionNum: c.questionNum,
        option: c.option,
        fact: c.connection.fact,
      })),
    };
  });
}

// The pay form only, never an amount: a reason names no figure (ADR 030).
const SALARY_BASIS: Record<SalaryType, string> = {
  MONTHLY: '보통 월급을 받는 일이고',
  DAILY: '보통 일당을 받는 일이고',
  PER_CASE: '보통 건마다 돈을 받는 일이고',
};
const READINESS_BASIS: Record<CertificateRequirement, string> = {
  NONE: '자격증 없이 시작할 수 있어요.',
  OPTIONAL: '자격증이 없어도 시작할 수 있어요.',
  REQUIRED: '자격증이 필요해요.',
};

/** Pay form and certificate-free start, as facts of the job, never as a match; null without a source. */
function basisSentence(job: ScorableJob, answered: boolean): Sentence | null {
  const provenance: Provenance[] = [
    { kind: 'basis', fact: { field: 'salaryType', is: job.salaryType } },
    { kind: 'basis', fact: { field: 'certificationRequirement', is: job.certificationRequirement } },
  ];
  if (provenance.some((p) => !factHolds(p.fact, job))) return null;
  const lead = answered
    ? '답과 이어지는 점은 찾지 못해, 급여 형태와 시작하기 쉬운 정도를 보고 골랐어요. '
    : '';
  return {
    text: `${lead}${topic(job.name)} ${SALARY_BASIS[job.salaryType]}, ${READINESS_BASIS[job.certificationRequirement]}`,
    provenance,
  };
}

function joinTopics(slots: Slot[]): string {
  const names = slots.map((slot) => SLOT_TOPICS[slot]);
  return names.join(', ');
}

function buildReasons(table: AnswerFacts, job: ScorableJob, answers: readonly Answer[]) {
  const sentences = Object.fromEntries(
    SLOTS.map((slot) => [slot, slotSentences(table, job, answers, slot)]),
  ) as Record<Slot, Sentence[]>;
  const matchedSlots = SLOTS.filter((slot) =>
    sentences[slot].some((s) => s.provenance.some((p) => p.kind === 'match')),
  );
  const reasons = {} as Record<Slot, string>;
  const provenance = {} as Record<Slot, Provenance[]>;
  const answeredAny = countAnswered(answers) > 0;
  for (const slot of SLOTS) {
    const parts = [...sentences[slot]];
    if (parts.length === 0) {
      const answeredHere = SLOT_QUESTIONS[slot].some((num) => answerOf(answers, num) !== undefined);
      const others = matchedSlots.filter((other) => other !== slot);
      const none = answeredHere
        ? `답하신 ${SLOT_TOPICS[slot]} 질문에서는 이 일과 이어지는 점을 찾지 못했어요.`
        : `${SLOT_TOPICS[slot]} 질문에는 답하지 않으셨어요.`;
      const rest = others.length > 0 ? ` ${joinTopics(others)}에 대한 답을 바탕으로 골랐어요.` : '';
      parts.push({ text: `${none}${rest}`, provenance: [] });
    }
    const basis = slot === 'condition' && matchedSlots.length === 0 ? basisSentence(job, answeredAny) : null;
    if (basis) parts.push(basis);
    reasons[slot] = parts.map((p) => p.text).join(' ');
    provenance[slot] = parts.flatMap((p) => p.provenance);
  }
  const reasonSources: FactSource[] = [];
  for (const claim of SLOTS.flatMap((slot) => provenance[slot]))
    for (const source of factSources(claim.fact, job) ?? [])
      if (!reasonSources.some((known) => JSON.stringify(known) === JSON.stringify(source)))
        reasonSources.push(source);
  return { reasons, provenance, reasonSources };
}

type Weighted = { weight: number; value: number };

/** Q4 (what matters most) → how much each kind of fit counts: the one put first counts more. */
function priorityWeights(priority: string | undefined) {
  return {
    fit: priority === opt(4, 0) ? 2 : 1,
    salary: priority === opt(4, 1) ? 3 : 0.5,
    start: priority === opt(4, 2) ? 3 : 0.5,
  };
}

/** An answer with no connections ("nothing comes to mind") is no evidence either way. */
function interestPart(
  table: AnswerFacts,
  job: ScorableJob,
  answers: readonly Answer[],
  num: number,
  fitWeight: number,
): Weighted | null {
  const found = heldConnections(table, job, answers, num);
  const entry = optionEntry(table, num, answerOf(answers, num));
  if (!found || !entry || entry.connections.length === 0) return null;
  const shared = found.held.filter((c) => c.kind === 'match').length;
  const value = shared === 0 ? 0 : Math.min(1, 0.75 + 0.25 * (shared - 1));
  return { weight: 1.5 * fitWeight, value };
}

/** Q7: working alone or among people ↔ interpersonal contact and emotional labour. */
function companyPart(job: ScorableJob, company: string | undefined, fitWeight: number): Weighted | null {
  if (!company) return null;
  const people = (LEVEL_VALUE[job.interpersonal] + LEVEL_VALUE[job.emotional]) / 2;
  const value = company === opt(7, 0) ? 1 - people : people;
  return { weight: 1.5 * fitWeight, value };
}

/** Q6: hours ("any time" is no preference). */
function hoursPart(job: ScorableJob, hours: string | undefined): Weighted | null {
  if (!hours || hours === opt(6, 4)) return null;
  return { weight: 1.5, value: TIME_FIT[hours]?.[job.workTime] ?? 0 };
}

/** An unknown amount counts a fixed value, so it neither lifts nor sinks a monthly job. */
function steadyIncome(job: ScorableJob): number {
  if (job.salaryType !== 'MONTHLY') return 0.3;
  const amount = job.sources.salaryCost ? job.salaryCost : null;
  return amount !== null ? Math.min(1, amount / 250) : UNKNOWN_PAY;
}

/** Unknown preparation for a required certificate takes a fixed value (ADR 030). */
function readiness(job: ScorableJob, prep: number | null): number {
  if (job.certificationRequirement === 'NONE') return 1;
  if (job.certificationRequirement === 'OPTIONAL') return 0.85;
  return prep === null ? UNKNOWN_PREP.readiness : Math.max(0, 0.7 - prep / 24);
}

/** Q5: when one wants to start, against the months of preparation (fixed values when they are unknown). */
function timingPart(prep: number | null, when: string | undefined): Weighted | null {
  if (!when) return null;
  const soon = when === opt(5, 0);
  return { weight: 1.5, value: timingFit(prep, soon) };
}

function timingFit(prep: number | null, soon: boolean): number {
  if (prep === null) return soon ? UNKNOWN_PREP.soon : UNKNOWN_PREP.later;
  if (soon) return prep <= 1 ? 1 : Math.max(0, 1 - prep / 12);
  return prep <= 12 ? 1 : 0.5;
}

/** Q8 and Q9 are hard rules (applied by the caller); a medium activity level counts half for "rather not". */
function activityPart(job: ScorableJob, activity: string | undefined): Weighted | null {
  return activity === opt(8, 1) && job.physical === 'MEDIUM' ? { weight: 1, value: 0.5 } : null;
}

function weightedMean(parts: readonly Weighted[]): number {
  const totalWeight = parts.reduce((sum, p) => sum + p.weight, 0);
  return totalWeight === 0 ? 0 : parts.reduce((sum, p) => sum + p.weight * p.value, 0) / totalWeight;
}

/** Scores one job for one answer set: a weighted mean of component fits (0..1). */
function scoreOne(table: AnswerFacts, job: ScorableJob, answers: readonly Answer[]) {
  const q = (num: number) => answerOf(answers, num);
  const weights = priorityWeights(q(4));
  const prep = requiredPrepMonths(job);
  // The order is part of the result: floating-point sums are added up in it.
  const parts = [
    ...[1, 2, 3].map((num) => interestPart(table, job, answers, num, weights.fit)),
    companyPart(job, q(7), weights.fit),
    hoursPart(job, q(6)),
    { weight: weights.salary, value: steadyIncome(job) },
    { weight: weights.start, value: readiness(job, prep) },
    timingPart(prep, q(5)),
    activityPart(job, q(8)),
  ];
  return weightedMean(parts.filter((part): part is Weighted => part !== null));
}

/** Said once for the whole result; null when some reason cites an answer. */
function resultBasis(results: { provenance: Record<Slot, Provenance[]> }[], answeredCount: number) {
  const anyMatch = results.some((r) =>
    SLOTS.some((slot) => r.provenance[slot].some((p) => p.kind === 'match')),
  );
  if (anyMatch) return null;
  return answeredCount === 0
    ? '답하신 질문이 없어서, 월급을 받는 일이고 자격증 없이도 시작하기 쉬운 일을 먼저 골랐어요.'
    : '답과 바로 이어지는 직업을 찾지 못해, 급여 형태와 자격증 없이 시작할 수 있는지를 함께 보고 골랐어요.';
}

const RELAXATIONS = [
  {
    num: 9,
    option: opt(9, 1),
    excludes: (job: ScorableJob) => job.certificationRequirement === 'REQUIRED',
    statement: '자격증이 필요 없는 직업만으로는 3개를 채우지 못해, 자격증이 필요한 직업도 함께 보여드려요.',
  },
  {
    num: 8,
    option: opt(8, 1),
    excludes: (job: ScorableJob) => job.physical === 'HIGH',
    statement: '활동량이 많지 않은 직업만으로는 3개를 채우지 못해, 몸을 많이 쓰는 직업도 함께 보여드려요.',
  },
] as const;

/**
 * DATA.md: hard rules 8 and 9, relaxed in a fixed order (and said) when fewer than 3 jobs remain; weighted mean;
 * ties by Korean collation. Deterministic.
 */
export function recommendJobs<J extends ScorableJob>(
  jobs: readonly J[],
  answers: readonly Answer[],
  table: AnswerFacts = shippedAnswerFacts(),
): ScoreResult<J> {
  const active = RELAXATIONS.filter((rule) => answerOf(answers, rule.num) === rule.option);
  const relaxed: (typeof RELAXATIONS)[number][] = [];
  const eligible = () =>
    jobs.filter((job) => !active.some((rule) => !relaxed.includes(rule) && rule.excludes(job)));
  let pool = eligible();
  for (const rule of active) {
    if (pool.length >= 3) break;
    relaxed.push(rule);
    pool = eligible();
  }
  const relaxedRules = relaxed.map((rule) => rule.statement);

  const ranked = pool
    .map((job) => ({ job, raw: scoreOne(table, job, answers) }))
    .sort((a, b) => b.raw - a.raw || collator.compare(a.job.name, b.job.name))
    .slice(0, 3);

  const results = ranked.map(({ job, raw }) => ({
    job,
    matchScore: Math.round(raw * 100),
    ...buildReasons(table, job, answers),
  }));
  const answeredCount = countAnswered(answers);
  return {
    results,
    relaxedRules,
    answeredCount,
    questionCount: QUESTIONS.length,
    basis: resultBasis(results, answeredCount),
  };
}
