import { RecommendRequestSchema, RecommendResponseSchema, successEnvelope } from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.ts';
import { recommendForAnswers } from './service.ts';

export const recommendRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/job/recommend',
    {
      schema: {
        tags: ['recommend'],
        summary: '설문 답으로 직업 3개 추천 (규칙 기반, 이유 포함)',
        body: RecommendRequestSchema,
        response: { 200: successEnvelope(RecommendResponseSchema) },
      },
    },
    async (request) => ok(app, await recommendForAnswers({ db: app.deps.db, answers: request.body.answers })),
  );
};
