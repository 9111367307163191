import { allCertificates, type CertificateEntry } from '../../features/exams/certificates.ts';
import type { CourseSource, ExamSource, PostingSource } from '../types.ts';
import { generateSampleCourses } from './courses.ts';
import { generateSampleExamRounds } from './exams.ts';
import { loadSamplePlaces } from './places.ts';
import { generateSamplePostings } from './postings.ts';

export type SampleSourceOptions = {
  /** Multiplies the volume: 1 ≈ 3,700 postings and 700 courses; 100 for benchmarks. */
  scale?: number;
};

/** The bundled, offline posting source (the default without SARAMIN_ACCESS_KEY). */
export function createSamplePostingSource({ scale = 1 }: SampleSourceOptions = {}): PostingSource {
  return {
    kind: 'SAMPLE',
    fetchPostings: async ({ occupations, now }) =>
      generateSamplePostings({ occupations, now, places: loadSamplePlaces(), scale }),
  };
}

/** The bundled, offline course source (the default without WORK24_AUTH_KEY). */
export function createSampleCourseSource({ scale = 1 }: SampleSourceOptions = {}): CourseSource {
  return {
    kind: 'SAMPLE',
    fetchCourses: async ({ occupations, now }) =>
      generateSampleCourses({ occupations, now, places: loadSamplePlaces(), scale }),
  };
}

/**
 * The bundled, offline exam-schedule source (the default without QNET_SERVICE_KEY): 예시 일정 rounds for the
 * certificates Q-Net examines, none for the others.
 */
export function createSampleExamSource({
  certificates,
}: {
  certificates?: readonly CertificateEntry[];
} = {}): ExamSource {
  return {
    kind: 'SAMPLE',
    fetchExamRounds: async ({ now }) =>
      generateSampleExamRounds({ now, certificates: certificates ?? allCertificates() }),
  };
}

export { generateSampleCourses } from './courses.ts';
export { generateSampleExamRounds } from './exams.ts';
export { generateSamplePostings } from './postings.ts';
