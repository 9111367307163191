import {
  PopularRecruitResponseSchema,
  RecruitDetailQuerySchema,
  RecruitDetailResponseSchema,
  RecruitListQuerySchema,
  RecruitListResponseSchema,
  RecruitNearQuerySchema,
  RecruitNearResponseSchema,
  successEnvelope,
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, sendData } from '../../plugins/envelope.ts';
import { findNearPostings } from './near-service.ts';
import { findPopularPostings, findPosting, findPostings } from './service.ts';

export const recruitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/recruit/list',
    {
      schema: {
        tags: ['recruit'],
        summary: '채용 공고 목록 (직업·지역 필터, 정렬, 12개씩)',
        querystring: RecruitListQuerySchema,
        response: { 200: successEnvelope(RecruitListResponseSchema) },
      },
    },
    async (request, reply) =>
      sendData(
        app,
        reply,
        (await findPostings({ reads: app.listReads, clock: app.deps.clock, query: request.query })).json,
      ),
  );

  app.get(
    '/v1/recruit/popular',
    {
      onRequest: app.authenticateOptional,
      schema: {
        tags: ['recruit'],
        summary: '인기 직업 채용 현황 (3개; 로그인하면 내 직업과 사는 지역 기준)',
        response: { 200: successEnvelope(PopularRecruitResponseSchema) },
      },
    },
    async (request, reply) =>
      sendData(
        app,
        reply,
        (
          await findPopularPostings({
            reads: app.listReads,
            clock: app.deps.clock,
            memberId: request.memberId,
          })
        ).json,
      ),
  );

  app.get(
    '/v1/recruit/near',
    {
      onRequest: app.authenticateOptional,
      schema: {
        tags: ['recruit'],
        summary: '가까운 채용 공고 (구·군 → 시·도 → 전국 순, 오늘 마감은 마지막; 로그인하면 사는 곳 기준)',
        querystring: RecruitNearQuerySchema,
        response: { 200: successEnvelope(RecruitNearResponseSchema) },
      },
    },
    async (request, reply) =>
      sendData(
        app,
        reply,
        (
          await findNearPostings({
            reads: app.listReads,
            clock: app.deps.clock,
            memberId: request.memberId,
            query: request.query,
          })
        ).json,
      ),
  );

  app.get(
    '/v1/recruit/detail',
    {
      schema: {
        tags: ['recruit'],
        summary: '채용 공고 상세',
        querystring: RecruitDetailQuerySchema,
        response: { 200: successEnvelope(RecruitDetailResponseSchema) },
      },
    },
    async (request) =>
      ok(app, await findPosting({ db: app.deps.db, clock: app.deps.clock, id: request.query.id })),
  );
};
