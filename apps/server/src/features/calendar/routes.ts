import {
  CalendarFeedCreatedSchema,
  CalendarFeedParamsSchema,
  CalendarFeedRevokedSchema,
  CalendarFeedStatusSchema,
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicUrlOf } from '../../config.ts';
import { routeKit } from '../../plugins/route-kit.ts';
import {
  createCalendarFeed,
  getCalendarFeedStatus,
  type PlanItemsOf,
  renderCalendarFeed,
  revokeCalendarFeed,
} from './service.ts';

const tags = ['calendar'];

/** The member's private calendar subscription (ADR 024) and the feed itself (public, behind its secret). */
export const calendarRoutes: FastifyPluginAsyncZod<{ planItemsOf: PlanItemsOf }> = async (
  app,
  { planItemsOf },
) => {
  const { db, clock, config } = app.deps;
  const publicUrl = publicUrlOf(config);
  const { member } = routeKit(app, tags);
  const feed = '/v1/member/calendar-feed';

  member.get(
    feed,
    { summary: '달력 구독 주소가 있는지', response: CalendarFeedStatusSchema },
    ({ memberId }) => getCalendarFeedStatus({ db }, { memberId }),
  );
  member.post(
    feed,
    {
      summary: '달력 구독 주소 만들기 (이전 주소는 멈춰요, 주소는 이때 한 번만 보여요)',
      response: CalendarFeedCreatedSchema,
    },
    ({ memberId }) => createCalendarFeed({ db, now: clock.now(), publicUrl }, { memberId }),
  );
  member.delete(feed, { summary: '달력 구독 끊기', response: CalendarFeedRevokedSchema }, ({ memberId }) =>
    revokeCalendarFeed({ db }, { memberId }),
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
