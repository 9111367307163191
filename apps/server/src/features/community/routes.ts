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
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seoulDateOf } from '../../platform/seoul-date.ts';
import { type RouteApp, type RouteKit, routeKit } from '../../plugins/route-kit.ts';
import {
  getOtherTodoGroup,
  getOtherTodoMemo,
  listJobCardPage,
  listJobCards,
  listMostActiveCards,
  listSameDreamCards,
  viewerKeyOf,
} from './service.ts';

/**
 * Others' public to-do lists (API.md "Others' lists", ADR 019). Everything here is read-only and public-only; the
 * paged list, one group and one memo are optional-auth (a deliberate deviation from API.md's "(auth)": the spec
 * lets visitors browse public dreamers, and views are counted for visitors too).
 */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const kit = routeKit(app, ['community']);
  cardRoutes(app, kit);
  jobPageRoute(app, kit);
  planRoutes(app, kit);
};

/** The three-card strips: the most active dreamers, those with my dream, those preparing one job. */
function cardRoutes(app: RouteApp, { member, optional }: RouteKit) {
  const { storage, clock } = app.deps;
  const reads = app.listReads;
  const deps = () => ({ reads, storage, now: clock.now() });

  optional.get(
    '/v1/todo/other/public',
    { summary: '가장 열심히 하는 꿈꾸는 사람들 (공개 할일 목록 3개)', response: OtherTodoCardsSchema },
    ({ memberId }) => listMostActiveCards(deps(), { memberId }),
  );
  member.get(
    '/v1/todo/other',
    {
      summary: '같은 꿈을 꾸는 사람들 (내가 담은 직업의 공개 할일 목록 3개)',
      response: OtherTodoCardsSchema,
    },
    ({ memberId }) => listSameDreamCards(deps(), { memberId }),
  );
  optional.get(
    '/v1/todo/other/simple/:jobId',
    {
      summary: '이 직업을 준비하는 사람들 (공개 할일 목록 3개)',
      params: CommunityJobParamsSchema,
      response: OtherTodoCardsSchema,
    },
    ({ memberId, params }) => listJobCards(deps(), { memberId }, { jobId: params.jobId }),
  );
}

function jobPageRoute(app: RouteApp, { optional }: RouteKit) {
  const { storage, clock } = app.deps;
  const reads = app.listReads;
  optional.get(
    '/v1/todo/other/:jobId',
    {
      summary: '이 직업을 준비하는 사람들 (한 쪽에 10개, page는 0부터)',
      params: CommunityJobParamsSchema,
      querystring: CommunityPageQuerySchema,
      response: OtherTodoPageSchema,
    },
    ({ memberId, params, query }) =>
      listJobCardPage(
        { reads, storage, now: clock.now() },
        { memberId },
        { jobId: params.jobId, page: query.page },
      ),
  );
}

/** One public plan and one of its memos. */
function planRoutes(app: RouteApp, { optional }: RouteKit) {
  const { db, storage, clock } = app.deps;
  // The visitor hash's key, derived from the JWT secret (shared by every instance) for this one use.
  const viewSecret = createHmac('sha256', app.deps.jwtSecret).update('dasibom:todo-group-views').digest();

  optional.get(
    '/v1/todo/:todoGroupId',
    {
      summary: '다른 사람의 할일 목록 (공개 할일만; 조회수는 하루 한 번)',
      params: CommunityGroupParamsSchema,
      response: OtherTodoGroupSchema,
    },
    ({ request, memberId, params }) => {
      const now = clock.now();
      const viewerKey = viewerKeyOf(viewSecret, {
        memberId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        day: seoulDateOf(now),
      });
      return getOtherTodoGroup(
        { db, storage, now },
        { viewer: { memberId }, viewerKey, todoGroupId: params.todoGroupId },
      );
    },
  );
  optional.get(
    '/v1/todo/:todoId/memo',
    {
      summary: '다른 사람의 할일 메모 (공개 할일만)',
      params: CommunityMemoParamsSchema,
      response: OtherTodoMemoSchema,
    },
    ({ params }) =>
      getOtherTodoMemo({ db, fileLinks: app.fileLinks, now: clock.now() }, { todoId: params.todoId }),
  );
}
