import { RegionListResponseSchema, successEnvelope } from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.ts';
import { listRegions } from './service.ts';

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/region/all',
    {
      schema: {
        tags: ['regions'],
        summary: '전체 지역 목록 (시·도, 시·군·구)',
        response: { 200: successEnvelope(RegionListResponseSchema) },
      },
    },
    async () => ok(app, await listRegions({ db: app.deps.db })),
  );
};
