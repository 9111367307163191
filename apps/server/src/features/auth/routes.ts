import {
  CheckIdQuerySchema,
  CheckNicknameQuerySchema,
  DuplicatedResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutRequestSchema,
  LogoutResponseSchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
  SendVerificationRequestSchema,
  SendVerificationResponseSchema,
  SignUpRequestSchema,
  SignUpResponseSchema,
  VerifyCodeRequestSchema,
  VerifyCodeResponseSchema,
  WithdrawResponseSchema,
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseCookies } from '../../platform/cookies.ts';
import { deviceProofCookies } from '../../platform/login-throttle.ts';
import { type RouteApp, type RouteKit, routeKit } from '../../plugins/route-kit.ts';
import {
  checkLoginId,
  checkNickname,
  type DropCalendarFeed,
  loginMember,
  resetPassword,
  signUpMember,
  withdrawMember,
} from './service.ts';
import { endSession, refreshSession } from './session-service.ts';
import { sendVerificationCode, verifyCode } from './verification-service.ts';

type RateLimit = { rateLimit: { max: number; timeWindow: number } };

/** `dropCalendarFeed`: a password reset retires the calendar address too (ADR 024); app.ts passes it in. */
export const authRoutes: FastifyPluginAsyncZod<{ dropCalendarFeed: DropCalendarFeed }> = async (
  app,
  { dropCalendarFeed },
) => {
  const { config } = app.deps;
  const kit = routeKit(app, ['auth']);
  // Stricter per-IP limits than the global one on the public auth routes (SECURITY.md rate limits).
  const authLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 } };
  const codeLimit = { rateLimit: { max: config.CODE_RATE_LIMIT_MAX, timeWindow: 60_000 } };
  sessionRoutes(app, kit, authLimit);
  availabilityRoutes(app, kit, authLimit);
  verificationRoutes(app, kit, codeLimit);
  accountRoutes(app, kit, authLimit, dropCalendarFeed);
};

/** Log in, rotate the refresh token, log out. */
function sessionRoutes(app: RouteApp, { open }: RouteKit, config: RateLimit) {
  const { clock, db } = app.deps;
  const session = () => ({ db, jwtSecret: app.deps.jwtSecret, now: clock.now() });

  open.post(
    '/v1/member/auth/login',
    { config, summary: '로그인', body: LoginRequestSchema, response: LoginResponseSchema },
    async ({ request, reply, body }) => {
      const { session: data, deviceProof } = await loginMember(
        {
          ...session(),
          ip: request.ip,
          cookies: parseCookies(request.headers.cookie),
          hashGate: app.hashGate,
        },
        body,
      );
      reply.header('set-cookie', deviceProofCookies(deviceProof, { secure: app.deps.config.isProduction }));
      return data;
    },
  );
  open.post(
    '/v1/member/auth/refresh',
    {
      config,
      summary: '토큰 재발급 (리프레시 토큰 회전)',
      body: RefreshRequestSchema,
      response: RefreshResponseSchema,
    },
    ({ body }) => refreshSession(session(), body),
  );
  open.post(
    '/v1/member/auth/logout',
    {
      config,
      summary: '로그아웃 (토큰 묶음 폐기)',
      body: LogoutRequestSchema,
      response: LogoutResponseSchema,
    },
    ({ body }) => endSession({ db, now: clock.now() }, body),
  );
}

/** Whether a login id or a nickname is still free. */
function availabilityRoutes(app: RouteApp, { open }: RouteKit, config: RateLimit) {
  const { db } = app.deps;
  const answer = { config, response: DuplicatedResponseSchema };

  open.get(
    '/v1/member/auth/check-id',
    { ...answer, summary: '아이디 중복 확인', querystring: CheckIdQuerySchema },
    ({ query }) => checkLoginId({ db }, query),
  );
  open.get(
    '/v1/member/auth/check-nickname',
    { ...answer, summary: '닉네임 중복 확인', querystring: CheckNicknameQuerySchema },
    ({ query }) => checkNickname({ db }, query),
  );
}

/** The e-mailed code that sign-up, find-id and reset-password start with. */
function verificationRoutes(app: RouteApp, { open }: RouteKit, limit: RateLimit) {
  const { config, clock, db, queue } = app.deps;

  open.post(
    '/v1/member/auth/email/verifications',
    {
      config: limit,
      summary: '이메일 인증번호 받기 (회원가입, 아이디 찾기, 비밀번호 찾기)',
      body: SendVerificationRequestSchema,
      response: SendVerificationResponseSchema,
    },
    ({ request, body }) =>
      sendVerificationCode(
        { db, queue, now: clock.now(), ip: request.ip, sendsPerHourPerIp: config.CODE_SENDS_PER_HOUR_PER_IP },
        body,
      ),
  );
  open.post(
    '/v1/member/auth/email/verifications/verify',
    {
      config: limit,
      summary: '이메일 인증번호 확인',
      body: VerifyCodeRequestSchema,
      response: VerifyCodeResponseSchema,
    },
    ({ body }) => verifyCode({ db, now: clock.now() }, body),
  );
}

/** An account's life: sign up, reset the password, withdraw. */
function accountRoutes(
  app: RouteApp,
  { open, member }: RouteKit,
  config: RateLimit,
  dropCalendarFeed: DropCalendarFeed,
) {
  const { clock, db, storage } = app.deps;
  const { hashGate } = app;

  open.post(
    '/v1/member/auth/sign-up',
    {
      config,
      summary: '회원가입 (이메일 인증 후)',
      body: SignUpRequestSchema,
      response: SignUpResponseSchema,
    },
    ({ body }) => signUpMember({ db, now: clock.now(), hashGate }, body),
  );
  open.post(
    '/v1/member/auth/email/password',
    {
      config,
      summary: '비밀번호 재설정 (비밀번호 찾기 인증 후)',
      body: ResetPasswordRequestSchema,
      response: ResetPasswordResponseSchema,
    },
    ({ request, body }) =>
      resetPassword(
        { db, now: clock.now(), jwtSecret: app.deps.jwtSecret, ip: request.ip, hashGate, dropCalendarFeed },
        body,
      ),
  );
  member.post(
    '/v1/member/auth/withdraw',
    { config, summary: '회원 탈퇴 (모든 개인 정보 삭제)', response: WithdrawResponseSchema },
    async ({ request, memberId }) => {
      const withdrawn = await withdrawMember({ db, storage, log: request.log }, { memberId });
      // The member's chosen occupations went with them: visitors' "popular" counts those (ADR 014).
      app.listReads.choicesChanged();
      return withdrawn;
    },
  );
}
