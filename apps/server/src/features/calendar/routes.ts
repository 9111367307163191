import {
  CalendarFeedCreatedSchema,
  CalendarFeedParamsSchema,
  CalendarFeedRevokedSchema,
  CalendarFeedStatusSchema,
  successEnvelope,
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicUrlOf } from '../../config.ts';
import { requireMemberId } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import {
  createCalendarFeed,
  getCalendarFeedStatus,
  type PlanItemsOf,
  renderCalendarFeed,
  revokeCalendarFeed,
} from './service.ts';

const tags = ['calendar'];
const security = [{ bearerAuth: [] }];

/** The member's private calendar subscription (ADR 024) and the feed itself (public, behind its secret). */
export const calendarRoutes: FastifyPluginAsyncZod<{ planItemsOf: PlanItemsOf }> = async (
  app,
  { planItemsOf },
) => {
  const { db, clock, config } = app.deps;
  const publicUrl = publicUrlOf(config);
  const member = { onRequest: app.authenticate };

  app.get(
    '/v1/member/calendar-feed',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: '달력 구독 주소가 있는지',
        response: { 200: successEnvelope(CalendarFeedStatusSchema) },
      },
    },
    async (request) => ok(app, await getCalendarFeedStatus({ db }, { memberId: requireMemberId(request) })),
  );

  app.post(
    '/v1/member/calendar-feed',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: '달력 구독 주소 만들기 (이전 주소는 멈춰요, 주소는 이때 한 번만 보여요)',
        response: { 200: successEnvelope(CalendarFeedCreatedSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await createCalendarFeed({ db, now: clock.now(), publicUrl }, { memberId: requireMemberId(request) }),
      ),
  );

  app.delete(
    '/v1/member/calendar-feed',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: '달력 구독 끊기',
        response: { 200: successEnvelope(CalendarFeedRevokedSchema) },
      },
    },
    async (request) => ok(app, await revokeCalendarFeed({ db }, { memberId: requireMemberId(request) })),
  );

  app.get(
    '/v1/calendar/:file',
    {
      schema: {
        tags,
        summary: '달력 구독 (iCalendar, 비밀 주소)',
        params: CalendarFeedParamsSchema,
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const body = await renderCalendarFeed({ db, now: clock.now(), publicUrl, planItemsOf }, { token });
      return reply.type('text/calendar; charset=utf-8').send(body);
    },
  );
};
