import type { FastifyInstance } from 'fastify';

/** Wraps a handler result in the success envelope `{ success: true, timestamp, data }`. */
export function ok<T>(app: FastifyInstance, data: T) {
  return { success: true as const, timestamp: app.deps.clock.now().toISOString(), data };
}
