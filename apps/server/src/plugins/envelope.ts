import type { FastifyInstance, FastifyReply } from 'fastify';

/** Wraps a handler result in the success envelope `{ success: true, timestamp, data }`. */
export function ok<T>(app: FastifyInstance, data: T) {
  return { success: true as const, timestamp: app.deps.clock.now().toISOString(), data };
}

/**
 * Sends the success envelope around `json`, the data already serialized as the route's response serializer would
 * (`jsonAnswer` in platform/list-reads.ts): the same bytes and content type as `ok`, without validating and
 * serializing the data again. The onSend hooks (compression, headers) still run.
 */
export function sendData(app: FastifyInstance, reply: FastifyReply, json: string): FastifyReply {
  const timestamp = app.deps.clock.now().toISOString();
  return reply
    .type('application/json; charset=utf-8')
    .send(`{"success":true,"timestamp":${JSON.stringify(timestamp)},"data":${json}}`);
}
