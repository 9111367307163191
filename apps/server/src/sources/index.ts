import type { Config } from '../config.ts';
import { createSampleCourseSource, createSamplePostingSource } from './sample/index.ts';
import { createSaraminSource } from './saramin/adapter.ts';
import type { CourseSource, PostingSource } from './types.ts';
import { createWork24Source } from './work24/adapter.ts';

/** The real adapters, plugged in by whoever wires the server (they live in sources/saramin and sources/work24). */
export type RealSourceFactories = {
  saramin?: (accessKey: string) => PostingSource;
  work24?: (authKey: string) => CourseSource;
};

/** The one place the real adapters are plugged in (server and `npm run sync` both read it). */
export const realSources: RealSourceFactories = {
  saramin: (accessKey) => createSaraminSource({ accessKey }),
  work24: (authKey) => createWork24Source({ authKey }),
};

export type SelectedSources = {
  postings: PostingSource;
  courses: CourseSource;
  /** Why a configured key is not used (a key without an adapter); logged at boot. */
  warnings: string[];
};

/**
 * Picks each kind's source: the real adapter when its key is set and the adapter is plugged in, otherwise the
 * bundled sample source, so a fresh clone works offline with no key.
 */
export function selectSources(
  config: Pick<Config, 'SARAMIN_ACCESS_KEY' | 'WORK24_AUTH_KEY'>,
  real: RealSourceFactories = realSources,
  options: { sampleScale?: number } = {},
): SelectedSources {
  const warnings: string[] = [];
  const sampleOptions = { scale: options.sampleScale ?? 1 };

  let postings: PostingSource;
  if (config.SARAMIN_ACCESS_KEY && real.saramin) postings = real.saramin(config.SARAMIN_ACCESS_KEY);
  else {
    if (config.SARAMIN_ACCESS_KEY)
      warnings.push('SARAMIN_ACCESS_KEY is set but no 사람인 adapter is plugged in');
    postings = createSamplePostingSource(sampleOptions);
  }

  let courses: CourseSource;
  if (config.WORK24_AUTH_KEY && real.work24) courses = real.work24(config.WORK24_AUTH_KEY);
  else {
    if (config.WORK24_AUTH_KEY) warnings.push('WORK24_AUTH_KEY is set but no 고용24 adapter is plugged in');
    courses = createSampleCourseSource(sampleOptions);
  }

  return { postings, courses, warnings };
}
