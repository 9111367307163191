/**
 * pino serializers that keep personal data out of the logs (SECURITY.md, logs). Error objects carry more than their
 * message: drizzle's DrizzleQueryError and PGlite's errors hold the query's `params` (login IDs, e-mail addresses,
 * memo text) and drizzle writes them into its message and stack too; pg's errors hold `detail`
 * (`Key (email)=(…) already exists`). pino's standard serializer copies every enumerable field, so errors are
 * rebuilt here from a short list of fields that describe the failure without describing the person.
 */

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  aggregateErrors?: LoggedError[];
  [field: string]: unknown;
};

/** Fields that say what failed (SQLSTATE, constraint, SQL text with placeholders, errno), never with which values. */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'errno',
  'syscall',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'query',
] as const;

const MAX_DEPTH = 4;
const MAX_AGGREGATED = 5;
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g;

function isErrorLike(value: unknown): value is Error & Record<string, unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';
}

/** The message without the values it may quote. */
export function safeErrorMessage(error: { message: string; code?: unknown }): string {
  let message = error.message;
  // drizzle: "Failed query: <sql>\nparams: <values>" — the SQL stays, the values go.
  const params = message.indexOf('\nparams:');
  if (params !== -1) message = message.slice(0, params);
  // Data exceptions quote the offending value: invalid input syntax for type integer: "…".
  if (typeof error.code === 'string' && error.code.startsWith('22'))
    message = message.replace(/"[^"]*"/g, '"…"');
  return message.replace(EMAIL, '[email]');
}

function serializeError(
  error: Error & Record<string, unknown>,
  depth: number,
  parentQuery?: unknown,
): LoggedError {
  const type =
    typeof error.constructor === 'function' && error.constructor.name ? error.constructor.name : error.name;
  const message = safeErrorMessage(error);
  // The stack's first lines repeat the original message (params included): keep only the frames.
  const frames = (typeof error.stack === 'string' ? error.stack : '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of KEPT_FIELDS) {
    const value = error[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  // drizzle's wrapper and the driver's error both carry the same SQL text: once is enough.
  if (parentQuery !== undefined && logged.query === parentQuery) delete logged.query;
  if (depth < MAX_DEPTH) {
    if (isErrorLike(error.cause)) logged.cause = serializeError(error.cause, depth + 1, logged.query);
    const errors = error.errors;
    if (Array.isArray(errors)) {
      logged.aggregateErrors = errors
        .slice(0, MAX_AGGREGATED)
        .filter(isErrorLike)
        .map((inner) => serializeError(inner, depth + 1));
    }
  }
  return logged;
}

export function errSerializer(value: unknown): LoggedError {
  if (isErrorLike(value)) return serializeError(value, 0);
  return { type: typeof value, message: String(value), stack: '' };
}

type LoggedRequest = {
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
};

/**
 * Fastify's default request line carries the client's IP and port and the full URL, whose query string can hold a
 * login ID or an e-mail address (`check-id?loginId=`). The route pattern (`/v1/todo/:todoId`) is what operators need;
 * unmatched paths keep their path without the query.
 */
export function reqSerializer(request: LoggedRequest): { method?: string; url?: string } {
  const route = request.routeOptions?.url;
  const path = typeof request.url === 'string' ? request.url.split('?')[0] : undefined;
  return { method: request.method, url: route ?? path };
}
