import { ERRORS, type ErrorCode } from '@dasibom/contract';

type AppErrorOptions = {
  message?: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
  cause?: unknown;
};

/** The only error services throw on purpose. The error handler turns it into the error envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? ERRORS[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The SQLSTATE of a database error on either driver (drizzle wraps it: STACK-NOTES trap 6). */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';

/** The violated constraint's name on either driver (`members_login_id_key`…), to map a race to its 409. */
export function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string' && name) return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Errors that mean "the database is unreachable right now": answer 503 fast instead of 500. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
/** Socket errors of a driver that cannot reach the server (Node 20 reports a refused dual-stack connect as an
 * AggregateError whose message is empty, so the code is the only reliable sign). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
function hasUnreachableCode(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state && UNAVAILABLE_STATES.has(state)) return true;
  if (hasUnreachableCode(error)) return true;
  const text = `${(error as Error)?.message ?? ''} ${String((error as { cause?: Error })?.cause?.message ?? '')}`;
  return /ECONNREFUSED|ECONNRESET|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    text,
  );
}
