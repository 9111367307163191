import {
  type Answer,
  answerOf,
  type CertificateRequirement,
  type Level,
  QUESTIONS,
  type SalaryType,
  type WorkTime,
} from '@dasibom/contract';
import { parsePreparationMonths, topic } from './korean.ts';

/** What the scorer needs to know about an occupation (facts from data/occupations.json + our tags). */
export type ScorableJob = {
  id: number;
  name: string;
  certificationRequirement: CertificateRequirement;
  workTime: WorkTime;
  salaryType: SalaryType;
  salaryCost: number;
  interpersonal: Level;
  physical: Level;
  emotional: Level;
  certifications: { name: string; preparationPeriod: string }[];
  interestTags: string[];
};

export type ScoredJob<J extends ScorableJob = ScorableJob> = {
  job: J;
  matchScore: number;
  reasons: { personality: string; strong: string; condition: string };
};

export type ScoreResult<J extends ScorableJob = ScorableJob> = {
  results: ScoredJob<J>[];
  relaxedRules: string[];
};

const opt = <N extends number>(num: N, index: number): string => {
  const question = QUESTIONS.find((q) => q.num === num);
  const option = question?.options[index];
  if (option === undefined) throw new Error(`questionnaire: no option ${index} for question ${num}`);
  return option;
};

// ---- what each answer means (DATA.md: the questionnaire and the recommender) ----

/** Q1–Q3 → interest tags, and how the answer is named back to the user. */
const INTEREST_ANSWERS: Record<number, Record<string, { tags: string[]; said: string }>> = {
  1: {
    [opt(1, 0)]: {
      tags: ['care', 'elders', 'kids'],
      said: '누군가를 돕고 돌볼 때 잘할 수 있겠다고 느끼셨어요.',
    },
    [opt(1, 1)]: { tags: ['learning', 'documents'], said: '새로운 것을 배울 때 자신감을 느끼셨어요.' },
    [opt(1, 2)]: {
      tags: ['organize', 'numbers', 'events'],
      said: '일을 정리하고 계획할 때 자신감을 느끼셨어요.',
    },
    [opt(1, 3)]: { tags: ['hands', 'beauty', 'food'], said: '손으로 만들고 꾸밀 때 자신감을 느끼셨어요.' },
  },
  2: {
    [opt(2, 0)]: { tags: ['talk', 'people'], said: '사람들과 이야기 나누는 시간이 즐겁다고 하셨어요.' },
    [opt(2, 1)]: {
      tags: ['hands', 'beauty', 'food'],
      said: '손으로 만들고 가꾸는 일에 푹 빠진다고 하셨어요.',
    },
    [opt(2, 2)]: {
      tags: ['documents', 'numbers', 'organize'],
      said: '글, 숫자, 서류를 다루는 일에 몰입한다고 하셨어요.',
    },
    [opt(2, 3)]: {
      tags: ['kids', 'elders', 'animals'],
      said: '아이나 어르신, 동물을 돌보는 일에 마음이 간다고 하셨어요.',
    },
  },
  3: {
    [opt(3, 0)]: { tags: ['numbers', 'documents'], said: '꼼꼼하다는 칭찬을 자주 들으신다고 했어요.' },
    [opt(3, 1)]: { tags: ['hands', 'beauty'], said: '손재주가 좋다는 칭찬을 자주 들으신다고 했어요.' },
    [opt(3, 2)]: { tags: ['talk', 'people'], said: '말을 조리 있게 잘한다는 칭찬을 자주 들으신다고 했어요.' },
    [opt(3, 3)]: { tags: ['care', 'kids', 'elders'], said: '배려심이 깊다는 칭찬을 자주 들으신다고 했어요.' },
    [opt(3, 4)]: { tags: ['care', 'animals'], said: '믿음직하다는 칭찬을 자주 들으신다고 했어요.' },
    [opt(3, 5)]: { tags: ['organize', 'events'], said: '계획을 잘 세운다는 칭찬을 자주 들으신다고 했어요.' },
  },
};

