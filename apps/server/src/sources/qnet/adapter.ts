import {
  allCertificates,
  type CertificateEntry,
  type QnetFacts,
  scheduledCertificates,
} from '../../features/exams/certificates.ts';
import type { HttpResponse } from '../../platform/http-attempt.ts';
import { type SourceAdapterOptions, silentLog } from '../../platform/http-settings.ts';
import { redactText } from '../../platform/redact.ts';
import { seoulDateOf } from '../../platform/seoul-date.ts';
import { SourceError, type SourceErrorKind } from '../../platform/source-error.ts';
import { firstIssuePath, looksLikeHtml } from '../normalize.ts';
import { createSourceHttp, serviceWords, sourceErrors, trimBaseUrl } from '../source-http.ts';
import {
  EXAM_ROUND_DATE_FIELDS,
  type ExamRoundRecord,
  type ExamSource,
  type FetchContext,
  mergeExamRoundRecords,
} from '../types.ts';
import { type QnetRound, QnetRoundSchema, readQnetEnvelope, rowsOf } from './schema.ts';

/**
 * 한국산업인력공단's exam schedule on data.go.kr (ADR 022, 029; SOURCES.md §3): one request per switched-on certificate
 * and year (this and next), ≤ 50 rows a page, one round's rows merged, round 0 skipped.
 */

const PROVIDER = 'qnet';
export const QNET_BASE_URL = 'https://apis.data.go.kr';
export const QNET_SCHEDULE_PATH = '/B490007/qualExamSchd/getQualExamSchdList';
/** The gateway refuses more than 50 rows a page with result code 930 [JOY-R], [SHK], [SAN]. */
export const QNET_MAX_PAGE_SIZE = 50;
export const QNET_PAGE_SIZE = QNET_MAX_PAGE_SIZE;
/** Pages per certificate and year: a 종목 has a handful of rows a year; 150 rows is far more than one holds. */
export const QNET_DEFAULT_MAX_PAGES = 3;
/** The request parameters the service documents (SOURCES.md §3 Request); the adapter sends these and no other. */
export const QNET_DOCUMENTED_PARAMS = [
  'serviceKey',
  'numOfRows',
  'pageNo',
  'dataFormat',
  'implYy',
  'qualgbCd',
  'jmCd',
] as const;

/** The result codes SOURCES.md §3 documents, in plain words (for errors and `npm run sources:check`). */
export const QNET_RESULT_CODES: Readonly<Record<string, string>> = {
  '00': 'success',
  '03': 'no data (normal for a year not announced yet)',
  '930': 'page size over 50: numOfRows must be 50 or less',
  '99': 'unknown error at the provider',
  '01': 'internal error at the data.go.kr gateway; try again later',
  '04': "the provider's server answered with an HTTP error; try again later",
  '05': "the provider's server timed out; try again later",
  '10': 'a request parameter is wrong',
  '12': 'the service does not exist or was retired',
  '20': 'access denied: this key has not been approved for this service',
  '29': 'access blocked for this IP address',
  '30': 'the service key is not registered (often a key that was not URL-encoded, or one just issued)',
  '31': 'the service key has expired',
  '22': "the day's request quota is used up",
  '23': 'too many requests per second',
};

/** The one 99 message that one public client retries (SOURCES.md §3: unconfirmed); any other 99 fails. */
const RETRY_ONCE_99 = /failed to validate a newly established connection/i;

type Classification = { kind: SourceErrorKind; retryable: boolean; retryOnce?: boolean };

const errors = sourceErrors(PROVIDER);

function classify(code: string, message: string): Classification {
  switch (code) {
    case '01':
    case '04':
    case '05':
      return { kind: 'PROVIDER', retryable: true };
    case '99':
      return { kind: 'PROVIDER', retryable: false, retryOnce: RETRY_ONCE_99.test(message) };
    case '20':
    case '29':
    case '30':
    case '31':
      return { kind: 'AUTH', retryable: false };
    case '22':
      // The day's quota: retrying now cannot help; the next scheduled sync tries again.
      return { kind: 'RATE_LIMITED', retryable: false };
    case '23':
      return { kind: 'RATE_LIMITED', retryable: true };
    default:
      // 930, 10, 12 (fix the request) and codes nobody documents.
      return { kind: 'PROVIDER', retryable: false };
  }
}

