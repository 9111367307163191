import type { HttpResponse } from '../../platform/http-attempt.ts';
import { type SourceAdapterOptions, type SourceLog, silentLog } from '../../platform/http-settings.ts';
import { SourceError } from '../../platform/source-error.ts';
import { firstIssuePath } from '../normalize.ts';
import { createSourceHttp, serviceWords, sourceErrors, trimBaseUrl } from '../source-http.ts';
import type { FetchContext, PostingRecord, PostingSource } from '../types.ts';
import { explainSaraminError, jobList, readSaraminAnswer, type SaraminAnswer } from './answer.ts';
import { mapSaraminJob } from './map-job.ts';
import { SARAMIN_MAX_COUNT, type SaraminJob, SaraminJobSchema, type SaraminJobs } from './schema.ts';
import {
  loadSaraminSearchTerms,
  phraseScore,
  type SaraminSearchTerms,
  type SearchPhrase,
  searchPhrasesFor,
} from './search-terms.ts';

/**
 * 사람인 job search (ADR 027): one request per search phrase of data/saramin-search.json and page, newest first,
 * within a call budget per sync; errors by the service's numeric code.
 */

const PROVIDER = 'saramin';
export const SARAMIN_BASE_URL = 'https://oapi.saramin.co.kr';
export const SARAMIN_PAGE_SIZE = SARAMIN_MAX_COUNT;
/** Pages per search phrase: most phrases have fewer than 110 open postings, a few have several hundred. */
export const SARAMIN_DEFAULT_MAX_PAGES = 3;
/**
 * Calls per sync, retries included: about 500 a day are reported (unconfirmed); 2 syncs a day plus boot × 130 = 390.
 * Every phrase gets its first page first, so the phrases must stay within this (a test checks it; ADR 027, 043).
 */
export const SARAMIN_DEFAULT_MAX_CALLS_PER_SYNC = 130;
/** Sent as "posting-date+expiration-date+count" [SR-ID]. */
export const SARAMIN_FIELDS_SENT = 'posting-date expiration-date count';

export type SaraminSourceOptions = SourceAdapterOptions & {
  accessKey: string;
  /** Defaults to data/saramin-search.json, read (and checked) when the adapter is created. */
  searchTerms?: SaraminSearchTerms;
  maxCallsPerSync?: number;
};

/** The one request form we send, for the adapter and the probe alike. */
export function saraminSearchUrl(
  baseUrl: string,
  accessKey: string,
  request: { phrase: string; page: number; count?: number },
): string {
  const params = new URLSearchParams({
    'access-key': accessKey,
    keywords: request.phrase,
    // URLSearchParams writes the spaces as "+": the documented "posting-date+expiration-date+count".
    fields: SARAMIN_FIELDS_SENT,
    // `start` is a page number, 0-based, not a row offset [SR-ID], [DD-CALL].
    start: String(request.page),
    count: String(Math.min(request.count ?? SARAMIN_PAGE_SIZE, SARAMIN_MAX_COUNT)),
    // Newest first, so the page cap keeps the freshest postings.
    sort: 'pd',
  });
  return `${trimBaseUrl(baseUrl)}/job-search?${params}`;
}

const errors = sourceErrors(PROVIDER);

/** The service's `{ code, message }` → a typed error: by the code first, by the message only without one. */
function refusal(
  answer: Extract<SaraminAnswer, { kind: 'error' }>,
  response: HttpResponse,
  secret: string,
): SourceError {
  const info = explainSaraminError(answer.code, answer.message);
  const said = serviceWords(answer.message, [secret]);
  const label = answer.code === undefined ? 'provider error (no code)' : `provider error ${answer.code}`;
  return new SourceError(
    PROVIDER,
    info.kind,
    `${label}: ${info.meaning}${said ? ` — "${said}"` : ''} (${response.safeUrl})`,
    { status: response.status, url: response.safeUrl, retryable: info.retryable },
  );
}