/** How a job fact is said, per tag, most specific first. */
const TAG_FACTS: [string, string][] = [
  ['elders', '어르신을 곁에서 돕는'],
  ['kids', '아이들과 함께하는'],
  ['animals', '동물과 함께하는'],
  ['beauty', '사람을 아름답게 가꾸는'],
  ['food', '음식을 다루는'],
  ['events', '행사와 잔치를 돕는'],
  ['numbers', '숫자와 돈을 꼼꼼히 다루는'],
  ['documents', '문서와 컴퓨터를 다루는'],
  ['talk', '이야기를 듣고 나누는'],
  ['care', '다른 사람을 돌보고 돕는'],
  ['hands', '손을 많이 쓰는'],
  ['organize', '정리하고 챙길 일이 많은'],
  ['people', '여러 사람과 함께하는'],
  ['learning', '꾸준히 배우며 하는'],
];

const LEVEL_VALUE: Record<Level, number> = { LOW: 0, MEDIUM: 0.5, HIGH: 1 };
const PEOPLE_WORDS: Record<Level, string> = { LOW: '적은', MEDIUM: '보통인', HIGH: '많은' };
const ACTIVITY_WORDS: Record<Level, string> = { LOW: '낮은', MEDIUM: '중간 정도인', HIGH: '높은' };
const WORK_TIME_SENTENCE: Record<WorkTime, string> = {
  WEEKDAY_MORNING: '주로 평일 오전에 일해요.',
  WEEKDAY_AFTERNOON: '주로 평일 오후에 일해요.',
  WEEKDAY_NINE_TO_SIX: '주로 평일 9시부터 18시까지 일해요.',
  WEEKEND: '주로 주말에 일해요.',
  EVENT: '주로 행사가 있을 때 일해요.',
  FLEXIBLE: '근무 시간을 조절할 수 있는 편이에요.',
};

/** Q6 answer → how well each work-time slot fits (1 exact, partial, 0 not at all). */
const TIME_FIT: Record<string, Partial<Record<WorkTime, number>>> = {
  [opt(6, 0)]: { WEEKDAY_MORNING: 1, FLEXIBLE: 0.7, WEEKDAY_NINE_TO_SIX: 0.3 },
  [opt(6, 1)]: { WEEKDAY_AFTERNOON: 1, FLEXIBLE: 0.7, WEEKDAY_NINE_TO_SIX: 0.3 },
  [opt(6, 2)]: { WEEKDAY_NINE_TO_SIX: 1, FLEXIBLE: 0.7, WEEKDAY_MORNING: 0.6, WEEKDAY_AFTERNOON: 0.6 },
  [opt(6, 3)]: { WEEKEND: 1, EVENT: 1, FLEXIBLE: 0.7 },
};

const collator = new Intl.Collator('ko');

function requiredPrepMonths(job: ScorableJob): number {
  if (job.certificationRequirement !== 'REQUIRED') return 0;
  const months = job.certifications.map((c) => parsePreparationMonths(c.preparationPeriod) ?? 12);
  return months.length > 0 ? Math.max(...months) : 0;
}

function firstCertificate(job: ScorableJob) {
  return job.certifications[0];
}

type Weighted = { weight: number; value: number };

