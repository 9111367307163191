import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errSerializer, reqSerializer } from './log-serializers.ts';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Accept a well-formed incoming `x-request-id` (from a proxy) or make one. */
export function generateRequestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Every response carries `x-request-id`, errors included, so a user's report can be matched to the logs. */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/**
 * pino options: JSON logs, request id on every line, secrets redacted, and no personal data in request or error
 * lines (SECURITY.md, logs).
 */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: { err: errSerializer, req: reqSerializer },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.newPasswordCheck',
        '*.accessToken',
        '*.refreshToken',
        '*.token',
        'body.code',
        'req.body.code',
        '*.verificationCode',
      ],
      censor: '[redacted]',
    },
  };
}
