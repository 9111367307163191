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
