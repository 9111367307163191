import type { HttpResponse } from '../../platform/http-attempt.ts';
import type { HttpClient } from '../../platform/http-client.ts';
import { type SourceAdapterOptions, type SourceLog, silentLog } from '../../platform/http-settings.ts';
import { addDays, seoulDateOf } from '../../platform/seoul-date.ts';
import { SourceError, type SourceErrorKind } from '../../platform/source-error.ts';
import { describeZodError, firstIssuePath, looksLikeHtml } from '../normalize.ts';
import { createSourceHttp, serviceWords, sourceErrors } from '../source-http.ts';
import type {
  CourseFeeDetail,
  CourseKey,
  CourseRecord,
  CourseSource,
  FetchContext,
  SourceOccupation,
} from '../types.ts';
import { toCurrentAreaCode } from './areas.ts';
import { assignOccupation, mapWork24Course, type OccupationMatcher } from './map-course.ts';
import { NCS_MATCHERS } from './ncs-map.ts';
import {
  listItems,
  Work24CourseSchema,
  type Work24Detail,
  Work24DetailSchema,
  Work24JsonErrorSchema,
  type Work24List,
  Work24ListSchema,
  Work24WonSchema,
  Work24WrappedSchema,
} from './schema.ts';

const PROVIDER = 'work24';
export const WORK24_BASE_URL = 'https://www.work24.go.kr';
export const WORK24_LIST_PATH = '/cm/openApi/call/hr/callOpenApiSvcInfo310L01.do';
export const WORK24_DETAIL_PATH = '/cm/openApi/call/hr/callOpenApiSvcInfo310L02.do';

/** The 310L01 parameters the guide requires [W24-GUIDE]. */
export const WORK24_LIST_REQUIRED_PARAMS = [
  'authKey',
  'returnType',
  'outType',
  'pageNum',
  'pageSize',
  'srchTraStDt',
  'srchTraEndDt',
  'sort',
  'sortCol',
] as const;
/** Required plus the optional filters we use; a contract test fails on anything else. */
export const WORK24_LIST_PARAMS = [
  ...WORK24_LIST_REQUIRED_PARAMS,
  'srchNcs1',
  'srchTraArea1',
  'crseTracseSe',
] as const;
/** The 310L02 parameters, all required [W24-GUIDE], [NEWON]. */
export const WORK24_DETAIL_PARAMS = [
  'authKey',
  'returnType',
  'outType',
  'srchTrprId',
  'srchTrprDegr',
  'srchTorgId',
] as const;

/** `pageSize` ≤ 100. */
export const WORK24_PAGE_SIZE = 100;
/** `pageNum` ≤ 1000. */
export const WORK24_MAX_PAGE_NUM = 1000;
/** The search window: courses starting today → +180 days (`srchTraStDt`/`srchTraEndDt` filter the start date). */
export const WORK24_WINDOW_DAYS = 180;

/** Sorted by start date, so the cap keeps the soonest courses, the ones "마감 임박순" shows first. */
export const WORK24_DEFAULT_MAX_PAGES = 5;

export type Work24SourceOptions = SourceAdapterOptions & {
  authKey: string;
  /** Limit the search to one area (`srchTraArea1`); an old code (42, 45) is sent as today's (51, 52). */
  areaCode?: string;
};

/** YYYYMMDD of the Seoul calendar day `days` after `now`. */
export function seoulYmd(now: Date, days = 0): string {
  return addDays(seoulDateOf(now), days).replace(/-/g, '');
}

/** An error in the body (HTTP 200 XML or JSON); the service's words, redacted, are kept for `sources:check`. */
export class Work24ServiceError extends SourceError {
  readonly serviceMessage: string;
  constructor(kind: SourceErrorKind, serviceMessage: string, response: HttpResponse) {
    super(PROVIDER, kind, `error body${serviceMessage ? ` "${serviceMessage}"` : ''} (${response.safeUrl})`, {
      status: response.status,
      url: response.safeUrl,
      retryable: false,
    });
    this.serviceMessage = serviceMessage;
  }
}

