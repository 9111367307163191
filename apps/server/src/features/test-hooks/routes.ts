import { successEnvelope } from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.ts';

/**
 * Not part of the product's API (so not in the contract): hooks the browser journeys need to see background work that
 * would otherwise wait for a cron tick. Registered only with TEST_HOOKS=on, which production refuses (ADR 026).
 */
const ScanRequestSchema = z.object({
  /** The moment the scan stands for (the journeys "advance the clock" to a to-do's D-day). */
  at: z.iso.datetime({ offset: true, error: '시각은 2026-06-10T08:00:00+09:00 같은 형식이어야 해요.' }),
});
const ScanResponseSchema = z.object({ queued: z.literal(true), at: z.string() });

/** `reminderScanQueue`: the reminders' daily scan, named by app.ts (issue 29). */
export const testHookRoutes: FastifyPluginAsyncZod<{ reminderScanQueue: string }> = async (
  app,
  { reminderScanQueue },
) => {
  app.post(
    '/v1/test-hooks/reminders-scan',
    {
      schema: {
        hide: true,
        body: ScanRequestSchema,
        response: { 200: successEnvelope(ScanResponseSchema) },
      },
    },
    async (request) => {
      const at = new Date(request.body.at).toISOString();
      // Through the queue, as the cron's run: the scan and the mails are the same jobs production works.
      await app.deps.queue.enqueue(reminderScanQueue, { at });
      return ok(app, { queued: true as const, at });
    },
  );
};
