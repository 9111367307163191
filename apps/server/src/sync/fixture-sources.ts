import type {
  CourseRecord,
  CourseSource,
  ExamRoundRecord,
  ExamSource,
  PostingRecord,
  PostingSource,
} from '../sources/types.ts';
import type { SyncLog } from './run-sync.ts';

/**
 * Small, exact sources for tests: the records given, or a failure. (The full sample source is tested on its own;
 * API tests need data they can assert on exactly.)
 */

export function fixturePosting(overrides: Partial<PostingRecord> & { externalId: string }): PostingRecord {
  return {
    occupationId: 1,
    title: `요양보호사 모집 ${overrides.externalId}`,
    companyName: '늘봄요양원',
    url: 'https://www.saramin.co.kr/zf_user/search?searchword=test',
    locations: ['서울 강남구'],
    jobTypeName: '정규직',
    experienceLevel: '경력무관',
    requiredEducationLevel: '학력무관',
    closeType: 1,
    salary: '월 230만원',
    postedAt: new Date('2026-06-01T10:00:00+09:00'),
    expiresAt: new Date('2026-06-30T23:59:59+09:00'),
    interestCount: 0,
    ...overrides,
  };
}

export function fixtureCourse(overrides: Partial<CourseRecord> & { trprId: string }): CourseRecord {
  return {
    trprDegr: '1',
    trainstCstId: 'INST-1',
    occupationId: 1,
    title: `요양보호사 자격취득 과정 ${overrides.trprId}`,
    instituteName: '늘봄요양보호사교육원',
    address: '서울특별시 강남구 중앙로 1',
    regionName: '서울 강남구',
    url: 'https://www.work24.go.kr/',
    startDate: '2026-07-01',
    endDate: '2026-07-31',
    realMan: 500_000,
    courseMan: 500_000,
    selfPay: null,
    telNo: '02-0000-1234',
    type: '이론 위주',
    ...overrides,
  };
}

/** A round of 직업 상담사 2급 (a QNET_EXAM certificate) with every stage dated and one registration window each. */
export function fixtureExamRound(
  overrides: Partial<ExamRoundRecord> & { roundName: string },
): ExamRoundRecord {
  return {
    certificateKey: 'vocational-counselor-2',
    examYear: 2026,
    writtenRegStart: '2026-06-15',
    writtenRegEnd: '2026-06-18',
    writtenReg2Start: null,
    writtenReg2End: null,
    writtenExamStart: '2026-07-05',
    writtenExamEnd: '2026-07-05',
    writtenResultDate: '2026-07-17',
    practicalRegStart: '2026-07-21',
    practicalRegEnd: '2026-07-24',
    practicalReg2Start: null,
    practicalReg2End: null,
    practicalExamStart: '2026-08-16',
    practicalExamEnd: '2026-08-27',
    practicalResultDate: '2026-09-11',
    ...overrides,
  };
}

type Answer<T> = readonly T[] | (() => Promise<readonly T[]> | readonly T[]);

/** The fetch a fixture source answers with: the list itself, or what the function gives, copied each time. */
const listOf =
  <T>(answer: Answer<T>) =>
  async () => [...(typeof answer === 'function' ? await answer() : answer)];

export function postingSourceOf(
  answer: Answer<PostingRecord>,
  kind: PostingSource['kind'] = 'SAMPLE',
): PostingSource {
  return { kind, fetchPostings: listOf(answer) };
}

export function courseSourceOf(
  answer: Answer<CourseRecord>,
  kind: CourseSource['kind'] = 'SAMPLE',
): CourseSource {
  return { kind, fetchCourses: listOf(answer) };
}

export function examSourceOf(
  answer: Answer<ExamRoundRecord>,
  kind: ExamSource['kind'] = 'SAMPLE',
): ExamSource {
  return { kind, fetchExamRounds: listOf(answer) };
}

export function failingExamSource(message: string, kind: ExamSource['kind'] = 'QNET'): ExamSource {
  return {
    kind,
    fetchExamRounds: async () => {
      throw new Error(message);
    },
  };
}

export function failingPostingSource(
  message: string,
  kind: PostingSource['kind'] = 'SARAMIN',
): PostingSource {
  return {
    kind,
    fetchPostings: async () => {
      throw new Error(message);
    },
  };
}

/** A logger that keeps what the job said, for assertions. */
export function createMemoryLog(): SyncLog & {
  entries: { level: string; message: string; details: object }[];
} {
  const entries: { level: string; message: string; details: object }[] = [];
  const write = (level: string) => (details: object, message: string) => {
    entries.push({ level, message, details });
  };
  return { entries, info: write('info'), warn: write('warn'), error: write('error') };
}