/** A result code other than success or no data, from the provider's envelope or the gateway's XML. */
export class QnetResultError extends SourceError {
  readonly resultCode: string;
  /** Only the one 99 message documented as passing. */
  readonly retryOnce: boolean;

  constructor(code: string, message: string, response: Pick<HttpResponse, 'status' | 'safeUrl'>) {
    const { kind, retryable, retryOnce = false } = classify(code, message);
    const meaning = QNET_RESULT_CODES[code] ?? 'undocumented result code';
    super(
      PROVIDER,
      kind,
      `result code ${code}${message ? ` "${message}"` : ''}: ${meaning} (${response.safeUrl})`,
      { status: response.status, url: response.safeUrl, retryable },
    );
    this.resultCode = code;
    this.retryOnce = retryOnce;
  }
}

export type QnetSourceOptions = SourceAdapterOptions & {
  /** data.go.kr's service key; the URL-encoded form ("…%2B…==") is decoded first, so either form works. */
  serviceKey: string;
  certificates?: readonly CertificateEntry[];
};

/** A key pasted in its URL-encoded form is decoded once (URLSearchParams encodes it again) [SAN], [SHK]. */
export function plainServiceKey(key: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(key)) return key;
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

function xmlText(text: string, tag: string): string {
  return (new RegExp(`<${tag}\\b[^>]*>([^<]*)</${tag}>`, 'i').exec(text)?.[1] ?? '').trim();
}

/** The code and message of an XML body: the gateway's `<cmmMsgHeader>` or a `<response><header>`. */
function xmlCode(text: string): { code: string; message: string } {
  return {
    code: xmlText(text, 'returnReasonCode') || xmlText(text, 'resultCode'),
    message: xmlText(text, 'returnAuthMsg') || xmlText(text, 'errMsg') || xmlText(text, 'resultMsg'),
  };
}

const isSuccess = (code: string) => code === '00' || code === '0';

export type QnetPage = { rows: unknown[]; total: number; resultCode: string };

/**
 * HTML → MAINTENANCE (retried); the gateway's XML error (status 200, whatever dataFormat asked), a code other than
 * 00 or an unknown envelope → typed errors. "No data" (03) is an empty page.
 */
export function readQnetAnswer(response: HttpResponse, secrets: readonly string[]): QnetPage {
  const text = response.text.trim();
  if (looksLikeHtml(text)) throw errors.maintenance(response);
  if (text.startsWith('<')) {
    const { code, message } = xmlCode(text);
    if (code === '03') return { rows: [], total: 0, resultCode: code };
    if (code && !isSuccess(code)) throw new QnetResultError(code, serviceWords(message, secrets), response);
    throw errors.schema('XML instead of JSON', response);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw errors.schema('response is not JSON', response);
  }
  const envelope = readQnetEnvelope(body);
  if (!envelope.success) throw errors.schema(`unexpected response shape: ${envelope.error}`, response);
  const { header, body: answerBody } = envelope.data;
  const code = header.resultCode;
  if (code === '03') return { rows: [], total: 0, resultCode: code };
  if (!isSuccess(code))
    throw new QnetResultError(code, serviceWords(header.resultMsg ?? '', secrets), response);
  if (!answerBody) throw errors.schema('unexpected response shape: body is missing', response);
  const rows = rowsOf(answerBody.items);
  return { rows, total: answerBody.totalCount ?? rows.length, resultCode: code };
}

/** A non-2xx answer: the gateway's XML error when it sent one, else 401/403 as a key problem. */
export function explainQnetStatus(
  response: HttpResponse,
  secrets: readonly string[],
): SourceError | undefined {
  const { code, message } = xmlCode(response.text);
  if (code && !isSuccess(code) && code !== '03') {
    return new QnetResultError(code, redactText(message, secrets).slice(0, 120), response);
  }
  return errors.refusedStatus(response);
}

export type QnetQuery = {
  serviceKey: string;
  numOfRows: number;
  pageNo: number;
  implYy: number;
  qualgbCd: string;
  jmCd: string;
};

