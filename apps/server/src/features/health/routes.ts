import { HealthResponseSchema } from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Liveness plus a database check. Not in the envelope: load balancers read the status code. Details collect what
 * features report (the sync job adds `lastSyncAt` and `source`).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: '상태 확인',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      let database: 'ok' | 'down' = 'ok';
      try {
        await app.deps.database.ping();
      } catch (error) {
        // Load balancers ask every few seconds: the outage is logged once, not once per check.
        app.databaseOutage.report(error, app.log);
        database = 'down';
      }
      const details: Record<string, unknown> = { database: app.deps.database.kind };
      for (const [key, read] of app.deps.health.entries()) details[key] = await read();
      const body = {
        status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
        database,
        uptimeSeconds: Math.round(process.uptime()),
        details,
      };
      return reply.status(database === 'ok' ? 200 : 503).send(body);
    },
  );
};
