import { CareerSuggestionsResponseSchema } from '@dasibom/contract';
import { CareerSuggestionsQuerySchema } from '@dasibom/contract/career-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeKit } from '../../plugins/route-kit.ts';
import { loadCareerPaths } from './career-paths.ts';
import { findCareerSuggestions } from './service.ts';

export const careerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read and checked once at start-up: a table naming a missing group, strength or job stops the boot.
  const table = loadCareerPaths();

  routeKit(app, ['career']).open.get(
    '/v1/career/suggestions',
    {
      summary: '경력에서 시작하기: 오래 해 온 일과 강점으로 이어지는 직업 (최대 5개, 이유 포함)',
      querystring: CareerSuggestionsQuerySchema,
      response: CareerSuggestionsResponseSchema,
    },
    ({ query }) => findCareerSuggestions({ db: app.deps.db, table, query }),
  );
};