/** The schedule URL with exactly the documented parameters (numOfRows is capped at 50 here, whatever is asked). */
export function qnetScheduleUrl(baseUrl: string, query: QnetQuery): string {
  const params = new URLSearchParams({
    serviceKey: query.serviceKey,
    numOfRows: String(Math.min(Math.max(1, query.numOfRows), QNET_MAX_PAGE_SIZE)),
    pageNo: String(query.pageNo),
    dataFormat: 'json',
    implYy: String(query.implYy),
    qualgbCd: query.qualgbCd,
    jmCd: query.jmCd,
  });
  return `${trimBaseUrl(baseUrl)}${QNET_SCHEDULE_PATH}?${params}`;
}

function toRecord(
  row: QnetRound,
  certificate: CertificateEntry & { qnet: QnetFacts },
): ExamRoundRecord | { skipped: string } {
  // 제0회: no written-exam dates and a practical window overlapping a regular round; not for ordinary candidates.
  if (row.implSeq === 0) return { skipped: 'round 0' };
  if (row.qualgbCd !== null && row.qualgbCd !== certificate.qnet.qualgbCd) {
    return { skipped: 'other qualification type' };
  }
  const roundName = row.description ?? (row.implSeq !== null ? `${row.implYy}년도 제${row.implSeq}회` : null);
  if (roundName === null) return { skipped: 'malformed:description' };
  const record: ExamRoundRecord = {
    certificateKey: certificate.key,
    examYear: row.implYy,
    roundName,
    writtenRegStart: row.docRegStartDt,
    writtenRegEnd: row.docRegEndDt,
    writtenReg2Start: null,
    writtenReg2End: null,
    writtenExamStart: row.docExamStartDt,
    writtenExamEnd: row.docExamEndDt,
    writtenResultDate: row.docPassDt,
    practicalRegStart: row.pracRegStartDt,
    practicalRegEnd: row.pracRegEndDt,
    practicalReg2Start: null,
    practicalReg2End: null,
    practicalExamStart: row.pracExamStartDt,
    practicalExamEnd: row.pracExamEndDt,
    practicalResultDate: row.pracPassDt,
  };
  return EXAM_ROUND_DATE_FIELDS.some((field) => record[field] !== null) ? record : { skipped: 'no dates' };
}

export type QnetRows = {
  records: ExamRoundRecord[];
  /** Rows left out, by cause (never their content). */
  skipped: Record<string, number>;
  /** Rounds that came as two or more rows and were merged into one. */
  merged: number;
};