/**
 * No error codes are documented [NEWON]: key messages and empty messages (what a refused key looked like) → AUTH,
 * quota → RATE_LIMITED, else PROVIDER.
 */
export function classifyServiceMessage(message: string): SourceErrorKind {
  if (message === '' || /인증|authKey|auth\s*key|api\s*key|서비스\s*키/i.test(message)) return 'AUTH';
  if (/한도|횟수|초과|limit|too many/i.test(message)) return 'RATE_LIMITED';
  return 'PROVIDER';
}

const errors = sourceErrors(PROVIDER);

/** The text of the first element that carries a message in an XML error body. */
function xmlMessage(text: string): string | undefined {
  const match = /<(error|message|msg|errMsg|returnMsg|resultMsg|returnReasonCode)\b[^>]*>([^<]*)</i.exec(
    text,
  );
  return match ? (match[2] ?? '').trim() : undefined;
}

function serviceError(message: string, response: HttpResponse, secret: string): Work24ServiceError {
  const safe = serviceWords(message, [secret]);
  return new Work24ServiceError(classifyServiceMessage(safe), safe, response);
}

/** An HTML page is MAINTENANCE (retried); an XML or JSON error body is the service's error (not retried). */
function readJsonBody(response: HttpResponse, secret: string): unknown {
  const text = response.text.trim();
  if (looksLikeHtml(text)) throw errors.maintenance(response);
  if (text.startsWith('<')) {
    // A missing or wrong key answers 200 with an XML error body, whatever returnType asked for [NEWON].
    const message = xmlMessage(text);
    if (message !== undefined || /<GO24\b/i.test(text)) throw serviceError(message ?? '', response, secret);
    throw errors.schema('XML answer where JSON was asked for', response);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
    const wrapped = Work24WrappedSchema.safeParse(body);
    if (wrapped.success) body = JSON.parse(wrapped.data.returnJSON);
  } catch {
    throw errors.schema('response is not JSON', response);
  }
  const error = Work24JsonErrorSchema.safeParse(body);
  if (error.success) {
    const value = error.data.error;
    throw serviceError(typeof value === 'string' ? value : JSON.stringify(value), response, secret);
  }
  return body;
}

function parseList(response: HttpResponse, secret: string): Work24List {
  const list = Work24ListSchema.safeParse(readJsonBody(response, secret));
  if (!list.success)
    throw errors.schema(`unexpected response shape: ${describeZodError(list.error)}`, response);
  return list.data;
}

function parseDetail(response: HttpResponse, secret: string): Work24Detail {
  let body = readJsonBody(response, secret);
  if (body && typeof body === 'object' && 'HRDNet' in body) body = (body as { HRDNet: unknown }).HRDNet;
  const detail = Work24DetailSchema.safeParse(body);
  if (!detail.success)
    throw errors.schema(`unexpected detail shape: ${describeZodError(detail.error)}`, response);
  return detail.data;
}

/** A block of the detail, or the one of several that belongs to the round asked for. */
function blockOf(
  value: Work24Detail['inst_detail_info'],
  course: CourseKey,
): Record<string, unknown> | undefined {
  if (!Array.isArray(value)) return value;
  return value.find((block) => String(block.trprDegr ?? '') === course.trprDegr) ?? value[0];
}

/**
 * From `inst_detail_info.tgcrGnrlTrneOwepAllt` [W24-GUIDE]; a detail naming another course or a non-amount is a
 * SCHEMA error: better no figure than a wrong one.
 */
