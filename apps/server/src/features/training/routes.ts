import { TrainingListQuerySchema, TrainingListResponseSchema } from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeKit, Serialized } from '../../plugins/route-kit.ts';
import { findCourses } from './service.ts';

export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  routeKit(app, ['training']).open.get(
    '/v1/training/list',
    {
      summary: '훈련과정 목록 (직업·지역·과정 종류 필터, 시작일 정렬, 12개씩)',
      querystring: TrainingListQuerySchema,
      response: TrainingListResponseSchema,
    },
    async ({ query }) =>
      new Serialized((await findCourses({ reads: app.listReads, clock: app.deps.clock, query })).json),
  );
};