function readPage(response: HttpResponse, secret: string): SaraminJobs {
  const answer = readSaraminAnswer(response.text);
  switch (answer.kind) {
    case 'jobs':
      return answer.jobs;
    case 'error':
      throw refusal(answer, response, secret);
    case 'html':
      throw errors.maintenance(response);
    case 'not-json':
      throw errors.schema('response is not JSON', response);
    case 'shape':
      throw errors.schema(`unexpected response shape: ${answer.issues}`, response);
  }
}

/** A non-2xx answer: the service's own error body if it sent one, else the status alone. */
function readErrorStatus(response: HttpResponse, secret: string): SourceError | undefined {
  const answer = readSaraminAnswer(response.text);
  if (answer.kind === 'error') return refusal(answer, response, secret);
  return errors.refusedStatus(response);
}

type Found = { record: PostingRecord; occupationIndex: number; score: number; searchTotal: number };

/** Which occupation keeps a posting found by several: the longest own phrase in its text, then the narrower search. */
function better(candidate: Found, current: Found): boolean {
  if (candidate.score !== current.score) return candidate.score > current.score;
  if (candidate.searchTotal !== current.searchTotal) return candidate.searchTotal < current.searchTotal;
  return candidate.occupationIndex < current.occupationIndex;
}

/** How far one phrase's search got: `reached` once a page was asked, `done` when no page is left. */
type Progress = { search: SearchPhrase; total: number; pages: number; done: boolean; reached: boolean };

/** The phrases were written for an occupation by name; a renamed one may need new phrases. */
function warnRenamedOccupations(context: FetchContext, terms: SaraminSearchTerms, log: SourceLog): void {
  for (const occupation of context.occupations) {
    const entry = terms.get(occupation.id);
    if (entry && entry.name !== occupation.name) {
      log.warn(
        { provider: PROVIDER, occupationId: occupation.id, expected: entry.name, actual: occupation.name },
        'saramin: data/saramin-search.json names this occupation differently; check its phrases',
      );
    }
  }
}

/** The postings of one sync by id, each for one occupation; what is left out counted by cause. */
function createPostingCollector(context: FetchContext, terms: SaraminSearchTerms) {
  const byId = new Map<string, Found>();
  const skipped: Record<string, number> = {};
  const skip = (reason: string) => {
    skipped[reason] = (skipped[reason] ?? 0) + 1;
  };
  const phrasesOf = (index: number) => terms.get(context.occupations[index]?.id ?? -1)?.phrases ?? [];

  function keep(raw: unknown, item: Progress): void {
    const parsed = SaraminJobSchema.safeParse(raw);
    if (!parsed.success) {
      skip(`malformed:${firstIssuePath(parsed.error)}`);
      return;
    }
    const job: SaraminJob = parsed.data;
    const mapped = mapSaraminJob(job, { occupationId: item.search.occupationId, now: context.now });
    if ('skipped' in mapped) {
      skip(mapped.skipped);
      return;
    }
    const text = `${mapped.record.title} ${job.keyword ?? ''}`;
    const candidate: Found = {
      record: mapped.record,
      occupationIndex: item.search.occupationIndex,
      score: phraseScore(text, phrasesOf(item.search.occupationIndex)),
      searchTotal: item.total,
    };
    // The same id comes again from another page, phrase or occupation: one posting, one occupation.
    const current = byId.get(mapped.record.externalId);
    if (!current || better(candidate, current)) byId.set(mapped.record.externalId, candidate);
  }

  return { byId, skipped, keep };
}

type PostingCollector = ReturnType<typeof createPostingCollector>;

/**
 * Breadth first: every phrase's first page, then second pages, …, so the budget never starves an occupation. Stops
 * a phrase at its last page or an empty one, and everything when the budget is spent.
 */
