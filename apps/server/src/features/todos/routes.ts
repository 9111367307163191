import { MyJobListResponseSchema, successEnvelope } from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMemberId } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { listMyJobs } from './service.ts';

/** To-do routes. For now only the chosen-jobs list the account page needs; the rest arrives with the to-do issue. */
export const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/my-dream/todo/jobs',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['todos'],
        security: [{ bearerAuth: [] }],
        summary: '내가 담은 직업 목록',
        response: { 200: successEnvelope(MyJobListResponseSchema) },
      },
    },
    async (request) => ok(app, await listMyJobs({ db: app.deps.db }, { memberId: requireMemberId(request) })),
  );
};
