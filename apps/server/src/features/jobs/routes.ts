import {
  JobDetailResponseSchema,
  JobIdParamsSchema,
  JobListQuerySchema,
  JobListResponseSchema,
  successEnvelope,
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.ts';
import { findJobDetail, findJobs } from './service.ts';

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/job/list',
    {
      schema: {
        tags: ['jobs'],
        summary: '직업 목록 (필터, 9개씩, 가나다순)',
        querystring: JobListQuerySchema,
        response: { 200: successEnvelope(JobListResponseSchema) },
      },
    },
    async (request) =>
      ok(app, await findJobs({ db: app.deps.db, reads: app.listReads, query: request.query })),
  );

  app.get(
    '/v1/job/detail/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: '직업 상세',
        params: JobIdParamsSchema,
        response: { 200: successEnvelope(JobDetailResponseSchema) },
      },
    },
    async (request) =>
      ok(app, await findJobDetail({ db: app.deps.db, reads: app.listReads, jobId: request.params.id })),
  );
};
