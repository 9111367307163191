import {
  OneClickUnsubscribeQuerySchema,
  ReminderSettingsSchema,
  UnsubscribeRequestSchema,
  UnsubscribeResponseSchema,
  UpdateReminderSettingsSchema,
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeKit } from '../../plugins/route-kit.ts';
import { getReminderSettings, unsubscribeReminders, updateReminderSettings } from './service.ts';

const tags = ['reminders'];

/** Reminder mail settings (members) and the mail's unsubscribe (anyone holding a valid link). ADR 023. */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, jwtSecret } = app.deps;
  const { member, open } = routeKit(app, tags);
  const settings = '/v1/member/reminders';
  // Both unsubscribe routes (the page's and a mail app's one-click) do the same with the link's token.
  const unsubscribe = (token: string) =>
    unsubscribeReminders({ db, now: clock.now(), secret: jwtSecret }, { token });

  member.get(settings, { summary: '알림 메일 설정', response: ReminderSettingsSchema }, ({ memberId }) =>
    getReminderSettings({ db }, { memberId }),
  );
  member.put(
    settings,
    {
      summary: '알림 메일 켜기·끄기 (월요일 모아보기는 알림이 켜져 있을 때만)',
      body: UpdateReminderSettingsSchema,
      response: ReminderSettingsSchema,
    },
    ({ memberId, body }) => updateReminderSettings({ db, now: clock.now() }, { memberId, settings: body }),
  );
  open.post(
    '/v1/member/reminders/unsubscribe',
    {
      summary: '메일의 링크로 알림 끄기 (로그인 없이)',
      body: UnsubscribeRequestSchema,
      response: UnsubscribeResponseSchema,
    },
    ({ body }) => unsubscribe(body.token),
  );

  // RFC 8058: a mail app's own 구독 취소 button posts `List-Unsubscribe=One-Click` here, the token in the query (the
  // mail's List-Unsubscribe header). The body says nothing we need; it is read as text and left alone.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    routeKit(scope.withTypeProvider<ZodTypeProvider>(), tags).open.post(
      '/v1/member/reminders/unsubscribe/one-click',
      {
        summary: '메일 앱의 구독 취소 버튼으로 알림 끄기 (RFC 8058, 로그인 없이)',
        querystring: OneClickUnsubscribeQuerySchema,
        response: UnsubscribeResponseSchema,
      },
      ({ query }) => unsubscribe(query.token),
    );
  });
};