/** Rows checked one by one, round 0 skipped, one round's rows (implYy, implSeq, description) merged. */
export function roundsOfRows(
  rows: readonly unknown[],
  certificate: CertificateEntry & { qnet: QnetFacts },
): QnetRows {
  const skipped: Record<string, number> = {};
  const count = (reason: string, n = 1) => {
    skipped[reason] = (skipped[reason] ?? 0) + n;
  };
  const groups = new Map<string, ExamRoundRecord[]>();
  for (const raw of rows) {
    const parsed = QnetRoundSchema.safeParse(raw);
    if (!parsed.success) {
      count(`malformed:${firstIssuePath(parsed.error)}`);
      continue;
    }
    const record = toRecord(parsed.data, certificate);
    if ('skipped' in record) {
      count(record.skipped);
      continue;
    }
    const key = JSON.stringify([parsed.data.implYy, parsed.data.implSeq, record.roundName]);
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  const records: ExamRoundRecord[] = [];
  let merged = 0;
  for (const group of groups.values()) {
    const outcome = mergeExamRoundRecords(group);
    if ('conflict' in outcome) {
      count(outcome.conflict, group.length);
      continue;
    }
    if (outcome.duplicates > 0) count('identical duplicate row', outcome.duplicates);
    if (group.length - outcome.duplicates > 1) merged += 1;
    records.push(outcome.record);
  }
  return { records, skipped, merged };
}

/** A certificate the adapter asks for: examined by Q-Net, with a switched-on 종목코드. */
type QnetTarget = CertificateEntry & { qnet: QnetFacts & { jmCd: string } };

export function qnetTargets(certificates: readonly CertificateEntry[]): QnetTarget[] {
  return scheduledCertificates(certificates).filter(
    (entry): entry is QnetTarget => entry.qnet.jmCd !== undefined,
  );
}

type YearRows = { rows: unknown[]; total: number; pages: number };

export function createQnetExamSource(options: QnetSourceOptions): ExamSource {
  const serviceKey = plainServiceKey(options.serviceKey);
  const secrets = [...new Set([options.serviceKey, serviceKey])].filter(Boolean);
  const maxPages = Math.max(1, options.maxPagesPerOccupation ?? QNET_DEFAULT_MAX_PAGES);
  const log = options.log ?? silentLog;
  const source = createSourceHttp({
    ...options,
    provider: PROVIDER,
    defaultBaseUrl: QNET_BASE_URL,
    defaultTimeoutMs: 15_000,
    secrets,
    log,
  });
  const { baseUrl } = source;

  async function fetchPage(url: string, signal: AbortSignal | undefined): Promise<QnetPage> {
    const request = {
      signal,
      parse: (response: HttpResponse) => readQnetAnswer(response, secrets),
      parseError: (response: HttpResponse) => explainQnetStatus(response, secrets),
    };
    try {
      return await source.getJson(url, request);
    } catch (error) {
      if (!(error instanceof QnetResultError && error.retryOnce)) throw error;
      log.warn(
        { provider: PROVIDER, resultCode: error.resultCode },
        'qnet: connection not validated, retrying once',
      );
      return source.getJson(url, request);
    }
  }

  /** Every page of one certificate and year up to the cap (said when rows are left unread); the total is page 1's. */
  async function fetchYearRows(
    certificate: QnetTarget,
    implYy: number,
    signal: AbortSignal | undefined,
  ): Promise<YearRows> {
    const read: YearRows = { rows: [], total: 0, pages: 0 };
    for (let pageNo = 1; pageNo <= maxPages; pageNo++) {
      const { qualgbCd, jmCd } = certificate.qnet;
      const url = qnetScheduleUrl(baseUrl, {
        serviceKey,
        numOfRows: QNET_PAGE_SIZE,
        pageNo,
        implYy,
        qualgbCd,
        jmCd,
      });
      const page = await fetchPage(url, signal);
      read.pages += 1;
      if (pageNo === 1) read.total = page.total;
      read.rows.push(...page.rows);
      if (page.rows.length === 0 || pageNo * QNET_PAGE_SIZE >= read.total) break;
      if (pageNo === maxPages) {
        log.warn(
          { provider: PROVIDER, certificate: certificate.key, implYy, total: read.total, pages: read.pages },
          'qnet: page cap reached, later rows not read',
        );
      }
    }
    return read;
  }

  /** The rounds of one certificate and year, with what was skipped or merged on the way logged. */
  async function fetchYearRounds(
    certificate: QnetTarget,
    implYy: number,
    signal: AbortSignal | undefined,
    asked: Map<string, YearRows>,
  ): Promise<ExamRoundRecord[]> {
    // Two certificates of different jobs can be the same exam (전기기능사): one request serves both.
    const key = `${certificate.qnet.qualgbCd}:${certificate.qnet.jmCd}:${implYy}`;
    const read = asked.get(key) ?? (await fetchYearRows(certificate, implYy, signal));
    asked.set(key, read);
    const { rows, total, pages } = read;
    const { records: rounds, skipped, merged } = roundsOfRows(rows, certificate);
    const about = { provider: PROVIDER, certificate: certificate.key, implYy };
    if (Object.keys(skipped).length > 0) log.warn({ ...about, skipped }, 'qnet: skipped rows');
    log.info({ ...about, total, pages, rounds: rounds.length, merged }, 'qnet: schedule fetched');
    return rounds;
  }

  return {
    kind: 'QNET',
    async fetchExamRounds(context: FetchContext): Promise<ExamRoundRecord[]> {
      const targets = qnetTargets(options.certificates ?? allCertificates());
      if (targets.length === 0) {
        throw new SourceError(PROVIDER, 'PROVIDER', 'no certificate has a confirmed Q-Net 종목코드 (jmCd)', {
          retryable: false,
        });
      }
      const year = Number(seoulDateOf(context.now).slice(0, 4));
      const records: ExamRoundRecord[] = [];
      const asked = new Map<string, YearRows>();
      for (const certificate of targets) {
        for (const implYy of [year, year + 1]) {
          records.push(...(await fetchYearRounds(certificate, implYy, context.signal, asked)));
        }
      }
      return records;
    },
  };
}
