/**
 * The shapes shared by `npm run sources:check` (one bounded live request per configured source) and the local
 * stand-ins (`npm run sources:stand-in`) that answer as each service documents. Each adapter folder has a
 * `probe.ts` and a `stand-in.ts` built on these.
 */

/** OK: the answer parsed as the adapter reads it. DIFFERS: it answered, but not in the documented shape. */
export type ProbeStatus = 'OK' | 'DIFFERS' | 'ERROR';

export type ProbeResult = {
  status: ProbeStatus;
  /** One line in plain words: what was asked and what came back (the service's error code and its meaning). */
  summary: string;
  /** What differs, field by field, or nothing. Never the key. */
  details: string[];
};

export type ProbeOptions = {
  key: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** One answer of a stand-in, exactly as the service would send it (status 200 error bodies included). */
export type StandInAnswer = { status: number; contentType: string; body: string };

/** A stand-in for one service: the request URL (path and query, as the adapter sent it) → the answer. */
export type StandInHandler = (url: URL) => StandInAnswer;

/** What a real host answers for a path it does not know. */
export function notFoundAnswer(): StandInAnswer {
  return {
    status: 404,
    contentType: 'text/html; charset=utf-8',
    body: '<html><body>Not Found</body></html>',
  };
}
