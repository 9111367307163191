import { redactText } from '../../platform/redact.ts';
import { addDays, seoulDateOf } from '../../platform/seoul-date.ts';
import { isSourceError } from '../../platform/source-error.ts';
import { firstIssuePath } from '../normalize.ts';
import type { ProbeOptions, ProbeResult } from '../probe-types.ts';
import { createWork24Client, selfPayOf, Work24ServiceError } from './adapter.ts';
import { Work24CourseSchema } from './schema.ts';

/** Rows asked for: enough to see the shape, little enough to cost nothing. */
const PROBE_PAGE_SIZE = 5;

const KIND_WORDS: Record<string, string> = {
  AUTH: 'the key was refused (missing, wrong, or not yet approved)',
  RATE_LIMITED: 'the call quota is used up',
  PROVIDER: 'the service answered with an error',
  MAINTENANCE: 'a web page (maintenance?) came back instead of data',
  SCHEMA: 'the answer is not in the documented shape',
  HTTP: 'the service answered with an HTTP error',
  NETWORK: 'the service could not be reached',
  TIMEOUT: 'the service did not answer in time',
  CIRCUIT_OPEN: 'calls are paused after repeated failures',
  ABORTED: 'the check was stopped',
};

/** "YYYY-MM-DD" → "YYYYMMDD". */
const ymd = (date: string) => date.replaceAll('-', '');

/** The first and last day of this month in Asia/Seoul, as the list's start-day window. */
function thisMonth(now: Date): { from: string; to: string } {
  const today = seoulDateOf(now);
  const first = `${today.slice(0, 8)}01`;
  const nextFirst = addDays(first, 32).slice(0, 8);
  return { from: ymd(first), to: ymd(addDays(`${nextFirst}01`, -1)) };
}

function describe(error: unknown, key: string, step: string): ProbeResult {
  const scrub = (text: string) => redactText(text, [key]);
  if (error instanceof Work24ServiceError) {
    return {
      status: 'ERROR',
      summary: scrub(
        `${step}: 고용24 answered "${error.serviceMessage || '(no message)'}" — ${KIND_WORDS[error.kind] ?? error.kind}`,
      ),
      details: [],
    };
  }
  if (isSourceError(error)) {
    const words = KIND_WORDS[error.kind] ?? error.kind;
    const status = error.status ? ` (HTTP ${error.status})` : '';
    // A shape problem is an answer that differs, not a failure to get one.
    if (error.kind === 'SCHEMA') {
      return {
        status: 'DIFFERS',
        summary: `${step}: ${words}`,
        details: [scrub(error.message.replace(/ \(https?:\/\/\S+\)$/, ''))],
      };
    }
    return { status: 'ERROR', summary: `${step}: ${words}${status}`, details: [] };
  }
  return { status: 'ERROR', summary: scrub(`${step}: ${String(error)}`).slice(0, 300), details: [] };
}

/**
 * `npm run sources:check` for 고용24: one list request (310L01, a few rows of courses starting this month), checked
 * with the adapter's own schema, and when a course came back, one course detail (310L02) for it. Never prints the
 * key: every message is scrubbed of it.
 */
export async function probeWork24(options: ProbeOptions): Promise<ProbeResult> {
  const client = createWork24Client({
    authKey: options.key,
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
    retries: 0,
  });
  const window = thisMonth(new Date());
  let page: { total: number; items: unknown[] };
  try {
    page = await client.listPage({ pageNum: 1, pageSize: PROBE_PAGE_SIZE, ...window });
  } catch (error) {
    return describe(error, options.key, 'list (310L01)');
  }

  const details: string[] = [];
  let first: { trprId: string; trprDegr: string; trainstCstId: string } | undefined;
  page.items.forEach((raw, index) => {
    const parsed = Work24CourseSchema.safeParse(raw);
    if (!parsed.success)
      details.push(`list row ${index + 1}: ${firstIssuePath(parsed.error)} is not as documented`);
    else first ??= parsed.data;
  });
  const listed = `list (310L01): ${page.total} courses start ${window.from}–${window.to}, ${page.items.length} read`;
  if (!first) {
    return {
      status: details.length > 0 ? 'DIFFERS' : 'OK',
      summary: `${listed}; no course to read the detail (310L02) of`,
      details,
    };
  }

  let feeWords: string;
  try {
    const detail = await client.courseDetail(first);
    const selfPay = selfPayOf(detail, first);
    feeWords =
      selfPay === null
        ? 'detail (310L02) read; it gives no 본인부담액 (tgcrGnrlTrneOwepAllt) for this course'
        : `detail (310L02) read; 본인부담액 ${selfPay.toLocaleString('en-US')} won`;
  } catch (error) {
    const result = describe(error, options.key, `${listed}; detail (310L02)`);
    return { ...result, details: [...details, ...result.details] };
  }
  return { status: details.length > 0 ? 'DIFFERS' : 'OK', summary: `${listed}; ${feeWords}`, details };
}