export function selfPayOf(detail: Work24Detail, course: CourseKey): number | null {
  const block = blockOf(detail.inst_detail_info, course);
  if (!block) return null;
  const id = block.trprId == null ? '' : String(block.trprId).trim();
  const degr = block.trprDegr == null ? '' : String(block.trprDegr).trim();
  if ((id && id !== course.trprId) || (degr && degr !== course.trprDegr)) {
    throw new SourceError(PROVIDER, 'SCHEMA', 'the detail names another course round', { retryable: false });
  }
  const amount = Work24WonSchema.safeParse(block.tgcrGnrlTrneOwepAllt);
  if (!amount.success) {
    throw new SourceError(PROVIDER, 'SCHEMA', 'tgcrGnrlTrneOwepAllt is not an amount in won', {
      retryable: false,
    });
  }
  return amount.data ?? null;
}

export type Work24ListQuery = {
  pageNum: number;
  pageSize: number;
  /** YYYYMMDD: the first and last training start day searched. */
  from: string;
  to: string;
  ncsMajor?: string;
  areaCode?: string;
  signal?: AbortSignal;
};

export type Work24Client = {
  readonly http: HttpClient;
  /** Sorted by start date (ASC, sortCol 2). */
  listPage(query: Work24ListQuery): Promise<{ total: number; items: unknown[] }>;
  courseDetail(course: CourseKey, options?: { signal?: AbortSignal }): Promise<Work24Detail>;
};

/** The two documented calls, with nothing but the documented parameters; shared by the source and the probe. */
export function createWork24Client(options: SourceAdapterOptions & { authKey: string }): Work24Client {
  const authKey = options.authKey;
  const source = createSourceHttp({
    ...options,
    provider: PROVIDER,
    defaultBaseUrl: WORK24_BASE_URL,
    defaultTimeoutMs: 15_000,
    secrets: [authKey],
  });
  const { baseUrl } = source;

  return {
    http: source.http,
    async listPage(query) {
      const params = new URLSearchParams({
        authKey,
        returnType: 'JSON',
        outType: '1',
        pageNum: String(Math.min(Math.max(1, query.pageNum), WORK24_MAX_PAGE_NUM)),
        pageSize: String(Math.min(Math.max(1, query.pageSize), WORK24_PAGE_SIZE)),
        srchTraStDt: query.from,
        srchTraEndDt: query.to,
        sort: 'ASC',
        sortCol: '2',
      });
      if (query.ncsMajor) params.set('srchNcs1', query.ncsMajor);
      if (query.areaCode) params.set('srchTraArea1', query.areaCode);
      const list = await source.getJson(`${baseUrl}${WORK24_LIST_PATH}?${params}`, {
        signal: query.signal,
        parse: (response) => parseList(response, authKey),
      });
      return { total: list.scn_cnt, items: listItems(list) };
    },
    courseDetail(course, { signal } = {}) {
      const params = new URLSearchParams({
        authKey,
        returnType: 'JSON',
        outType: '2',
        srchTrprId: course.trprId,
        srchTrprDegr: course.trprDegr,
        srchTorgId: course.trainstCstId,
      });
      return source.getJson(`${baseUrl}${WORK24_DETAIL_PATH}?${params}`, {
        signal,
        parse: (response) => parseDetail(response, authKey),
      });
    },
  };
}

/** Occupations grouped by the NCS major categories to search, in code order; one without a mapping is skipped. */
function searchPlan(
  occupations: readonly SourceOccupation[],
  log: SourceLog,
): Map<string, OccupationMatcher[]> {
  const byMajor = new Map<string, OccupationMatcher[]>();
  for (const occupation of occupations) {
    const matcher = NCS_MATCHERS[occupation.ncsName];
    if (!matcher) {
      log.warn(
        { provider: PROVIDER, occupationId: occupation.id },
        'work24: no NCS mapping, occupation skipped',
      );
      continue;
    }
    for (const major of matcher.majors) {
      const list = byMajor.get(major) ?? [];
      list.push({ occupation, matcher });
      byMajor.set(major, list);
    }
  }
  return new Map([...byMajor].sort(([a], [b]) => a.localeCompare(b)));
}

