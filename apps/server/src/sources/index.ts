import type { Config } from '../config.ts';
import {
  allCertificates,
  type CertificateEntry,
  scheduledCertificates,
} from '../features/exams/certificates.ts';
import { createQnetExamSource } from './qnet/adapter.ts';
import {
  createSampleCourseSource,
  createSampleExamSource,
  createSamplePostingSource,
} from './sample/index.ts';
import { createSaraminSource } from './saramin/adapter.ts';
import type { CourseSource, ExamSource, PostingSource } from './types.ts';
import { createWork24Source } from './work24/adapter.ts';

/** The real adapters, plugged in by whoever wires the server (they live in sources/saramin, …/work24, …/qnet). */
export type RealSourceFactories = {
  saramin?: (accessKey: string, baseUrl?: string) => PostingSource;
  work24?: (authKey: string, baseUrl?: string) => CourseSource;
  qnet?: (serviceKey: string, baseUrl?: string) => ExamSource;
};

/** The one place the real adapters are plugged in (server and `npm run sync` both read it). */
export const realSources: RealSourceFactories = {
  saramin: (accessKey, baseUrl) => createSaraminSource({ accessKey, baseUrl }),
  work24: (authKey, baseUrl) => createWork24Source({ authKey, baseUrl }),
  qnet: (serviceKey, baseUrl) => createQnetExamSource({ serviceKey, baseUrl }),
};

export type SelectedSources = {
  postings: PostingSource;
  courses: CourseSource;
  exams: ExamSource;
  /** Why a configured key is not used (a key without an adapter); logged at boot. */
  warnings: string[];
};

/**
 * Picks each kind's source: the real adapter when its key is set and the adapter is plugged in, otherwise the
 * bundled sample source, so a fresh clone works offline with no key. The real adapter gets `certificates` through
 * the default factory (data/certificates.json); tests pass their own table.
 */
export function selectSources(
  config: Pick<Config, 'SARAMIN_ACCESS_KEY' | 'WORK24_AUTH_KEY' | 'QNET_SERVICE_KEY'> &
    Partial<Pick<Config, 'SARAMIN_BASE_URL' | 'WORK24_BASE_URL' | 'QNET_BASE_URL'>>,
  real: RealSourceFactories = realSources,
  options: { sampleScale?: number; certificates?: readonly CertificateEntry[] } = {},
): SelectedSources {
  const warnings: string[] = [];
  const sampleOptions = { scale: options.sampleScale ?? 1 };

  let postings: PostingSource;
  if (config.SARAMIN_ACCESS_KEY && real.saramin)
    postings = real.saramin(config.SARAMIN_ACCESS_KEY, config.SARAMIN_BASE_URL);
  else {
    if (config.SARAMIN_ACCESS_KEY)
      warnings.push('SARAMIN_ACCESS_KEY is set but no 사람인 adapter is plugged in');
    postings = createSamplePostingSource(sampleOptions);
  }

  let courses: CourseSource;
  if (config.WORK24_AUTH_KEY && real.work24)
    courses = real.work24(config.WORK24_AUTH_KEY, config.WORK24_BASE_URL);
  else {
    if (config.WORK24_AUTH_KEY) warnings.push('WORK24_AUTH_KEY is set but no 고용24 adapter is plugged in');
    courses = createSampleCourseSource(sampleOptions);
  }

  // Q-Net is asked only about certificates whose 종목코드 is confirmed in data/certificates.json (ADR 022); with
  // none, the key waits and the sample rounds stay.
  const certificates = options.certificates ?? allCertificates();
  let exams: ExamSource;
  const withCode = scheduledCertificates(certificates).filter((entry) => entry.qnet.jmCd !== undefined);
  if (config.QNET_SERVICE_KEY && real.qnet && withCode.length > 0)
    exams = real.qnet(config.QNET_SERVICE_KEY, config.QNET_BASE_URL);
  else {
    if (config.QNET_SERVICE_KEY && !real.qnet)
      warnings.push('QNET_SERVICE_KEY is set but no Q-Net adapter is plugged in');
    else if (config.QNET_SERVICE_KEY) {
      warnings.push(
        'QNET_SERVICE_KEY is set but no certificate in data/certificates.json has a confirmed Q-Net jmCd yet; the sample exam rounds stay',
      );
    }
    exams = createSampleExamSource({ certificates });
  }

  return { postings, courses, exams, warnings };
}