async function searchBreadthFirst(run: {
  progress: Progress[];
  maxPages: number;
  budgetLeft: () => boolean;
  fetchPage: (search: SearchPhrase, page: number) => Promise<SaraminJobs>;
  collector: PostingCollector;
}): Promise<void> {
  for (let page = 0; page < run.maxPages; page++) {
    for (const item of run.progress) {
      if (item.done) continue;
      if (!run.budgetLeft()) break;
      const jobs = await run.fetchPage(item.search, page);
      item.pages += 1;
      item.reached = true;
      item.total = jobs.total;
      const list = jobList(jobs);
      for (const raw of list) run.collector.keep(raw, item);
      if (list.length === 0 || (page + 1) * SARAMIN_PAGE_SIZE >= jobs.total) item.done = true;
    }
  }
}

/** What a sync did: phrases never asked (a warning), postings skipped, and the counts. */
function logSearchOutcome(
  log: SourceLog,
  outcome: { progress: Progress[]; collector: PostingCollector; calls: number; maxCalls: number },
): void {
  const { progress, collector, calls, maxCalls } = outcome;
  const unasked = progress.filter((item) => !item.reached).map((item) => item.search.phrase);
  const unfinished = progress.filter((item) => item.reached && !item.done).map((item) => item.search.phrase);
  if (unasked.length > 0) {
    log.warn(
      { provider: PROVIDER, maxCalls, unasked },
      'saramin: call budget used up before every phrase was searched; raise the budget or trim phrases',
    );
  }
  const { skipped } = collector;
  const skippedCount = Object.values(skipped).reduce((sum, n) => sum + n, 0);
  if (skippedCount > 0) log.warn({ provider: PROVIDER, skipped }, 'saramin: skipped postings');
  log.info(
    {
      provider: PROVIDER,
      calls,
      maxCalls,
      phrases: progress.map(({ search, total, pages }) => ({ phrase: search.phrase, total, pages })),
      unfinished,
      kept: collector.byId.size,
      skipped: skippedCount,
    },
    'saramin: postings fetched',
  );
}

export function createSaraminSource(options: SaraminSourceOptions): PostingSource {
  const accessKey = options.accessKey;
  const maxPages = Math.max(1, options.maxPagesPerOccupation ?? SARAMIN_DEFAULT_MAX_PAGES);
  const maxCalls = Math.max(1, options.maxCallsPerSync ?? SARAMIN_DEFAULT_MAX_CALLS_PER_SYNC);
  const terms = options.searchTerms ?? loadSaraminSearchTerms();
  const log = options.log ?? silentLog;
  const baseFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  // Every attempt costs quota, retries included, so the budget counts what actually goes out.
  let calls = 0;
  const countingFetch: typeof fetch = (input, init) => {
    calls += 1;
    return baseFetch(input, init);
  };
  const source = createSourceHttp({
    ...options,
    fetch: countingFetch,
    provider: PROVIDER,
    defaultBaseUrl: SARAMIN_BASE_URL,
    defaultTimeoutMs: 10_000,
    secrets: [accessKey],
    log,
  });

  function fetchPage(search: SearchPhrase, page: number, signal: AbortSignal | undefined) {
    return source.getJson(saraminSearchUrl(source.baseUrl, accessKey, { phrase: search.phrase, page }), {
      signal,
      parse: (response) => readPage(response, accessKey),
      parseError: (response) => readErrorStatus(response, accessKey),
    });
  }

  async function fetchPostings(context: FetchContext): Promise<PostingRecord[]> {
    const searches = searchPhrasesFor(context.occupations, terms);
    warnRenamedOccupations(context, terms, log);
    const callsAtStart = calls;
    const collector = createPostingCollector(context, terms);
    const progress = searches.map((search) => ({ search, total: 0, pages: 0, done: false, reached: false }));
    await searchBreadthFirst({
      progress,
      maxPages,
      budgetLeft: () => calls - callsAtStart < maxCalls,
      fetchPage: (search, page) => fetchPage(search, page, context.signal),
      collector,
    });
    logSearchOutcome(log, { progress, collector, calls: calls - callsAtStart, maxCalls });
    return [...collector.byId.values()].map((found) => found.record);
  }

  return { kind: 'SARAMIN', fetchPostings };
}
