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
  successEnvelope,
  VerifyCodeRequestSchema,
  VerifyCodeResponseSchema,
  WithdrawResponseSchema,
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseCookies } from '../../platform/cookies.ts';
import { deviceProofCookies } from '../../platform/login-throttle.ts';
import { requireMemberId } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
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

const tags = ['auth'];
const security = [{ bearerAuth: [] }];

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
type RateLimit = { rateLimit: { max: number; timeWindow: number } };

/** `dropCalendarFeed`: a password reset retires the calendar address too (ADR 024); app.ts passes it in. */
export const authRoutes: FastifyPluginAsyncZod<{ dropCalendarFeed: DropCalendarFeed }> = async (
  app,
  { dropCalendarFeed },
) => {
  const { config } = app.deps;
  // Stricter per-IP limits than the global one on the public auth routes (SECURITY.md rate limits).
  const authLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 } };
  const codeLimit = { rateLimit: { max: config.CODE_RATE_LIMIT_MAX, timeWindow: 60_000 } };
  sessionRoutes(app, authLimit);
  availabilityRoutes(app, authLimit);
  verificationRoutes(app, codeLimit);
  accountRoutes(app, authLimit, dropCalendarFeed);
};

/** Log in, rotate the refresh token, log out. */
function sessionRoutes(app: RouteApp, limit: RateLimit) {
  const { config, clock, db } = app.deps;
  const session = () => ({ db, jwtSecret: app.deps.jwtSecret, now: clock.now() });

  app.post(
    '/v1/member/auth/login',
    {
      config: limit,
      schema: {
        tags,
        summary: '로그인',
        body: LoginRequestSchema,
        response: { 200: successEnvelope(LoginResponseSchema) },
      },
    },
    async (request, reply) => {
      const { session: data, deviceProof } = await loginMember(
        {
          ...session(),
          ip: request.ip,
          cookies: parseCookies(request.headers.cookie),
          hashGate: app.hashGate,
        },
        request.body,
      );
      reply.header('set-cookie', deviceProofCookies(deviceProof, { secure: config.isProduction }));
      return ok(app, data);
    },
  );

  app.post(
    '/v1/member/auth/refresh',
    {
      config: limit,
      schema: {
        tags,
        summary: '토큰 재발급 (리프레시 토큰 회전)',
        body: RefreshRequestSchema,
        response: { 200: successEnvelope(RefreshResponseSchema) },
      },
    },
    async (request) => ok(app, await refreshSession(session(), request.body)),
  );

  app.post(
    '/v1/member/auth/logout',
    {
      config: limit,
      schema: {
        tags,
        summary: '로그아웃 (토큰 묶음 폐기)',
        body: LogoutRequestSchema,
        response: { 200: successEnvelope(LogoutResponseSchema) },
      },
    },
    async (request) => ok(app, await endSession({ db, now: clock.now() }, request.body)),
  );
}

/** Whether a login id or a nickname is still free. */
function availabilityRoutes(app: RouteApp, limit: RateLimit) {
  const { db } = app.deps;

  app.get(
    '/v1/member/auth/check-id',
    {
      config: limit,
      schema: {
        tags,
        summary: '아이디 중복 확인',
        querystring: CheckIdQuerySchema,
        response: { 200: successEnvelope(DuplicatedResponseSchema) },
      },
    },
    async (request) => ok(app, await checkLoginId({ db }, request.query)),
  );

  app.get(
    '/v1/member/auth/check-nickname',
    {
      config: limit,
      schema: {
        tags,
        summary: '닉네임 중복 확인',
        querystring: CheckNicknameQuerySchema,
        response: { 200: successEnvelope(DuplicatedResponseSchema) },
      },
    },
    async (request) => ok(app, await checkNickname({ db }, request.query)),
  );
}

/** The e-mailed code that sign-up, find-id and reset-password start with. */
function verificationRoutes(app: RouteApp, limit: RateLimit) {
  const { config, clock, db, queue } = app.deps;

  app.post(
    '/v1/member/auth/email/verifications',
    {
      config: limit,
      schema: {
        tags,
        summary: '이메일 인증번호 받기 (회원가입, 아이디 찾기, 비밀번호 찾기)',
        body: SendVerificationRequestSchema,
        response: { 200: successEnvelope(SendVerificationResponseSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await sendVerificationCode(
          {
            db,
            queue,
            now: clock.now(),
            ip: request.ip,
            sendsPerHourPerIp: config.CODE_SENDS_PER_HOUR_PER_IP,
          },
          request.body,
        ),
      ),
  );

  app.post(
    '/v1/member/auth/email/verifications/verify',
    {
      config: limit,
      schema: {
        tags,
        summary: '이메일 인증번호 확인',
        body: VerifyCodeRequestSchema,
        response: { 200: successEnvelope(VerifyCodeResponseSchema) },
      },
    },
    async (request) => ok(app, await verifyCode({ db, now: clock.now() }, request.body)),
  );
}

/** An account's life: sign up, reset the password, withdraw. */
function accountRoutes(app: RouteApp, limit: RateLimit, dropCalendarFeed: DropCalendarFeed) {
  const { clock, db, storage } = app.deps;

  app.post(
    '/v1/member/auth/sign-up',
    {
      config: limit,
      schema: {
        tags,
        summary: '회원가입 (이메일 인증 후)',
        body: SignUpRequestSchema,
        response: { 200: successEnvelope(SignUpResponseSchema) },
      },
    },
    async (request) =>
      ok(app, await signUpMember({ db, now: clock.now(), hashGate: app.hashGate }, request.body)),
  );

  app.post(
    '/v1/member/auth/email/password',
    {
      config: limit,
      schema: {
        tags,
        summary: '비밀번호 재설정 (비밀번호 찾기 인증 후)',
        body: ResetPasswordRequestSchema,
        response: { 200: successEnvelope(ResetPasswordResponseSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await resetPassword(
          {
            db,
            now: clock.now(),
            jwtSecret: app.deps.jwtSecret,
            ip: request.ip,
            hashGate: app.hashGate,
            dropCalendarFeed,
          },
          request.body,
        ),
      ),
  );

  app.post(
    '/v1/member/auth/withdraw',
    {
      onRequest: app.authenticate,
      config: limit,
      schema: {
        tags,
        security,
        summary: '회원 탈퇴 (모든 개인 정보 삭제)',
        response: { 200: successEnvelope(WithdrawResponseSchema) },
      },
    },
    async (request) => {
      const withdrawn = await withdrawMember(
        { db, storage, log: request.log },
        { memberId: requireMemberId(request) },
      );
      // The member's chosen occupations went with them: visitors' "popular" counts those (ADR 014).
      app.listReads.choicesChanged();
      return ok(app, withdrawn);
    },
  );
}
