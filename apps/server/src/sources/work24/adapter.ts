import {
  createHttpClient,
  type HttpResponse,
  redactText,
  type SourceAdapterOptions,
  SourceError,
  silentLog,
} from '../../platform/http-client.ts';
import { addDays, seoulDateOf } from '../../platform/seoul-date.ts';
import { describeZodError, firstIssuePath, looksLikeHtml } from '../normalize.ts';
import type { CourseRecord, CourseSource, FetchContext, SourceOccupation } from '../types.ts';
import { toCurrentAreaCode } from './areas.ts';
import { assignOccupation, mapWork24Course, type OccupationMatcher } from './map-course.ts';
import { NCS_MATCHERS } from './ncs-map.ts';
import { Work24CourseSchema, type Work24List, Work24ListSchema, Work24WrappedSchema } from './schema.ts';

const PROVIDER = 'work24';
export const WORK24_BASE_URL = 'https://www.work24.go.kr';
export const WORK24_LIST_PATH = '/cm/openApi/call/hr/callOpenApiSvcInfo310L01.do';
/** The provider's maximum page size. */
export const WORK24_PAGE_SIZE = 100;
/** The search window the provider requires: today → +180 days. */
export const WORK24_WINDOW_DAYS = 180;

/**
 * Cost: one sync searches each distinct NCS major category once (8 for our 20 occupations) and pages through at most
 * this many pages of 100, sorted by start date — so the cap keeps the courses that start soonest, the ones the
 * "마감 임박순" list shows first. 8 × 5 = 40 calls per sync at most.
 */
export const WORK24_DEFAULT_MAX_PAGES = 5;

export type Work24SourceOptions = SourceAdapterOptions & {
  authKey: string;
  /** Limit the search to one area (`srchTraArea1`); an old code (42, 45) is sent as today's (51, 52). */
  areaCode?: string;
};

/** YYYYMMDD of the Asia/Seoul calendar day `days` after `now`, as the provider's date parameters want it. */
export function seoulYmd(now: Date, days = 0): string {
  return addDays(seoulDateOf(now), days).replace(/-/g, '');
}

/** The text of the first element that carries a message in an XML error body. */
function xmlMessage(text: string): string {
  const match = /<(error|message|msg|errMsg|returnMsg|resultMsg|returnReasonCode)\b[^>]*>([^<]*)</i.exec(
    text,
  );
  return (match?.[2] ?? '').trim();
}

function schemaError(detail: string, response: HttpResponse): SourceError {
  return new SourceError(PROVIDER, 'SCHEMA', `${detail} (${response.safeUrl})`, {
    status: response.status,
    url: response.safeUrl,
    retryable: false,
  });
}

/** Everything 고용24 may answer with → the list envelope, or a typed error. */
function parseList(response: HttpResponse, secret: string): Work24List {
  const text = response.text.trim();
  if (looksLikeHtml(text)) {
    throw new SourceError(PROVIDER, 'MAINTENANCE', `HTML page instead of data (${response.safeUrl})`, {
      status: response.status,
      url: response.safeUrl,
    });
  }
  if (text.startsWith('<')) {
    // A missing or wrong key answers 200 with an XML error body, whatever returnType asked for.
    const message = redactText(xmlMessage(text), [secret]).replace(/\s+/g, ' ').slice(0, 120);
    const kind = /인증|auth|key|키/i.test(message) || message === '' ? 'AUTH' : 'PROVIDER';
    throw new SourceError(
      PROVIDER,
      kind,
      `XML error body${message ? ` "${message}"` : ''} (${response.safeUrl})`,
      {
        status: response.status,
        url: response.safeUrl,
        retryable: false,
      },
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
    const wrapped = Work24WrappedSchema.safeParse(body);
    if (wrapped.success) body = JSON.parse(wrapped.data.returnJSON);
  } catch {
    throw schemaError('response is not JSON', response);
  }
  const list = Work24ListSchema.safeParse(body);
  if (!list.success)
    throw schemaError(`unexpected response shape: ${describeZodError(list.error)}`, response);
  return list.data;
}

export function createWork24Source(options: Work24SourceOptions): CourseSource {
  const authKey = options.authKey;
  const baseUrl = (options.baseUrl ?? WORK24_BASE_URL).replace(/\/+$/, '');
  const maxPages = Math.max(1, options.maxPagesPerOccupation ?? WORK24_DEFAULT_MAX_PAGES);
  const log = options.log ?? silentLog;
  const areaCode = options.areaCode ? toCurrentAreaCode(options.areaCode) : undefined;
  if (options.areaCode && !areaCode) {
    log.warn({ provider: PROVIDER, areaCode: options.areaCode }, 'work24: unknown area code ignored');
  }
  const http = createHttpClient({
    provider: PROVIDER,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
    retries: options.retries ?? 2,
    retryDelayMs: options.retryDelayMs,
    breaker: options.breaker,
    clock: options.clock,
    secrets: [authKey],
    log,
  });

  function pageUrl(major: string, pageNum: number, now: Date): string {
    const params = new URLSearchParams({
      authKey,
      returnType: 'JSON',
      outType: '1',
      pageNum: String(pageNum),
      pageSize: String(WORK24_PAGE_SIZE),
      srchTraStDt: seoulYmd(now),
      srchTraEndDt: seoulYmd(now, WORK24_WINDOW_DAYS),
      sort: 'ASC',
      sortCol: '2',
      srchNcs1: major,
    });
    if (areaCode) params.set('srchTraArea1', areaCode);
    return `${baseUrl}${WORK24_LIST_PATH}?${params}`;
  }

  /** Occupations grouped by the NCS major categories to search. */
  function plan(occupations: readonly SourceOccupation[]): Map<string, OccupationMatcher[]> {
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

  return {
    kind: 'WORK24',
    async fetchCourses(context: FetchContext): Promise<CourseRecord[]> {
      const courses = new Map<string, CourseRecord>();
      for (const [major, candidates] of plan(context.occupations)) {
        const skipped: Record<string, number> = {};
        const count = (reason: string) => {
          skipped[reason] = (skipped[reason] ?? 0) + 1;
        };
        // Most courses of a category belong to none of our occupations: expected, so counted but not warned about.
        let unmatched = 0;
        let total = 0;
        let pages = 0;
        for (let pageNum = 1; pageNum <= maxPages; pageNum++) {
          const list = await http.get(pageUrl(major, pageNum, context.now), {
            signal: context.signal,
            headers: { accept: 'application/json' },
            parse: (response) => parseList(response, authKey),
          });
          pages += 1;
          total = list.scn_cnt;
          const items =
            list.srchList === undefined ? [] : Array.isArray(list.srchList) ? list.srchList : [list.srchList];
          for (const raw of items) {
            const parsed = Work24CourseSchema.safeParse(raw);
            if (!parsed.success) {
              count(`malformed:${firstIssuePath(parsed.error)}`);
              continue;
            }
            const occupation = assignOccupation(parsed.data.title, candidates);
            if (!occupation) {
              unmatched += 1;
              continue;
            }
            const record = mapWork24Course(parsed.data, occupation.id);
            courses.set(`${record.trprId}#${record.trprDegr}`, record);
          }
          if (items.length === 0 || pageNum * WORK24_PAGE_SIZE >= total) break;
        }
        if (Object.keys(skipped).length > 0) {
          log.warn({ provider: PROVIDER, ncsMajor: major, skipped }, 'work24: skipped courses');
        }
        log.info(
          { provider: PROVIDER, ncsMajor: major, total, pages, unmatched },
          'work24: category fetched',
        );
      }
      return [...courses.values()];
    },
  };
}
