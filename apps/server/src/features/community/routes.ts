import { createHmac } from 'node:crypto';
import {
  CommunityGroupParamsSchema,
  CommunityJobParamsSchema,
  CommunityMemoParamsSchema,
  CommunityPageQuerySchema,
  OtherTodoCardsSchema,
  OtherTodoGroupSchema,
  OtherTodoMemoSchema,
  OtherTodoPageSchema,
  successEnvelope,
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seoulDateOf } from '../../platform/seoul-date.ts';
import { requireMemberId } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import {
  getOtherTodoGroup,
  getOtherTodoMemo,
  listJobCardPage,
  listJobCards,
  listMostActiveCards,
  listSameDreamCards,
  viewerKeyOf,
} from './service.ts';

const tags = ['community'];
// Optional auth: a token is read when there is one (own groups are left out), a visitor sees the same public plans.
const optionalSecurity: Record<string, string[]>[] = [{}, { bearerAuth: [] }];
const security = [{ bearerAuth: [] }];

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Others' public to-do lists (API.md "Others' lists", ADR 019). Everything here is read-only and public-only; the
 * paged list, one group and one memo are optional-auth (a deliberate deviation from API.md's "(auth)": the spec
 * lets visitors browse public dreamers, and views are counted for visitors too).
 */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  cardRoutes(app);
  jobPageRoute(app);
  planRoutes(app);
};

/** The three-card strips: the most active dreamers, those with my dream, those preparing one job. */
function cardRoutes(app: RouteApp) {
  const { storage, clock } = app.deps;
  const reads = app.listReads;
  const optional = { onRequest: app.authenticateOptional };

  app.get(
    '/v1/todo/other/public',
    {
      ...optional,
      schema: {
        tags,
        security: optionalSecurity,
        summary: '가장 열심히 하는 꿈꾸는 사람들 (공개 할일 목록 3개)',
        response: { 200: successEnvelope(OtherTodoCardsSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await listMostActiveCards({ reads, storage, now: clock.now() }, { memberId: request.memberId }),
      ),
  );

  app.get(
    '/v1/todo/other',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '같은 꿈을 꾸는 사람들 (내가 담은 직업의 공개 할일 목록 3개)',
        response: { 200: successEnvelope(OtherTodoCardsSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await listSameDreamCards(
          { reads, storage, now: clock.now() },
          { memberId: requireMemberId(request) },
        ),
      ),
  );

  app.get(
    '/v1/todo/other/simple/:jobId',
    {
      ...optional,
      schema: {
        tags,
        security: optionalSecurity,
        summary: '이 직업을 준비하는 사람들 (공개 할일 목록 3개)',
        params: CommunityJobParamsSchema,
        response: { 200: successEnvelope(OtherTodoCardsSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await listJobCards(
          { reads, storage, now: clock.now() },
          { memberId: request.memberId },
          { jobId: request.params.jobId },
        ),
      ),
  );
}

function jobPageRoute(app: RouteApp) {
  const { storage, clock } = app.deps;
  const reads = app.listReads;
  app.get(
    '/v1/todo/other/:jobId',
    {
      onRequest: app.authenticateOptional,
      schema: {
        tags,
        security: optionalSecurity,
        summary: '이 직업을 준비하는 사람들 (한 쪽에 10개, page는 0부터)',
        params: CommunityJobParamsSchema,
        querystring: CommunityPageQuerySchema,
        response: { 200: successEnvelope(OtherTodoPageSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await listJobCardPage(
          { reads, storage, now: clock.now() },
          { memberId: request.memberId },
          { jobId: request.params.jobId, page: request.query.page },
        ),
      ),
  );
}

/** One public plan and one of its memos. */
function planRoutes(app: RouteApp) {
  const { db, storage, clock } = app.deps;
  const optional = { onRequest: app.authenticateOptional };
  // The visitor hash's key, derived from the JWT secret (shared by every instance) for this one use.
  const viewSecret = createHmac('sha256', app.deps.jwtSecret).update('dasibom:todo-group-views').digest();

  app.get(
    '/v1/todo/:todoGroupId',
    {
      ...optional,
      schema: {
        tags,
        security: optionalSecurity,
        summary: '다른 사람의 할일 목록 (공개 할일만; 조회수는 하루 한 번)',
        params: CommunityGroupParamsSchema,
        response: { 200: successEnvelope(OtherTodoGroupSchema) },
      },
    },
    async (request) => {
      const now = clock.now();
      const viewerKey = viewerKeyOf(viewSecret, {
        memberId: request.memberId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        day: seoulDateOf(now),
      });
      return ok(
        app,
        await getOtherTodoGroup(
          { db, storage, now },
          { viewer: { memberId: request.memberId }, viewerKey, todoGroupId: request.params.todoGroupId },
        ),
      );
    },
  );

  app.get(
    '/v1/todo/:todoId/memo',
    {
      ...optional,
      schema: {
        tags,
        security: optionalSecurity,
        summary: '다른 사람의 할일 메모 (공개 할일만)',
        params: CommunityMemoParamsSchema,
        response: { 200: successEnvelope(OtherTodoMemoSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await getOtherTodoMemo(
          { db, fileLinks: app.fileLinks, now: clock.now() },
          { todoId: request.params.todoId },
        ),
      ),
  );
}
