import { RegionListResponseSchema } from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeKit } from '../../plugins/route-kit.ts';
import { listRegions } from './service.ts';

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  routeKit(app, ['regions']).open.get(
    '/v1/region/all',
    { summary: '전체 지역 목록 (시·도, 시·군·구)', response: RegionListResponseSchema },
    () => listRegions({ db: app.deps.db }),
  );
};