/** Scores one job for one answer set: a weighted mean of component fits (0..1) and the reasons that fired. */
function scoreOne(job: ScorableJob, answers: readonly Answer[]) {
  const q = (num: number) => answerOf(answers, num);
  const priority = q(4);
  const fitWeight = priority === opt(4, 0) ? 2 : 1;
  const salaryWeight = priority === opt(4, 1) ? 3 : 0.5;
  const startWeight = priority === opt(4, 2) ? 3 : 0.5;

  const parts: Weighted[] = [];
  const personality: string[] = [];
  const strong: string[] = [];
  const condition: { rank: number; text: string }[] = [];
  const interests: { said: string[]; fact: string }[] = [];

  // Interests (Q1, Q2) and strengths (Q3): an answer that shares a tag with the job fits.
  for (const num of [1, 2, 3]) {
    const meaning = q(num) ? INTEREST_ANSWERS[num]?.[q(num) as string] : undefined;
    if (!meaning) continue; // skipped or "nothing comes to mind": no evidence either way
    const shared = meaning.tags.filter((tag) => job.interestTags.includes(tag));
    const value = shared.length === 0 ? 0 : Math.min(1, 0.75 + 0.25 * (shared.length - 1));
    parts.push({ weight: 1.5 * fitWeight, value });
    if (shared.length > 0) {
      const facts = TAG_FACTS.filter(([tag]) => shared.includes(tag)).map(([, fact]) => fact);
      if (num === 3) {
        strong.push(`${meaning.said} ${topic(job.name)} ${facts[0]} 일이에요.`);
        continue;
      }
      // Q1 and Q2 may point at the same job fact: name a different one when the job has it, otherwise join both
      // answers into one sentence, so a reason never says the same thing twice.
      const fresh = facts.find((fact) => !interests.some((entry) => entry.fact === fact));
      const repeated = interests.find((entry) => entry.fact === facts[0]);
      if (fresh) interests.push({ said: [meaning.said], fact: fresh });
      else repeated?.said.push(meaning.said);
    }
  }
  for (const entry of interests)
    personality.push(`${entry.said.join(' ')} ${topic(job.name)} ${entry.fact} 일이에요.`);

  // Q7: working alone or among people ↔ interpersonal contact and emotional labour.
  const company = q(7);
  if (company) {
    const people = (LEVEL_VALUE[job.interpersonal] + LEVEL_VALUE[job.emotional]) / 2;
    const alone = company === opt(7, 0);
    const value = alone ? 1 - people : people;
    parts.push({ weight: 1.5 * fitWeight, value });
    // Name it only when the job really is on the side the user chose, not merely "in between".
    if (job.interpersonal === (alone ? 'LOW' : 'HIGH')) {
      personality.push(
        `${alone ? '혼자 집중하는 일이 편하다고 하셨어요.' : '여러 사람과 어울리는 일이 편하다고 하셨어요.'} ${topic(job.name)} 사람을 만나는 일이 ${PEOPLE_WORDS[job.interpersonal]} 편이에요.`,
      );
    }
  }

  // Q6: hours.
  const hours = q(6);
  if (hours && hours !== opt(6, 4)) {
    const value = TIME_FIT[hours]?.[job.workTime] ?? 0;
    parts.push({ weight: 1.5, value });
    if (value >= 0.7) {
      condition.push({
        rank: 3,
        text: `${hours} 근무를 원하셨어요. ${topic(job.name)} ${WORK_TIME_SENTENCE[job.workTime]}`,
      });
    }
  }

  // Q4 = steady income: monthly pay, and how much.
  const steady = job.salaryType === 'MONTHLY' ? Math.min(1, job.salaryCost / 250) : 0.3;
  parts.push({ weight: salaryWeight, value: steady });
  if (priority === opt(4, 1) && job.salaryType === 'MONTHLY') {
    condition.push({
      rank: 2,
      text: `꾸준한 수입이 중요하다고 하셨어요. ${topic(job.name)} 보통 월급제로 월 ${job.salaryCost}만 원 안팎이에요.`,
    });
  }

  // Q4 = start right away, Q5 = when: certificate need and preparation time.
  const prep = requiredPrepMonths(job);
  const readiness =
    job.certificationRequirement === 'NONE'
      ? 1
      : job.certificationRequirement === 'OPTIONAL'
        ? 0.85
        : Math.max(0, 0.7 - prep / 24);
  parts.push({ weight: startWeight, value: readiness });
  const when = q(5);
  if (when) {
    const soon = when === opt(5, 0);
    const value = soon ? (prep <= 1 ? 1 : Math.max(0, 1 - prep / 12)) : prep <= 12 ? 1 : 0.5;
    parts.push({ weight: 1.5, value });
    const cert = firstCertificate(job);
    if (job.certificationRequirement === 'REQUIRED' && cert) {
      const text =
        soon && prep > 1
          ? `이번 달 안에 시작하고 싶다고 하셨지만, ${topic(cert.name)} 보통 ${cert.preparationPeriod} 준비가 필요해요.`
          : `${soon ? '이번 달 안에 시작하고 싶다고 하셨어요.' : '몇 달 준비해도 괜찮다고 하셨어요.'} ${topic(cert.name)} 보통 ${cert.preparationPeriod} 정도 준비해요.`;
      condition.push({ rank: soon && prep > 1 ? 1 : 4, text });
    }
  }
  if ((priority === opt(4, 2) || when === opt(5, 0)) && job.certificationRequirement !== 'REQUIRED') {
    condition.push({
      rank: 2,
      text: `바로 시작할 수 있는 일을 원하셨어요. ${topic(job.name)} ${job.certificationRequirement === 'NONE' ? '자격증 없이 시작할 수 있어요.' : '자격증이 없어도 시작할 수 있고, 있으면 도움이 돼요.'}`,
    });
  }

  // Q8 and Q9 are hard rules (applied by the caller); when they hold, say so.
  if (q(8) === opt(8, 1)) {
    if (job.physical === 'MEDIUM') parts.push({ weight: 1, value: 0.5 });
    if (job.physical !== 'HIGH') {
      condition.push({
        rank: 1,
        text: `몸을 많이 쓰는 일은 부담스럽다고 하셨어요. ${topic(job.name)} 활동량이 ${ACTIVITY_WORDS[job.physical]} 일이에요.`,
      });
    }
  }
  if (q(9) === opt(9, 1) && job.certificationRequirement !== 'REQUIRED') {
    condition.push({
      rank: 1,
      text: `자격증 없이 바로 시작하고 싶다고 하셨어요. ${topic(job.name)} ${job.certificationRequirement === 'NONE' ? '자격증이 필요 없는 일이에요.' : '자격증이 꼭 필요하지는 않은 일이에요.'}`,
    });
  }

  const totalWeight = parts.reduce((sum, p) => sum + p.weight, 0);
  const raw = totalWeight === 0 ? 0 : parts.reduce((sum, p) => sum + p.weight * p.value, 0) / totalWeight;
  return { raw, personality, strong, condition };
}

