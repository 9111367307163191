import {
  OneClickUnsubscribeQuerySchema,
  ReminderSettingsSchema,
  successEnvelope,
  UnsubscribeRequestSchema,
  UnsubscribeResponseSchema,
  UpdateReminderSettingsSchema,
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireMemberId } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { getReminderSettings, unsubscribeReminders, updateReminderSettings } from './service.ts';

const tags = ['reminders'];
const security = [{ bearerAuth: [] }];

/** Reminder mail settings (members) and the mail's unsubscribe (anyone holding a valid link). ADR 023. */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, jwtSecret } = app.deps;
  // Both unsubscribe routes (the page's and a mail app's one-click) do the same with the link's token.
  const unsubscribe = async (token: string) =>
    ok(app, await unsubscribeReminders({ db, now: clock.now(), secret: jwtSecret }, { token }));

  app.get(
    '/v1/member/reminders',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '알림 메일 설정',
        response: { 200: successEnvelope(ReminderSettingsSchema) },
      },
    },
    async (request) => ok(app, await getReminderSettings({ db }, { memberId: requireMemberId(request) })),
  );

  app.put(
    '/v1/member/reminders',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '알림 메일 켜기·끄기 (월요일 모아보기는 알림이 켜져 있을 때만)',
        body: UpdateReminderSettingsSchema,
        response: { 200: successEnvelope(ReminderSettingsSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await updateReminderSettings(
          { db, now: clock.now() },
          { memberId: requireMemberId(request), settings: request.body },
        ),
      ),
  );

  app.post(
    '/v1/member/reminders/unsubscribe',
    {
      schema: {
        tags,
        summary: '메일의 링크로 알림 끄기 (로그인 없이)',
        body: UnsubscribeRequestSchema,
        response: { 200: successEnvelope(UnsubscribeResponseSchema) },
      },
    },
    async (request) => unsubscribe(request.body.token),
  );

  // RFC 8058: a mail app's own 구독 취소 button posts `List-Unsubscribe=One-Click` here, the token in the query (the
  // mail's List-Unsubscribe header). The body says nothing we need; it is read as text and left alone.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/v1/member/reminders/unsubscribe/one-click',
      {
        schema: {
          tags,
          summary: '메일 앱의 구독 취소 버튼으로 알림 끄기 (RFC 8058, 로그인 없이)',
          querystring: OneClickUnsubscribeQuerySchema,
          response: { 200: successEnvelope(UnsubscribeResponseSchema) },
        },
      },
      async (request) => unsubscribe(request.query.token),
    );
  });
};
