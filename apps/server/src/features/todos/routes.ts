import {
  AddJobParamsSchema,
  AddJobResponseSchema,
  MyJobListResponseSchema,
  successEnvelope,
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMemberId } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { addJobToMyList, listMyJobs } from './service.ts';

/** To-do routes. So far: choosing a job and the chosen-jobs list; the to-do calls arrive with the to-do issue. */
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

  app.post(
    '/v1/my-dream/job/:jobId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['todos'],
        security: [{ bearerAuth: [] }],
        summary: '직업 담기 (시작 할일과 함께 할일 목록 만들기)',
        params: AddJobParamsSchema,
        response: { 200: successEnvelope(AddJobResponseSchema) },
      },
    },
    async (request) => {
      const added = await addJobToMyList(
        { db: app.deps.db, clock: app.deps.clock },
        { memberId: requireMemberId(request), jobId: request.params.jobId },
      );
      // Visitors' "popular" counts members' chosen occupations (ADR 014).
      app.listReads.choicesChanged();
      return ok(app, added);
    },
  );
};