function fallbackPersonality(answers: readonly Answer[]): string {
  const answered = [1, 2, 7].some((num) => answerOf(answers, num));
  return answered
    ? '경험과 성향에 대한 답과 딱 맞닿은 점은 적지만, 다른 조건이 잘 맞아 골랐어요.'
    : '경험과 성향 질문에는 답하지 않으셔서, 근무 조건을 중심으로 골랐어요.';
}

function fallbackStrong(answers: readonly Answer[]): string {
  return answerOf(answers, 3)
    ? '말씀하신 강점과 직접 맞닿은 일은 아니지만, 다른 답과 잘 맞아 골랐어요.'
    : '강점 질문에는 답하지 않으셨어요.';
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
 * The recommender (DATA.md): hard rules 8 and 9 first; if fewer than 3 jobs remain, relax them in a fixed order
 * (certificate, then physical) and say so; score the rest as a weighted mean of matches; tie-break by Korean
 * collation of the name. Deterministic: the same answers always give the same 3 jobs and reasons.
 */
export function recommendJobs<J extends ScorableJob>(
  jobs: readonly J[],
  answers: readonly Answer[],
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
    .map((job) => ({ job, ...scoreOne(job, answers) }))
    .sort((a, b) => b.raw - a.raw || collator.compare(a.job.name, b.job.name))
    .slice(0, 3);

  const results = ranked.map(({ job, raw, personality, strong, condition }) => {
    const conditionTexts = [
      ...relaxed.filter((rule) => rule.excludes(job)).map((rule) => rule.statement),
      ...condition.sort((a, b) => a.rank - b.rank).map((c) => c.text),
    ];
    return {
      job,
      matchScore: Math.round(raw * 100),
      reasons: {
        personality: personality.slice(0, 2).join(' ') || fallbackPersonality(answers),
        strong: strong[0] ?? fallbackStrong(answers),
        condition: conditionTexts.slice(0, 2).join(' ') || '근무 조건에 대한 답과 어긋나지 않는 일이에요.',
      },
    };
  });
  return { results, relaxedRules };
}
