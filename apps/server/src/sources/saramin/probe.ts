import { redactText } from '../../platform/redact.ts';
import { describeZodError } from '../normalize.ts';
import type { ProbeOptions, ProbeResult } from '../probe-types.ts';
import { SARAMIN_BASE_URL, saraminSearchUrl } from './adapter.ts';
import { explainSaraminError, jobList, readSaraminAnswer } from './answer.ts';
import { SaraminJobSchema } from './schema.ts';
import { loadSaraminSearchTerms } from './search-terms.ts';

/**
 * `npm run sources:check` for 사람인 (ADR 027): one request, page 0 of the first occupation's first phrase, five rows,
 * read by the adapter's own schema. One call of the day's quota; never retried; the key never appears in the result.
 */

export const SARAMIN_PROBE_ROWS = 5;

export async function probeSaramin(options: ProbeOptions): Promise<ProbeResult> {
  const key = options.key;
  const scrub = (text: string) => redactText(text, [key]);
  const [first] = loadSaraminSearchTerms().values();
  const phrase = first?.phrases[0] ?? '요양보호사';
  const url = saraminSearchUrl(options.baseUrl ?? SARAMIN_BASE_URL, key, {
    phrase,
    page: 0,
    count: SARAMIN_PROBE_ROWS,
  });
  const asked = `asked for ${SARAMIN_PROBE_ROWS} postings for "${phrase}"`;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  let status: number;
  let text: string;
  try {
    const response = await doFetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      status: 'ERROR',
      summary: timedOut ? `${asked}: no answer in time` : `${asked}: could not reach the service`,
      details: timedOut || !(error instanceof Error) ? [] : [scrub(error.message).slice(0, 200)],
    };
  }

  const answer = readSaraminAnswer(text);
  if (answer.kind === 'error') {
    const info = explainSaraminError(answer.code, answer.message);
    const code = answer.code === undefined ? 'an error without a code' : `error code ${answer.code}`;
    const said = scrub(answer.message).replace(/\s+/g, ' ').trim().slice(0, 200);
    return {
      status: 'ERROR',
      summary: `${asked}: 사람인 answered ${code}: ${info.meaning}`,
      details: said ? [`the service's message: "${said}"`] : [],
    };
  }
  if (status === 429)
    return { status: 'ERROR', summary: `${asked}: HTTP 429, too many requests`, details: [] };
  if (status < 200 || status >= 300) {
    return {
      status: 'ERROR',
      summary: `${asked}: HTTP ${status} without the service's error body`,
      details: [],
    };
  }
  if (answer.kind === 'html') {
    return {
      status: 'ERROR',
      summary: `${asked}: an HTML page came back instead of data (often a maintenance notice)`,
      details: [],
    };
  }
  if (answer.kind === 'not-json') {
    return { status: 'DIFFERS', summary: `${asked}: the answer is not JSON`, details: [] };
  }
  if (answer.kind === 'shape') {
    return {
      status: 'DIFFERS',
      summary: `${asked}: the answer is not the documented {"jobs": {…}} envelope`,
      details: [answer.issues],
    };
  }

  const list = jobList(answer.jobs);
  const details: string[] = [];
  list.forEach((raw, index) => {
    const parsed = SaraminJobSchema.safeParse(raw);
    if (!parsed.success) details.push(`job ${index + 1}: ${describeZodError(parsed.error)}`);
  });
  const read = `total ${answer.jobs.total}, ${list.length} on this page`;
  if (details.length > 0) {
    return {
      status: 'DIFFERS',
      summary: `${asked}: ${read}; ${details.length} not in the documented shape`,
      details,
    };
  }
  return { status: 'OK', summary: `${asked}: ${read}, all read as documented`, details: [] };
}
