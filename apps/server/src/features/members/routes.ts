import {
  ChangeNicknameRequestSchema,
  ChangeNicknameResponseSchema,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  ChangeRegionRequestSchema,
  ChangeRegionResponseSchema,
  ChangeTextSizeRequestSchema,
  ChangeTextSizeResponseSchema,
  DeleteJobsRequestSchema,
  DeleteJobsResponseSchema,
  DeleteProfileImageResponseSchema,
  MemberInfoResponseSchema,
  ProfileImageResponseSchema,
  successEnvelope,
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseCookies } from '../../platform/cookies.ts';
import { readImageFile } from '../../platform/multipart.ts';
import { requireMemberId } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import {
  changeNickname,
  changePassword,
  changeRegion,
  changeTextSize,
  type DropCalendarFeed,
  deleteMemberJobs,
  deleteProfileImage,
  getMemberInfo,
  uploadProfileImage,
} from './service.ts';

const tags = ['members'];
const security = [{ bearerAuth: [] }];

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** `dropCalendarFeed`: a password change retires the calendar address too (ADR 024); app.ts passes it in. */
export const memberRoutes: FastifyPluginAsyncZod<{ dropCalendarFeed: DropCalendarFeed }> = async (
  app,
  { dropCalendarFeed },
) => {
  infoRoute(app);
  settingRoutes(app);
  passwordRoute(app, dropCalendarFeed);
  profileImageRoutes(app);
  jobRoutes(app);
};

function infoRoute(app: RouteApp) {
  const { db, storage } = app.deps;
  app.get(
    '/v1/member/info',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '내 정보',
        response: { 200: successEnvelope(MemberInfoResponseSchema) },
      },
    },
    async (request) => ok(app, await getMemberInfo({ db, storage }, { memberId: requireMemberId(request) })),
  );
}

/** Nickname, region and text size: one value each, replaced. */
function settingRoutes(app: RouteApp) {
  const { clock, db } = app.deps;
  const base = { onRequest: app.authenticate };

  app.put(
    '/v1/member/nickname',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: '닉네임 변경',
        body: ChangeNicknameRequestSchema,
        response: { 200: successEnvelope(ChangeNicknameResponseSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await changeNickname(
          { db, now: clock.now() },
          { memberId: requireMemberId(request), nickname: request.body.newNickName },
        ),
      ),
  );

  app.put(
    '/v1/member/region',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: '거주지 변경',
        body: ChangeRegionRequestSchema,
        response: { 200: successEnvelope(ChangeRegionResponseSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await changeRegion(
          { db, now: clock.now() },
          { memberId: requireMemberId(request), regionCode: request.body.newRegionCode },
        ),
      ),
  );

  app.put(
    '/v1/member/text-size',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: '글자 크기 기억하기 (보통, 크게, 아주 크게)',
        body: ChangeTextSizeRequestSchema,
        response: { 200: successEnvelope(ChangeTextSizeResponseSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await changeTextSize(
          { db, now: clock.now() },
          { memberId: requireMemberId(request), textSize: request.body.textSize },
        ),
      ),
  );
}

function passwordRoute(app: RouteApp, dropCalendarFeed: DropCalendarFeed) {
  const { config, clock, db } = app.deps;
  app.put(
    '/v1/member/password',
    {
      onRequest: app.authenticate,
      // A stolen access token must not become a fast current-password oracle.
      config: { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: '비밀번호 변경 (현재 비밀번호 확인, 다른 기기 로그아웃)',
        body: ChangePasswordRequestSchema,
        response: { 200: successEnvelope(ChangePasswordResponseSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await changePassword(
          {
            db,
            now: clock.now(),
            jwtSecret: app.deps.jwtSecret,
            ip: request.ip,
            cookies: parseCookies(request.headers.cookie),
            hashGate: app.hashGate,
            dropCalendarFeed,
          },
          {
            memberId: requireMemberId(request),
            sessionId: request.sessionId,
            currentPassword: request.body.currentPassword,
            newPassword: request.body.newPassword,
          },
        ),
      ),
  );
}

function profileImageRoutes(app: RouteApp) {
  const { clock, db, storage } = app.deps;
  const base = { onRequest: app.authenticate };

  app.post(
    '/v1/member/profile',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: '프로필 이미지 올리기 (multipart, 필드 file)',
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(ProfileImageResponseSchema) },
      },
    },
    async (request) => {
      const memberId = requireMemberId(request);
      const data = await readImageFile(request);
      return ok(
        app,
        await uploadProfileImage({ db, storage, now: clock.now(), log: request.log }, { memberId, data }),
      );
    },
  );

  app.delete(
    '/v1/member/profile',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: '프로필 이미지 삭제',
        response: { 200: successEnvelope(DeleteProfileImageResponseSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await deleteProfileImage(
          { db, storage, now: clock.now(), log: request.log },
          { memberId: requireMemberId(request) },
        ),
      ),
  );
}

function jobRoutes(app: RouteApp) {
  const { db, storage } = app.deps;
  app.delete(
    '/v1/member/job',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '담은 직업 삭제 (할일 목록과 함께)',
        body: DeleteJobsRequestSchema,
        response: { 200: successEnvelope(DeleteJobsResponseSchema) },
      },
    },
    async (request) => {
      const deleted = await deleteMemberJobs(
        { db, storage, log: request.log },
        { memberId: requireMemberId(request), jobIds: request.body.jobIds },
      );
      // Visitors' "popular" counts members' chosen occupations (ADR 014).
      app.listReads.choicesChanged();
      return ok(app, deleted);
    },
  );
}
