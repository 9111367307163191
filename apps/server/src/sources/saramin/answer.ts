import type { SourceErrorKind } from '../../platform/source-error.ts';
import { describeZodError, looksLikeHtml } from '../normalize.ts';
import { SaraminEnvelopeSchema, SaraminErrorSchema, type SaraminJobs, unwrapRoot } from './schema.ts';

/**
 * One 사람인 answer read the same way by the adapter and by `sources:check` (ADR 027): a page of jobs, the service's
 * own `{ code, message }` refusal, an HTML page, or something else.
 */

export type SaraminCodeInfo = {
  /** In plain words, for logs and `sources:check`. */
  meaning: string;
  kind: SourceErrorKind;
  retryable: boolean;
};

/**
 * The service's error codes, as two independent public clients read the list guide (daeuun/job-hunter: "1~4|99",
 * 4 = the day's limit; a Kotlin client `com.jobalert…SaraminApiException`: 1 key missing, 2 invalid key, 3 invalid
 * parameter, 4 daily limit exceeded, 99 other) and SOURCES.md §1. The guide page itself was not available: ADR 027.
 * None is retried: 1–3 need a person, 4 lasts until tomorrow, and 99 is unknown while a call costs quota.
 */
export const SARAMIN_ERROR_CODES: Readonly<Record<number, SaraminCodeInfo>> = {
  1: { meaning: 'no access-key was sent (the key is not configured)', kind: 'AUTH', retryable: false },
  2: { meaning: 'the access-key is not valid', kind: 'AUTH', retryable: false },
  3: {
    meaning: 'the request is not valid (a parameter the service refuses)',
    kind: 'PROVIDER',
    retryable: false,
  },
  4: { meaning: "the day's request limit is used up", kind: 'RATE_LIMITED', retryable: false },
  99: { meaning: 'another error at the service', kind: 'PROVIDER', retryable: false },
};

/** By the code when there is one; by the message only when the body has no code. */
export function explainSaraminError(code: number | undefined, message: string): SaraminCodeInfo {
  if (code !== undefined) {
    return (
      SARAMIN_ERROR_CODES[code] ?? {
        meaning: `error code ${code}, which the guide does not list`,
        kind: 'PROVIDER',
        retryable: false,
      }
    );
  }
  if (/access-?key|인증|키/i.test(message)) {
    return { meaning: 'the service refused the access-key (no code given)', kind: 'AUTH', retryable: false };
  }
  if (/limit|quota|초과|한도|제한/i.test(message)) {
    return {
      meaning: 'the service says a request limit is reached (no code given)',
      kind: 'RATE_LIMITED',
      retryable: false,
    };
  }
  return { meaning: 'the service refused the request (no code given)', kind: 'PROVIDER', retryable: false };
}

export type SaraminAnswer =
  | { kind: 'jobs'; jobs: SaraminJobs }
  | { kind: 'error'; code: number | undefined; message: string }
  | { kind: 'html' }
  | { kind: 'not-json' }
  /** JSON, but not the documented envelope: paths and issue codes only, never the data. */
  | { kind: 'shape'; issues: string };

export function readSaraminAnswer(text: string): SaraminAnswer {
  if (looksLikeHtml(text)) return { kind: 'html' };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { kind: 'not-json' };
  }
  const root = unwrapRoot(body);
  const hasJobs = root !== null && typeof root === 'object' && 'jobs' in root;
  if (!hasJobs) {
    const refusal = SaraminErrorSchema.safeParse(root);
    if (refusal.success && refusal.data.code !== 0) {
      return { kind: 'error', code: refusal.data.code, message: refusal.data.message ?? '' };
    }
  }
  const envelope = SaraminEnvelopeSchema.safeParse(root);
  if (!envelope.success) return { kind: 'shape', issues: describeZodError(envelope.error) };
  return { kind: 'jobs', jobs: envelope.data.jobs };
}

/** `job` as a list, whether it came as a list, one object or not at all. */
export function jobList(jobs: SaraminJobs): unknown[] {
  if (jobs.job === undefined) return [];
  return Array.isArray(jobs.job) ? jobs.job : [jobs.job];
}
