import { TimelineQuerySchema, TimelineResponseSchema } from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeKit } from '../../plugins/route-kit.ts';
import { type CertificatesOf, getTimeline } from './service.ts';

/** The member's timeline (issue 15): own items only; a job the member has not chosen is a 404. */
export const timelineRoutes: FastifyPluginAsyncZod<{ certificatesOf: CertificatesOf }> = async (
  app,
  { certificatesOf },
) => {
  const { db, clock } = app.deps;
  routeKit(app, ['timeline']).member.get(
    '/v1/my-dream/timeline',
    {
      summary: '내 준비 시간표 (목표일, 저장한 공고 마감, 과정 시작, 자격증 시험 일정)',
      querystring: TimelineQuerySchema,
      response: TimelineResponseSchema,
    },
    ({ memberId, query }) =>
      getTimeline({ db, now: clock.now(), certificatesOf }, { memberId, jobId: query.jobId }),
  );
};
