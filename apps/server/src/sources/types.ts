import type { DataSource, TrainingType } from '@dasibom/contract';

/** Plain records in our own shape: provider quirks stop inside the adapter. */

export type SourceOccupation = {
  id: number;
  name: string;
  /** 고용24 job code, e.g. K000000850; null where no source confirms one. */
  workCode: string | null;
  /** NCS name used to match training courses, e.g. 요양지원. */
  ncsName: string;
};

/** 1 접수마감일 (a real deadline) · 2 채용시 · 3 상시 · 4 수시 — Saramin's close-type codes. */
export type CloseTypeCode = 1 | 2 | 3 | 4;

export type PostingRecord = {
  /** Stable id at the source (Saramin's posting id; `S-…` for the sample source). */
  externalId: string;
  occupationId: number;
  title: string;
  companyName: string;
  /** Where the posting lives at the source (opened in a new tab). */
  url: string;
  /** Our region names ("서울 강남구", or a bare "서울" without district); empty when the source gives none. */
  locations: string[];
  jobTypeName: string;
  experienceLevel: string;
  requiredEducationLevel: string;
  closeType: CloseTypeCode;
  salary: string;
  postedAt: Date;
  /** null = no end (상시, or the provider's far-future sentinel). */
  expiresAt: Date | null;
  interestCount: number;
};

export type CourseRecord = {
  trprId: string;
  trprDegr: string;
  trainstCstId: string;
  occupationId: number;
  title: string;
  instituteName: string;
  address: string;
  /** Our region name ("서울 강남구") when the address could be placed, else a bare city, else null. */
  regionName: string | null;
  url: string;
  /** YYYY-MM-DD (Asia/Seoul calendar dates). */
  startDate: string;
  endDate: string;
  /** 고용24 `realMan` (실제 훈련비): actual cost in won before support, not what the trainee pays (SOURCES.md §2). */
  realMan: number;
  /** 고용24 `courseMan` (COURSE_MAN, 수강비), in won; null when the list leaves it empty. */
  courseMan: number | null;
  /** 본인부담액 in won when the list gives it (sample does; 고용24 needs detail 310L02: sync/course-fees.ts). */
  selfPay: number | null;
  telNo: string | null;
  type: TrainingType;
};

/** A course round's key at 고용24: course id, round and institute (310L02's srchTrprId, srchTrprDegr, srchTorgId). */
export type CourseKey = Pick<CourseRecord, 'trprId' | 'trprDegr' | 'trainstCstId'>;

/** What the sync keeps from one course detail: only the fee (never the detail's staff names, e-mails or phones). */
export type CourseFeeDetail = {
  /** 본인부담액 in won; null when the detail does not give it. */
  selfPay: number | null;
};

export type FetchContext = {
  occupations: SourceOccupation[];
  /** "Today" for the source (sample data is generated relative to it; Work24 searches today → +180 days). */
  now: Date;
  signal?: AbortSignal;
};

export type PostingSource = {
  kind: Extract<DataSource, 'SAMPLE' | 'SARAMIN'>;
  fetchPostings(context: FetchContext): Promise<PostingRecord[]>;
};

export type CourseSource = {
  kind: Extract<DataSource, 'SAMPLE' | 'WORK24'>;
  fetchCourses(context: FetchContext): Promise<CourseRecord[]>;
  /** 고용24 310L02, for 본인부담액: called for a bounded number of courses per run, cached (sync/course-fees.ts). */
  fetchCourseFee?(course: CourseKey, options?: { signal?: AbortSignal }): Promise<CourseFeeDetail>;
};

/** One exam round (issue 15): every date a Seoul calendar day or null when unpublished, never guessed. */
export type ExamRoundRecord = {
  /** A key of data/certificates.json (a QNET_EXAM certificate). */
  certificateKey: string;
  examYear: number;
  /** The source's own name of the round (the sample source's say 예시 일정). */
  roundName: string;
  writtenRegStart: string | null;
  writtenRegEnd: string | null;
  /** A second registration window of the round, or null (ADR 029); the first is always the earlier. */
  writtenReg2Start: string | null;
  writtenReg2End: string | null;
  writtenExamStart: string | null;
  writtenExamEnd: string | null;
  writtenResultDate: string | null;
  practicalRegStart: string | null;
  practicalRegEnd: string | null;
  practicalReg2Start: string | null;
  practicalReg2End: string | null;
  practicalExamStart: string | null;
  practicalExamEnd: string | null;
  practicalResultDate: string | null;
};

