import {
  allCertificates,
  type CertificateEntry,
  scheduledCertificates,
} from '../../features/exams/certificates.ts';
import {
  createHttpClient,
  type HttpResponse,
  redactText,
  type SourceAdapterOptions,
  SourceError,
  silentLog,
} from '../../platform/http-client.ts';
import { seoulDateOf } from '../../platform/seoul-date.ts';
import { describeZodError, firstIssuePath, looksLikeHtml } from '../normalize.ts';
import {
  EXAM_ROUND_DATE_FIELDS,
  type ExamRoundRecord,
  type ExamSource,
  type FetchContext,
} from '../types.ts';
import {
  type QnetAnswer,
  QnetAnswerSchema,
  type QnetRound,
  QnetRoundSchema,
  QnetWrappedSchema,
  rowsOf,
} from './schema.ts';

/**
 * 한국산업인력공단's national-qualification exam schedule on data.go.kr (docs/decisions/022): one request per
 * certificate with a confirmed 종목코드 and year (this year and next), JSON answers checked field by field. The
 * adapter asks nothing for a certificate whose jmCd is not in data/certificates.json.
 */

const PROVIDER = 'qnet';
export const QNET_BASE_URL = 'https://apis.data.go.kr';
export const QNET_SCHEDULE_PATH = '/B490007/qualExamSchd/getQualExamSchdList';
export const QNET_PAGE_SIZE = 100;
/** Pages per certificate and year; a certificate has a handful of rounds a year (상시 종목 a few dozen). */
export const QNET_DEFAULT_MAX_PAGES = 3;

/** data.go.kr's common result codes (the gateway's and the service's). */
const NO_DATA = '03';
const AUTH_CODES = new Set(['20', '30', '31', '32']);
const QUOTA_CODES = new Set(['22']);

export type QnetSourceOptions = SourceAdapterOptions & {
  /** data.go.kr's service key; the URL-encoded form ("…%2B…==") is decoded first, so either form works. */
  serviceKey: string;
  certificates?: readonly CertificateEntry[];
};

/** A key pasted in its URL-encoded form is decoded once (URLSearchParams encodes it again). */
export function plainServiceKey(key: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(key)) return key;
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

function codeError(code: string, message: string, response: HttpResponse): SourceError {
  const detail = `result code ${code}${message ? ` "${message}"` : ''} (${response.safeUrl})`;
  if (AUTH_CODES.has(code)) {
    return new SourceError(PROVIDER, 'AUTH', detail, { status: response.status, url: response.safeUrl });
  }
  if (QUOTA_CODES.has(code)) {
    // The day's quota: retrying now cannot help; the next scheduled sync tries again.
    return new SourceError(PROVIDER, 'RATE_LIMITED', detail, {
      status: response.status,
      url: response.safeUrl,
      retryable: false,
    });
  }
  return new SourceError(PROVIDER, 'PROVIDER', detail, {
    status: response.status,
    url: response.safeUrl,
    retryable: false,
  });
}

function schemaError(detail: string, response: HttpResponse): SourceError {
  return new SourceError(PROVIDER, 'SCHEMA', `${detail} (${response.safeUrl})`, {
    status: response.status,
    url: response.safeUrl,
    retryable: false,
  });
}

function xmlText(text: string, tag: string): string {
  return (new RegExp(`<${tag}\\b[^>]*>([^<]*)</${tag}>`, 'i').exec(text)?.[1] ?? '').trim();
}

/** An answer's rows, or a typed error. A "no data" answer is an empty list. */
function parseAnswer(response: HttpResponse, secrets: string[]): { rows: unknown[]; total: number } {
  const text = response.text.trim();
  if (looksLikeHtml(text)) {
    throw new SourceError(PROVIDER, 'MAINTENANCE', `HTML page instead of data (${response.safeUrl})`, {
      status: response.status,
      url: response.safeUrl,
    });
  }
  const clean = (message: string) => redactText(message, secrets).replace(/\s+/g, ' ').slice(0, 120);
  if (text.startsWith('<')) {
    // The data.go.kr gateway answers a wrong key, an expired one or a used-up quota with an XML body (status 200),
    // whatever dataFormat asked for.
    const code = xmlText(text, 'returnReasonCode') || xmlText(text, 'resultCode');
    const message = clean(
      xmlText(text, 'returnAuthMsg') || xmlText(text, 'errMsg') || xmlText(text, 'resultMsg'),
    );
    if (code === NO_DATA) return { rows: [], total: 0 };
    if (code) throw codeError(code, message, response);
    throw schemaError('XML instead of JSON', response);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw schemaError('response is not JSON', response);
  }
  const wrapped = QnetWrappedSchema.safeParse(body);
  if (wrapped.success) body = wrapped.data.response;
  const parsed = QnetAnswerSchema.safeParse(body);
  if (!parsed.success) {
    throw schemaError(`unexpected response shape: ${describeZodError(parsed.error)}`, response);
  }
  const answer: QnetAnswer = parsed.data;
  const code = answer.header.resultCode;
  if (code === NO_DATA) return { rows: [], total: 0 };
  if (code !== '00' && code !== '0') throw codeError(code, clean(answer.header.resultMsg ?? ''), response);
  if (!answer.body) throw schemaError('unexpected response shape: body is missing', response);
  const rows = rowsOf(answer.body.items);
  return { rows, total: answer.body.totalCount ?? rows.length };
}

