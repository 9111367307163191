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
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseCookies } from '../../platform/cookies.ts';
import { readImageFile } from '../../platform/multipart.ts';
import { type MemberRoute, type RouteApp, routeKit } from '../../plugins/route-kit.ts';
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

/** `dropCalendarFeed`: a password change retires the calendar address too (ADR 024); app.ts passes it in. */
export const memberRoutes: FastifyPluginAsyncZod<{ dropCalendarFeed: DropCalendarFeed }> = async (
  app,
  { dropCalendarFeed },
) => {
  const route = routeKit(app, ['members']).member;
  accountRoutes(app, route, dropCalendarFeed);
  fileAndJobRoutes(app, route);
};

/** The member's info; nickname, region and text size (one value each, replaced); the password. */
function accountRoutes(app: RouteApp, route: MemberRoute, dropCalendarFeed: DropCalendarFeed) {
  const { config, clock, db, storage } = app.deps;
  const deps = () => ({ db, now: clock.now() });

  route.get('/v1/member/info', { summary: '내 정보', response: MemberInfoResponseSchema }, ({ memberId }) =>
    getMemberInfo({ db, storage }, { memberId }),
  );
  route.put(
    '/v1/member/nickname',
    { summary: '닉네임 변경', body: ChangeNicknameRequestSchema, response: ChangeNicknameResponseSchema },
    ({ memberId, body }) => changeNickname(deps(), { memberId, nickname: body.newNickName }),
  );
  route.put(
    '/v1/member/region',
    { summary: '거주지 변경', body: ChangeRegionRequestSchema, response: ChangeRegionResponseSchema },
    ({ memberId, body }) => changeRegion(deps(), { memberId, regionCode: body.newRegionCode }),
  );
  route.put(
    '/v1/member/text-size',
    {
      summary: '글자 크기 기억하기 (보통, 크게, 아주 크게)',
      body: ChangeTextSizeRequestSchema,
      response: ChangeTextSizeResponseSchema,
    },
    ({ memberId, body }) => changeTextSize(deps(), { memberId, textSize: body.textSize }),
  );
  route.put(
    '/v1/member/password',
    {
      // A stolen access token must not become a fast current-password oracle.
      config: { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 } },
      summary: '비밀번호 변경 (현재 비밀번호 확인, 다른 기기 로그아웃)',
      body: ChangePasswordRequestSchema,
      response: ChangePasswordResponseSchema,
    },
    ({ request, memberId, body }) =>
      changePassword(
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
          memberId,
          sessionId: request.sessionId,
          currentPassword: body.currentPassword,
          newPassword: body.newPassword,
        },
      ),
  );
}

/** The profile image; chosen jobs removed (with their plans). */
function fileAndJobRoutes(app: RouteApp, route: MemberRoute) {
  const { clock, db, storage } = app.deps;

  route.post(
    '/v1/member/profile',
    {
      summary: '프로필 이미지 올리기 (multipart, 필드 file)',
      consumes: ['multipart/form-data'],
      response: ProfileImageResponseSchema,
    },
    async ({ request, memberId }) => {
      const data = await readImageFile(request);
      return uploadProfileImage({ db, storage, now: clock.now(), log: request.log }, { memberId, data });
    },
  );
  route.delete(
    '/v1/member/profile',
    { summary: '프로필 이미지 삭제', response: DeleteProfileImageResponseSchema },
    ({ request, memberId }) =>
      deleteProfileImage({ db, storage, now: clock.now(), log: request.log }, { memberId }),
  );
  route.delete(
    '/v1/member/job',
    {
      summary: '담은 직업 삭제 (할일 목록과 함께)',
      body: DeleteJobsRequestSchema,
      response: DeleteJobsResponseSchema,
    },
    async ({ request, memberId, body }) => {
      const deleted = await deleteMemberJobs(
        { db, storage, log: request.log },
        { memberId, jobIds: body.jobIds },
      );
      // Visitors' "popular" counts members' chosen occupations (ADR 014).
      app.listReads.choicesChanged();
      return deleted;
    },
  );
}
