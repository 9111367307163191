import {
  createHttpClient,
  type HttpResponse,
  redactText,
  type SourceAdapterOptions,
  SourceError,
  silentLog,
} from '../../platform/http-client.ts';
import { describeZodError, firstIssuePath, looksLikeHtml } from '../normalize.ts';
import type { FetchContext, PostingRecord, PostingSource, SourceOccupation } from '../types.ts';
import { mapSaraminJob } from './map-job.ts';
import { SaraminEnvelopeSchema, SaraminErrorSchema, SaraminJobSchema } from './schema.ts';

const PROVIDER = 'saramin';
export const SARAMIN_BASE_URL = 'https://oapi.saramin.co.kr';
/** The provider's maximum page size. */
export const SARAMIN_PAGE_SIZE = 110;

/**
 * Budget: 사람인 allows about 500 calls a day. One sync asks at most 20 occupations × 3 pages = 60 calls; at 4 syncs a
 * day that is 240 calls in the worst case, leaving room for retries (at most 2 per failing call, and the circuit
 * breaker stops a failing run after a handful). Most occupations have fewer than 110 open postings, so a sync
 * usually costs ~20–30 calls. Raise maxPagesPerOccupation only together with fewer syncs.
 */
export const SARAMIN_DEFAULT_MAX_PAGES = 3;

export type SaraminSourceOptions = SourceAdapterOptions & { accessKey: string };

function safeMessage(text: string | undefined, secret: string): string {
  return redactText(text ?? '', [secret])
    .replace(/\s+/g, ' ')
    .slice(0, 120);
}

/** A `{ code, message }` body → a typed error. A wrong key must stop the sync at once and never be retried. */
function toProviderError(body: unknown, response: HttpResponse, secret: string): SourceError | undefined {
  const parsed = SaraminErrorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { code, message } = parsed.data;
  const safe = safeMessage(message, secret);
  const kind = /key|인증|키/i.test(safe)
    ? 'AUTH'
    : /limit|quota|초과|한도|제한/i.test(safe)
      ? 'RATE_LIMITED'
      : response.status === 401 || response.status === 403
        ? 'AUTH'
        : 'PROVIDER';
  return new SourceError(
    PROVIDER,
    kind,
    `provider error ${code}${safe ? ` "${safe}"` : ''} (${response.safeUrl})`,
    {
      status: response.status,
      url: response.safeUrl,
      retryable: false,
    },
  );
}

function parseJson(response: HttpResponse): unknown {
  if (looksLikeHtml(response.text)) {
    throw new SourceError(PROVIDER, 'MAINTENANCE', `HTML page instead of data (${response.safeUrl})`, {
      status: response.status,
      url: response.safeUrl,
    });
  }
  try {
    return JSON.parse(response.text);
  } catch {
    throw new SourceError(PROVIDER, 'SCHEMA', `response is not JSON (${response.safeUrl})`, {
      status: response.status,
      url: response.safeUrl,
      retryable: false,
    });
  }
}

export function createSaraminSource(options: SaraminSourceOptions): PostingSource {
  const accessKey = options.accessKey;
  const baseUrl = (options.baseUrl ?? SARAMIN_BASE_URL).replace(/\/+$/, '');
  const maxPages = Math.max(1, options.maxPagesPerOccupation ?? SARAMIN_DEFAULT_MAX_PAGES);
  const log = options.log ?? silentLog;
  const http = createHttpClient({
    provider: PROVIDER,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 2,
    retryDelayMs: options.retryDelayMs,
    breaker: options.breaker,
    clock: options.clock,
    secrets: [accessKey],
    log,
  });

  function pageUrl(occupation: SourceOccupation, page: number): string {
    const params = new URLSearchParams({
      'access-key': accessKey,
      keywords: occupation.name,
      // URLSearchParams writes the spaces as "+": the documented "posting-date+expiration-date+count".
      fields: 'posting-date expiration-date count',
      start: String(page),
      count: String(SARAMIN_PAGE_SIZE),
      // Newest first, so the page cap keeps the freshest postings.
      sort: 'pd',
    });
    return `${baseUrl}/job-search?${params}`;
  }

  async function fetchPage(url: string, signal: AbortSignal | undefined) {
    return http.get(url, {
      signal,
      headers: { accept: 'application/json' },
      parse: (response) => {
        const body = parseJson(response);
        const providerError = toProviderError(body, response, accessKey);
        if (providerError && !(body && typeof body === 'object' && 'jobs' in body)) throw providerError;
        const envelope = SaraminEnvelopeSchema.safeParse(body);
        if (!envelope.success) {
          throw new SourceError(
            PROVIDER,
            'SCHEMA',
            `unexpected response shape: ${describeZodError(envelope.error)} (${response.safeUrl})`,
            { status: response.status, url: response.safeUrl, retryable: false },
          );
        }
        return envelope.data.jobs;
      },
      parseError: (response) => {
        try {
          return toProviderError(JSON.parse(response.text), response, accessKey);
        } catch {
          return undefined;
        }
      },
    });
  }

  async function fetchOccupation(
    occupation: SourceOccupation,
    context: FetchContext,
  ): Promise<PostingRecord[]> {
    const byId = new Map<string, PostingRecord>();
    const skipped: Record<string, number> = {};
    let total = 0;
    let pages = 0;
    for (let page = 0; page < maxPages; page++) {
      const jobs = await fetchPage(pageUrl(occupation, page), context.signal);
      pages += 1;
      total = jobs.total;
      const list = jobs.job === undefined ? [] : Array.isArray(jobs.job) ? jobs.job : [jobs.job];
      for (const raw of list) {
        const parsed = SaraminJobSchema.safeParse(raw);
        if (!parsed.success) {
          const key = `malformed:${firstIssuePath(parsed.error)}`;
          skipped[key] = (skipped[key] ?? 0) + 1;
          continue;
        }
        const mapped = mapSaraminJob(parsed.data, { occupationId: occupation.id, now: context.now });
        if ('skipped' in mapped) {
          skipped[mapped.skipped] = (skipped[mapped.skipped] ?? 0) + 1;
          continue;
        }
        // Pages shift while new postings arrive, so the same id can come twice.
        byId.set(mapped.record.externalId, mapped.record);
      }
      if (list.length === 0 || (page + 1) * SARAMIN_PAGE_SIZE >= total) break;
    }
    const skippedCount = Object.values(skipped).reduce((sum, n) => sum + n, 0);
    if (skippedCount > 0) {
      log.warn({ provider: PROVIDER, occupationId: occupation.id, skipped }, 'saramin: skipped postings');
    }
    log.info(
      {
        provider: PROVIDER,
        occupationId: occupation.id,
        total,
        pages,
        kept: byId.size,
        skipped: skippedCount,
      },
      'saramin: occupation fetched',
    );
    return [...byId.values()];
  }

  return {
    kind: 'SARAMIN',
    async fetchPostings(context) {
      const records: PostingRecord[] = [];
      // One occupation at a time: the budget is per day, and a failure (bad key, breaker open) stops the run early.
      for (const occupation of context.occupations) {
        records.push(...(await fetchOccupation(occupation, context)));
      }
      return records;
    },
  };
}