/** A schedule row → our record, or why it was skipped. */
function toRecord(
  row: QnetRound,
  certificate: CertificateEntry & { qnet: { qualgbCd: string } },
): ExamRoundRecord | { skipped: string } {
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
    writtenExamStart: row.docExamStartDt,
    writtenExamEnd: row.docExamEndDt,
    writtenResultDate: row.docPassDt,
    practicalRegStart: row.pracRegStartDt,
    practicalRegEnd: row.pracRegEndDt,
    practicalExamStart: row.pracExamStartDt,
    practicalExamEnd: row.pracExamEndDt,
    practicalResultDate: row.pracPassDt,
  };
  return EXAM_ROUND_DATE_FIELDS.some((field) => record[field] !== null) ? record : { skipped: 'no dates' };
}

export function createQnetExamSource(options: QnetSourceOptions): ExamSource {
  const serviceKey = plainServiceKey(options.serviceKey);
  const secrets = [...new Set([options.serviceKey, serviceKey])].filter(Boolean);
  const baseUrl = (options.baseUrl ?? QNET_BASE_URL).replace(/\/+$/, '');
  const maxPages = Math.max(1, options.maxPagesPerOccupation ?? QNET_DEFAULT_MAX_PAGES);
  const log = options.log ?? silentLog;
  const http = createHttpClient({
    provider: PROVIDER,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
    retries: options.retries ?? 2,
    retryDelayMs: options.retryDelayMs,
    breaker: options.breaker,
    clock: options.clock,
    secrets,
    log,
  });

  function pageUrl(qualgbCd: string, jmCd: string, implYy: number, pageNo: number): string {
    const params = new URLSearchParams({
      serviceKey,
      numOfRows: String(QNET_PAGE_SIZE),
      pageNo: String(pageNo),
      dataFormat: 'json',
      implYy: String(implYy),
      qualgbCd,
      jmCd,
    });
    return `${baseUrl}${QNET_SCHEDULE_PATH}?${params}`;
  }

  return {
    kind: 'QNET',
    async fetchExamRounds(context: FetchContext): Promise<ExamRoundRecord[]> {
      const targets = scheduledCertificates(options.certificates ?? allCertificates()).filter(
        (certificate) => certificate.qnet.jmCd !== undefined,
      );
      if (targets.length === 0) {
        throw new SourceError(PROVIDER, 'PROVIDER', 'no certificate has a confirmed Q-Net 종목코드 (jmCd)', {
          retryable: false,
        });
      }
      const year = Number(seoulDateOf(context.now).slice(0, 4));
      const records: ExamRoundRecord[] = [];
      for (const certificate of targets) {
        const jmCd = certificate.qnet.jmCd as string;
        for (const implYy of [year, year + 1]) {
          const skipped: Record<string, number> = {};
          const count = (reason: string) => {
            skipped[reason] = (skipped[reason] ?? 0) + 1;
          };
          let total = 0;
          let pages = 0;
          for (let pageNo = 1; pageNo <= maxPages; pageNo++) {
            const answer = await http.get(pageUrl(certificate.qnet.qualgbCd, jmCd, implYy, pageNo), {
              signal: context.signal,
              headers: { accept: 'application/json' },
              parse: (response) => parseAnswer(response, secrets),
              parseError: (response) =>
                response.status === 401 || response.status === 403
                  ? new SourceError(PROVIDER, 'AUTH', `HTTP ${response.status} (${response.safeUrl})`, {
                      status: response.status,
                      url: response.safeUrl,
                    })
                  : undefined,
            });
            pages += 1;
            total = answer.total;
            for (const raw of answer.rows) {
              const parsed = QnetRoundSchema.safeParse(raw);
              if (!parsed.success) {
                count(`malformed:${firstIssuePath(parsed.error)}`);
                continue;
              }
              const record = toRecord(parsed.data, certificate);
              if ('skipped' in record) count(record.skipped);
              else records.push(record);
            }
            if (answer.rows.length === 0 || pageNo * QNET_PAGE_SIZE >= total) break;
          }
          if (Object.keys(skipped).length > 0) {
            log.warn(
              { provider: PROVIDER, certificate: certificate.key, implYy, skipped },
              'qnet: skipped rounds',
            );
          }
          log.info(
            { provider: PROVIDER, certificate: certificate.key, implYy, total, pages },
            'qnet: schedule fetched',
          );
        }
      }
      return records;
    },
  };
}
