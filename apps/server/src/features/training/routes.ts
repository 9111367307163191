import { successEnvelope, TrainingListQuerySchema, TrainingListResponseSchema } from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendData } from '../../plugins/envelope.ts';
import { findCourses } from './service.ts';

export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/training/list',
    {
      schema: {
        tags: ['training'],
        summary: '훈련과정 목록 (직업·지역·과정 종류 필터, 시작일 정렬, 12개씩)',
        querystring: TrainingListQuerySchema,
        response: { 200: successEnvelope(TrainingListResponseSchema) },
      },
    },
    async (request, reply) =>
      sendData(
        app,
        reply,
        (await findCourses({ reads: app.listReads, clock: app.deps.clock, query: request.query })).json,
      ),
  );
};
