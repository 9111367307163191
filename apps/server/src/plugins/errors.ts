import { ERRORS, type ErrorCode, type ErrorResponse } from '@dasibom/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, isAppError, isDatabaseUnavailable, sqlStateOf } from '../errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS, type DatabaseOutage } from './database-outage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Logs a database outage once per state change (see database-outage.ts). */
    databaseOutage: DatabaseOutage;
  }
}

type ErrorExtras = Pick<ErrorResponse, 'fields' | 'retryAfterSeconds'> & { message?: string };

export function errorBody(app: FastifyInstance, code: ErrorCode, extras: ErrorExtras = {}): ErrorResponse {
  const body: ErrorResponse = {
    success: false,
    timestamp: app.deps.clock.now().toISOString(),
    status: ERRORS[code].status,
    code,
    message: extras.message ?? ERRORS[code].message,
  };
  if (extras.fields && Object.keys(extras.fields).length > 0) body.fields = extras.fields;
  if (extras.retryAfterSeconds !== undefined) body.retryAfterSeconds = extras.retryAfterSeconds;
  return body;
}

export function sendError(
  app: FastifyInstance,
  reply: FastifyReply,
  code: ErrorCode,
  extras: ErrorExtras = {},
): FastifyReply {
  const body = errorBody(app, code, extras);
  if (body.retryAfterSeconds !== undefined) reply.header('retry-after', String(body.retryAfterSeconds));
  return reply.status(body.status).type('application/json; charset=utf-8').send(body);
}

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** Zod issues → `{ "loginId": "4자 이상 입력해주세요." }`, first message per field. */
function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  const context = CONTEXT_NAMES[error.validationContext ?? 'body'] ?? 'body';
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key = path || context;
    if (!(key in fields)) fields[key] = issue.message ?? ERRORS.VALIDATION.message;
  }
  return fields;
}

/**
 * SQLSTATE class 23, integrity constraint violation (23503 foreign key, 23505 unique, 23502 not null, 23514 check…)
 * that no service turned into its own code: the data changed under the request (a race, e.g. a member withdrawn
 * mid-request) or a bug. Either way retrying after a reload is the reader's best move, never a 500.
 */
function isIntegrityViolation(state: string | undefined): boolean {
  return state?.startsWith('23') ?? false;
}

/**
 * SQLSTATE class 22, data exception (22P02 invalid text representation, 22003 out of range, 22007/22008 bad dates,
 * 22021 a NUL byte, 22P05 untranslatable…): a value the database cannot take, which the schemas should have refused.
 */
function isDataException(state: string | undefined): boolean {
  return state?.startsWith('22') ?? false;
}

/** How a classified error is logged: 5xx at error; database refusals at warn; an outage once per state change. */
type LogKind = 'default' | 'database-refused' | 'database-down';

function classify(error: FastifyError): { code: ErrorCode; extras?: ErrorExtras; log?: LogKind } {
  if (isAppError(error)) {
    return {
      code: error.code,
      extras: { message: error.message, fields: error.fields, retryAfterSeconds: error.retryAfterSeconds },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const fields = validationFields(error);
    const first = Object.values(fields)[0];
    return { code: 'VALIDATION', extras: { fields, message: first ?? ERRORS.VALIDATION.message } };
  }
  if (isResponseSerializationError(error)) return { code: 'INTERNAL' };
  const state = sqlStateOf(error);
  // A value the database cannot hold (a NUL byte, an out-of-range number) is the request's fault: 400, never 500.
  if (isDataException(state)) return { code: 'VALIDATION', log: 'database-refused' };
  if (isIntegrityViolation(state)) return { code: 'CONFLICT', log: 'database-refused' };
  if (isDatabaseUnavailable(error)) return { code: 'SERVICE_UNAVAILABLE', log: 'database-down' };
  const status = error.statusCode ?? 500;
  if (status === 413) return { code: 'PAYLOAD_TOO_LARGE' };
  if (status === 415) return { code: 'UNSUPPORTED_MEDIA_TYPE' };
  if (status === 429) return { code: 'RATE_LIMITED' };
  if (status === 404) return { code: 'NOT_FOUND' };
  if (status === 405) return { code: 'METHOD_NOT_ALLOWED' };
  if (status === 401) return { code: 'AUTH_INVALID' };
  if (status === 403) return { code: 'FORBIDDEN' };
  if (status >= 400 && status < 500) {
    const message = error.code?.startsWith('FST_ERR_CTP')
      ? '요청 형식이 올바르지 않아요. 다시 시도해 주세요.'
      : ERRORS.BAD_REQUEST.message;
    return { code: 'BAD_REQUEST', extras: { message } };
  }
  if (status === 503) return { code: 'SERVICE_UNAVAILABLE' };
  return { code: 'INTERNAL' };
}

/**
 * One error shape end to end: every thrown error becomes the error envelope with a code from the contract's closed
 * list. 5xx never carries internals (STACK-NOTES trap 9); they are logged with the request id instead.
 */
export function registerErrorHandler(app: FastifyInstance) {
  const outage = app.databaseOutage;

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { code, extras, log } = classify(error);
    const status = ERRORS[code].status;
    if (log === 'database-down') {
      outage.report(error, request.log);
      // Clients (and the web app) wait this long before trying again; the probe notices a return within a second.
      return sendError(app, reply, code, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
    }
    if (log === 'database-refused') {
      // Not the client's fault alone and not an outage: a race or a bug worth reading, without the error tone.
      request.log.warn({ err: error, code }, 'database refused the request');
      return sendError(app, reply, code);
    }
    if (isAppError(error) && status === 503) {
      // Load shed on purpose (the password-hash gate): no fault to log as an error, and the retry advice must reach
      // the client (Retry-After and retryAfterSeconds).
      request.log.warn({ code }, 'request refused');
      return sendError(app, reply, code, extras);
    }
    if (status >= 500) {
      request.log.error({ err: error, code }, 'request failed');
      return sendError(app, reply, code);
    }
    if (status === 429 || status === 413) request.log.warn({ code }, 'request refused');
    return sendError(app, reply, code, extras);
  });
}

export { AppError };
