import type { DataSource, TrainingType } from '@dasibom/contract';

/**
 * What every source hands the sync job: plain records in our own shape. Provider quirks (escaped locations, string
 * totals, single objects instead of lists, sentinel dates, area-code changes) stop inside the adapter.
 */

/** The occupation facts a source needs to search for postings and courses. */
export type SourceOccupation = {
  id: number;
  name: string;
  /** Work24 job code, e.g. K000000850. */
  workCode: string;
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
  /**
   * Places as our region names, "서울 강남구" / "경기 고양시 덕양구", or a bare city "서울" when the source gives no
   * district. The sync job maps them onto the regions table. Empty when the source gives none.
   */
  locations: string[];
  jobTypeName: string;
  experienceLevel: string;
  requiredEducationLevel: string;
  closeType: CloseTypeCode;
  salary: string;
  postedAt: Date;
  /** null = no end (상시, or the provider's far-future sentinel). */
  expiresAt: Date | null;
  /** Interest/view count at the source. */
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
  /** What the trainee pays, in won. */
  realMan: number;
  courseMan: number | null;
  telNo: string | null;
  type: TrainingType;
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
};

/**
 * One certificate exam round as a schedule source publishes it (issue 15). Every date is a calendar day in Asia/Seoul
 * (`YYYY-MM-DD`) or null when the source does not publish that stage: never a guessed day.
 */
export type ExamRoundRecord = {
  /** A key of data/certificates.json (a QNET_EXAM certificate). */
  certificateKey: string;
  examYear: number;
  /** The source's own name of the round (the sample source's say 예시 일정). */
  roundName: string;
  writtenRegStart: string | null;
  writtenRegEnd: string | null;
  writtenExamStart: string | null;
  writtenExamEnd: string | null;
  writtenResultDate: string | null;
  practicalRegStart: string | null;
  practicalRegEnd: string | null;
  practicalExamStart: string | null;
  practicalExamEnd: string | null;
  practicalResultDate: string | null;
};

/** The date fields of an exam round, in stage order. */
export const EXAM_ROUND_DATE_FIELDS = [
  'writtenRegStart',
  'writtenRegEnd',
  'writtenExamStart',
  'writtenExamEnd',
  'writtenResultDate',
  'practicalRegStart',
  'practicalRegEnd',
  'practicalExamStart',
  'practicalExamEnd',
  'practicalResultDate',
] as const satisfies readonly (keyof ExamRoundRecord)[];

/** SAMPLE (offline, every round named 예시 일정) or QNET (한국산업인력공단's schedule API on data.go.kr). */
export type ExamSourceKind = 'SAMPLE' | 'QNET';

export type ExamSource = {
  kind: ExamSourceKind;
  fetchExamRounds(context: FetchContext): Promise<ExamRoundRecord[]>;
};
