import { allCertificates } from '../../features/exams/certificates.ts';
import { redactText } from '../../platform/redact.ts';
import { seoulDateOf } from '../../platform/seoul-date.ts';
import { SourceError } from '../../platform/source-error.ts';
import type { ProbeOptions, ProbeResult } from '../probe-types.ts';
import { createSourceHttp } from '../source-http.ts';
import {
  explainQnetStatus,
  plainServiceKey,
  QNET_BASE_URL,
  QNET_RESULT_CODES,
  QnetResultError,
  qnetScheduleUrl,
  qnetTargets,
  readQnetAnswer,
  roundsOfRows,
} from './adapter.ts';
import { QnetRoundSchema, readQnetEnvelope } from './schema.ts';

/**
 * `npm run sources:check` for Q-Net (docs/decisions/029, 031): ONE request, 종목코드 9511 (직업상담사2급, the code
 * with a recorded live answer) for this Seoul year, a few rows, page 1, read by the adapter's own parsing.
 */

const PROBE_JMCD = '9511';
const PROBE_ROWS = 10;

/** "row 2 (implSeq 1): docExamStartDt: not a calendar day" for each field of each row that does not parse. */
function rowIssues(rows: readonly unknown[]): string[] {
  const issues: string[] = [];
  rows.forEach((raw, index) => {
    const parsed = QnetRoundSchema.safeParse(raw);
    if (parsed.success) return;
    const seq =
      raw !== null && typeof raw === 'object' && 'implSeq' in raw ? ` (implSeq ${String(raw.implSeq)})` : '';
    for (const issue of parsed.error.issues) {
      issues.push(`row ${index + 1}${seq}: ${issue.path.map(String).join('.') || '(row)'}: ${issue.message}`);
    }
  });
  return issues;
}

export async function probeQnet(options: ProbeOptions): Promise<ProbeResult> {
  const serviceKey = plainServiceKey(options.key);
  const secrets = [...new Set([options.key, serviceKey])].filter(Boolean);
  const safe = (text: string) => redactText(text, secrets);
  const implYy = Number(seoulDateOf(new Date()).slice(0, 4));
  const asked = `jmCd ${PROBE_JMCD} (직업상담사2급), implYy ${implYy}, numOfRows ${PROBE_ROWS}, page 1`;
  const source = createSourceHttp({
    provider: 'qnet',
    defaultBaseUrl: QNET_BASE_URL,
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    defaultTimeoutMs: 15_000,
    timeoutMs: options.timeoutMs,
    retries: 0,
    secrets,
  });
  const url = qnetScheduleUrl(source.baseUrl, {
    serviceKey,
    numOfRows: PROBE_ROWS,
    pageNo: 1,
    implYy,
    qualgbCd: 'T',
    jmCd: PROBE_JMCD,
  });

  let answer: { rows: unknown[]; resultCode: string; text: string };
  try {
    answer = await source.getJson(url, {
      parse: (response) => ({ ...readQnetAnswer(response, secrets), text: response.text }),
      parseError: (response) => explainQnetStatus(response, secrets),
    });
  } catch (error) {
    if (error instanceof QnetResultError) {
      return {
        status: 'ERROR',
        summary: `${asked}: result code ${error.resultCode} — ${QNET_RESULT_CODES[error.resultCode] ?? 'a code the service does not document'}`,
        details: [],
      };
    }
    if (error instanceof SourceError && error.kind === 'SCHEMA') {
      return {
        status: 'DIFFERS',
        summary: `${asked}: the answer is not in the documented shape`,
        details: [safe(error.message)],
      };
    }
    const words =
      error instanceof SourceError && error.kind === 'MAINTENANCE'
        ? 'an HTML page came instead of data (maintenance or an error page)'
        : error instanceof SourceError && error.kind === 'AUTH'
          ? `the key was refused (HTTP ${error.status})`
          : safe(error instanceof Error ? error.message : String(error));
    return { status: 'ERROR', summary: `${asked}: ${words}`, details: [] };
  }

  if (answer.resultCode === '03') {
    return {
      status: 'OK',
      summary: `${asked}: result code 03 — ${QNET_RESULT_CODES['03']}; no rows to check yet`,
      details: [],
    };
  }
  const details = rowIssues(answer.rows);
  const envelope = readQnetEnvelope(JSON.parse(answer.text));
  if (envelope.success && envelope.data.body?.totalCount === undefined) {
    details.unshift('body.totalCount is missing (the adapter pages by it)');
  }
  if (details.length > 0) {
    return {
      status: 'DIFFERS',
      summary: `${asked}: ${answer.rows.length} rows, ${details.length} differences from the documented shape`,
      details: details.map(safe),
    };
  }
  const certificate = qnetTargets(allCertificates()).find((entry) => entry.qnet.jmCd === PROBE_JMCD);
  const rounds = certificate ? roundsOfRows(answer.rows, certificate) : null;
  const merged = rounds
    ? `; ${rounds.records.length} rounds (${rounds.merged} from two rows), ${rounds.skipped['round 0'] ?? 0} round 0 skipped`
    : '';
  return {
    status: 'OK',
    summary: `${asked}: ${answer.rows.length} rows, each as documented${merged}`,
    details: [],
  };
}
