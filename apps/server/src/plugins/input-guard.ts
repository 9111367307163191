import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

export const UNSAFE_TEXT_MESSAGE = '입력에 쓸 수 없는 문자가 들어 있어요. 내용을 확인해 주세요.';

/** True when a value holds a NUL character anywhere (strings, array items, object values; bounded depth). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  // Never walk a Buffer byte by byte or a stream (multipart parts are checked where they are read). Parsed query
  // strings come on their own prototype, so "plain object" is not the test.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL cannot store or compare text holding a NUL character: a query with one fails deep inside the driver
 * (SQLSTATE 22021) and would surface as a 500. No form of ours ever needs it, so any request carrying one in its
 * query string, path parameters or JSON body is refused with a 400 before a route runs — for every route at once.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      throw new AppError('VALIDATION', { message: UNSAFE_TEXT_MESSAGE });
    }
  });
}