/** Rows of none of our occupations are expected: counted as `unmatched`, not warned about like `skipped`. */
type CategoryTally = { skipped: Record<string, number>; unmatched: number };

const courseId = (record: CourseRecord) => `${record.trprId}#${record.trprDegr}#${record.trainstCstId}`;

/** One list row → a course of one of `candidates` in `courses` (a later row of the same round replaces it). */
function takeCourse(
  raw: unknown,
  candidates: readonly OccupationMatcher[],
  courses: Map<string, CourseRecord>,
  tally: CategoryTally,
): void {
  const skip = (reason: string) => {
    tally.skipped[reason] = (tally.skipped[reason] ?? 0) + 1;
  };
  const parsed = Work24CourseSchema.safeParse(raw);
  if (!parsed.success) {
    skip(`malformed:${firstIssuePath(parsed.error)}`);
    return;
  }
  const occupation = assignOccupation(parsed.data.title, candidates);
  if (!occupation) {
    tally.unmatched += 1;
    return;
  }
  const record = mapWork24Course(parsed.data, occupation.id);
  // No 실제 훈련비: showing the other fee under its name, or 0원, would state a wrong amount.
  if (!record) {
    skip('no realMan');
    return;
  }
  courses.set(courseId(record), record);
}

export function createWork24Source(options: Work24SourceOptions): CourseSource {
  const maxPages = Math.min(
    WORK24_MAX_PAGE_NUM,
    Math.max(1, options.maxPagesPerOccupation ?? WORK24_DEFAULT_MAX_PAGES),
  );
  const log = options.log ?? silentLog;
  const areaCode = options.areaCode ? toCurrentAreaCode(options.areaCode) : undefined;
  if (options.areaCode && !areaCode) {
    log.warn({ provider: PROVIDER, areaCode: options.areaCode }, 'work24: unknown area code ignored');
  }
  const client = createWork24Client(options);

  /** One category's pages, sorted by start date, up to the cap; its courses go into `courses`. */
  async function fetchCategory(
    search: { major: string; candidates: readonly OccupationMatcher[]; from: string; to: string },
    courses: Map<string, CourseRecord>,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    const { major, candidates, from, to } = search;
    const tally: CategoryTally = { skipped: {}, unmatched: 0 };
    let total = 0;
    let pages = 0;
    for (let pageNum = 1; pageNum <= maxPages; pageNum++) {
      const page = await client.listPage({
        pageNum,
        pageSize: WORK24_PAGE_SIZE,
        from,
        to,
        ncsMajor: major,
        areaCode,
        signal,
      });
      pages += 1;
      total = page.total;
      for (const raw of page.items) takeCourse(raw, candidates, courses, tally);
      if (page.items.length === 0 || pageNum * WORK24_PAGE_SIZE >= total) break;
    }
    const { skipped, unmatched } = tally;
    if (Object.keys(skipped).length > 0) {
      log.warn({ provider: PROVIDER, ncsMajor: major, skipped }, 'work24: skipped courses');
    }
    log.info({ provider: PROVIDER, ncsMajor: major, total, pages, unmatched }, 'work24: category fetched');
  }

  return {
    kind: 'WORK24',
    async fetchCourses(context: FetchContext): Promise<CourseRecord[]> {
      const courses = new Map<string, CourseRecord>();
      const from = seoulYmd(context.now);
      const to = seoulYmd(context.now, WORK24_WINDOW_DAYS);
      for (const [major, candidates] of searchPlan(context.occupations, log)) {
        await fetchCategory({ major, candidates, from, to }, courses, context.signal);
      }
      return [...courses.values()];
    },
    async fetchCourseFee(course: CourseKey, { signal } = {}): Promise<CourseFeeDetail> {
      const detail = await client.courseDetail(course, { signal });
      return { selfPay: selfPayOf(detail, course) };
    },
  };
}
