import {
  PopularRecruitResponseSchema,
  RecruitDetailQuerySchema,
  RecruitDetailResponseSchema,
  RecruitListQuerySchema,
  RecruitListResponseSchema,
  RecruitNearQuerySchema,
  RecruitNearResponseSchema,
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeKit, Serialized } from '../../plugins/route-kit.ts';
import { findPostings } from './list-service.ts';
import { findNearPostings } from './near-service.ts';
import { findPopularPostings } from './popular-service.ts';
import { findPosting } from './posting-service.ts';

export const recruitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { open, optional } = routeKit(app, ['recruit']);
  const reads = app.listReads;
  const { clock, db } = app.deps;

  open.get(
    '/v1/recruit/list',
    {
      summary: '채용 공고 목록 (직업·지역 필터, 정렬, 12개씩)',
      querystring: RecruitListQuerySchema,
      response: RecruitListResponseSchema,
    },
    async ({ query }) => new Serialized((await findPostings({ reads, clock, query })).json),
  );
  optional.get(
    '/v1/recruit/popular',
    {
      summary: '인기 직업 채용 현황 (3개; 로그인하면 내 직업과 사는 지역 기준)',
      response: PopularRecruitResponseSchema,
      undocumentedAuth: true,
    },
    async ({ memberId }) => new Serialized((await findPopularPostings({ reads, clock, memberId })).json),
  );
  optional.get(
    '/v1/recruit/near',
    {
      summary: '가까운 채용 공고 (구·군 → 시·도 → 전국 순, 오늘 마감은 마지막; 로그인하면 사는 곳 기준)',
      querystring: RecruitNearQuerySchema,
      response: RecruitNearResponseSchema,
      undocumentedAuth: true,
    },
    async ({ memberId, query }) =>
      new Serialized((await findNearPostings({ reads, clock, memberId, query })).json),
  );
  open.get(
    '/v1/recruit/detail',
    {
      summary: '채용 공고 상세',
      querystring: RecruitDetailQuerySchema,
      response: RecruitDetailResponseSchema,
    },
    ({ query }) => findPosting({ db, clock, id: query.id }),
  );
};
