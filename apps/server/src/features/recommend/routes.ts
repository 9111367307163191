import {
  LatestRecommendationResponseSchema,
  RecommendRequestSchema,
  RecommendResponseSchema,
  SavedAnswersResponseSchema,
  successEnvelope,
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMemberId } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { loadAnswerFacts } from './answer-facts.ts';
import {
  findLatestRecommendation,
  findMemberAnswers,
  recommendForAnswers,
  saveMemberAnswers,
} from './service.ts';

export const recommendRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read and checked once at start-up: a table that names a missing question, option or job fact stops the boot.
  const answerFacts = loadAnswerFacts();

  app.post(
    '/v1/job/recommend',
    {
      // Works for visitors; a member's answers and result are also kept, to revise them or read the result again.
      onRequest: app.authenticateOptional,
      schema: {
        tags: ['recommend'],
        summary: '설문 답으로 직업 3개 추천 (규칙 기반, 이유 포함)',
        body: RecommendRequestSchema,
        response: { 200: successEnvelope(RecommendResponseSchema) },
      },
    },
    async (request) => {
      const { answers } = request.body;
      const result = await recommendForAnswers({ db: app.deps.db, answers, answerFacts });
      if (request.memberId !== null) {
        await saveMemberAnswers(
          { db: app.deps.db, clock: app.deps.clock },
          { memberId: request.memberId, answers, result },
        );
      }
      return ok(app, result);
    },
  );

  app.get(
    '/v1/job/recommend/answers',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['recommend'],
        security: [{ bearerAuth: [] }],
        summary: '내가 마지막으로 제출한 설문 답',
        response: { 200: successEnvelope(SavedAnswersResponseSchema) },
      },
    },
    async (request) =>
      ok(app, await findMemberAnswers({ db: app.deps.db }, { memberId: requireMemberId(request) })),
  );

  app.get(
    '/v1/job/recommend/latest',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['recommend'],
        security: [{ bearerAuth: [] }],
        summary: '내가 마지막으로 받은 추천 결과 (그때 보인 그대로)',
        response: { 200: successEnvelope(LatestRecommendationResponseSchema) },
      },
    },
    async (request) =>
      ok(app, await findLatestRecommendation({ db: app.deps.db }, { memberId: requireMemberId(request) })),
  );
};