export const EXAM_ROUND_DATE_FIELDS = [
  'writtenRegStart',
  'writtenRegEnd',
  'writtenReg2Start',
  'writtenReg2End',
  'writtenExamStart',
  'writtenExamEnd',
  'writtenResultDate',
  'practicalRegStart',
  'practicalRegEnd',
  'practicalReg2Start',
  'practicalReg2End',
  'practicalExamStart',
  'practicalExamEnd',
  'practicalResultDate',
] as const satisfies readonly (keyof ExamRoundRecord)[];

type DateField = (typeof EXAM_ROUND_DATE_FIELDS)[number];

/** A stage's registration windows: [first start, first end, second start, second end]. */
const REGISTRATION_FIELDS = {
  written: ['writtenRegStart', 'writtenRegEnd', 'writtenReg2Start', 'writtenReg2End'],
  practical: ['practicalRegStart', 'practicalRegEnd', 'practicalReg2Start', 'practicalReg2End'],
} as const satisfies Record<string, readonly DateField[]>;

const REGISTRATION_FIELD_SET = new Set<DateField>([
  ...REGISTRATION_FIELDS.written,
  ...REGISTRATION_FIELDS.practical,
]);

export type ExamRoundMerge =
  | { record: ExamRoundRecord; duplicates: number }
  | { conflict: 'conflicting rounds' | 'more than two registration windows' };

/**
 * Records of ONE round → one round (ADR 029): blanks filled across, up to two windows per stage (earlier first);
 * two different exam or result days, or a third window, is a conflict and the caller drops the round.
 */
export function mergeExamRoundRecords(records: readonly ExamRoundRecord[]): ExamRoundMerge {
  const [first] = records;
  if (first === undefined) throw new Error('mergeExamRoundRecords: no records');
  const distinct = [
    ...new Map(
      records.map((record) => [JSON.stringify(EXAM_ROUND_DATE_FIELDS.map((f) => record[f])), record]),
    ).values(),
  ];
  const duplicates = records.length - distinct.length;
  if (distinct.length === 1) return { record: first, duplicates };

  const merged: ExamRoundRecord = { ...first };
  for (const field of EXAM_ROUND_DATE_FIELDS) {
    if (REGISTRATION_FIELD_SET.has(field)) continue;
    const days = new Set(distinct.map((record) => record[field]).filter((day) => day !== null));
    if (days.size > 1) return { conflict: 'conflicting rounds' };
    merged[field] = [...days][0] ?? null;
  }
  for (const [start, end, start2, end2] of Object.values(REGISTRATION_FIELDS)) {
    const windows = new Map<string, [string | null, string | null]>();
    for (const record of distinct) {
      for (const window of [
        [record[start], record[end]],
        [record[start2], record[end2]],
      ] as [string | null, string | null][]) {
        if (window[0] !== null || window[1] !== null) windows.set(JSON.stringify(window), window);
      }
    }
    if (windows.size > 2) return { conflict: 'more than two registration windows' };
    const [earlier, later] = [...windows.values()].sort(([a0, a1], [b0, b1]) => {
      const [a, b] = [`${a0 ?? a1}|${a1 ?? a0}`, `${b0 ?? b1}|${b1 ?? b0}`];
      return a < b ? -1 : a > b ? 1 : 0;
    });
    [merged[start], merged[end]] = earlier ?? [null, null];
    [merged[start2], merged[end2]] = later ?? [null, null];
  }
  return { record: merged, duplicates };
}

/** SAMPLE (offline, every round named 예시 일정) or QNET (한국산업인력공단's schedule API on data.go.kr). */
export type ExamSourceKind = 'SAMPLE' | 'QNET';

export type ExamSource = {
  kind: ExamSourceKind;
  fetchExamRounds(context: FetchContext): Promise<ExamRoundRecord[]>;
};
