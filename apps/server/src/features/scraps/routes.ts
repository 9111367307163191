import {
  RecruitScrapPageSchema,
  RecruitScrapParamsSchema,
  ScrapCheckQuerySchema,
  ScrapCheckResponseSchema,
  ScrapCreatedSchema,
  ScrapDeletedSchema,
  ScrapListQuerySchema,
  successEnvelope,
  TrainingScrapBodySchema,
  TrainingScrapDeleteQuerySchema,
  TrainingScrapPageSchema,
  TrainingScrapParamsSchema,
  TrainingScrapQuerySchema,
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMemberId } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import {
  addRecruitScrap,
  addTrainingScrap,
  checkScraps,
  deleteRecruitScrap,
  deleteTrainingScrap,
  listRecruitScraps,
  listTrainingScraps,
} from './service.ts';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

const member = (app: RouteApp) => ({ onRequest: app.authenticate }) as const;
const schemaBase = { tags: ['scraps'], security: [{ bearerAuth: [] }] };

/** Scraps (API.md "Scraps", ADR 017): members only; every call reads or changes the caller's own scraps. */
export const scrapRoutes: FastifyPluginAsyncZod = async (app) => {
  recruitScrapRoutes(app);
  trainingScrapRoutes(app);
  checkRoute(app);
  listRoutes(app);
};

function recruitScrapRoutes(app: RouteApp) {
  app.post(
    '/v1/scrap/recruit/:id',
    {
      ...member(app),
      schema: {
        ...schemaBase,
        summary: '채용 공고 스크랩 (저장할 때의 내용을 보관)',
        params: RecruitScrapParamsSchema,
        response: { 200: successEnvelope(ScrapCreatedSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await addRecruitScrap(
          { db: app.deps.db, clock: app.deps.clock },
          { memberId: requireMemberId(request), postingId: request.params.id },
        ),
      ),
  );

  app.delete(
    '/v1/scrap/recruit/:id',
    {
      ...member(app),
      schema: {
        ...schemaBase,
        summary: '채용 공고 스크랩 삭제 (본문은 읽지 않음)',
        params: RecruitScrapParamsSchema,
        response: { 200: successEnvelope(ScrapDeletedSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await deleteRecruitScrap(
          { db: app.deps.db },
          { memberId: requireMemberId(request), postingId: request.params.id },
        ),
      ),
  );
}

function trainingScrapRoutes(app: RouteApp) {
  app.post(
    '/v1/scrap/training',
    {
      ...member(app),
      schema: {
        ...schemaBase,
        summary: '훈련과정 회차 스크랩 (과정ID·회차·기관ID)',
        querystring: TrainingScrapQuerySchema,
        body: TrainingScrapBodySchema,
        response: { 200: successEnvelope(ScrapCreatedSchema) },
      },
    },
    async (request) => {
      const { trprId, trprDegr, trainstCstId } = request.body;
      return ok(
        app,
        await addTrainingScrap(
          { db: app.deps.db, clock: app.deps.clock },
          { memberId: requireMemberId(request), key: { trprId, trprDegr, trainstCstId } },
        ),
      );
    },
  );

  app.delete(
    '/v1/scrap/training/:trprId',
    {
      ...member(app),
      schema: {
        ...schemaBase,
        summary: '훈련과정 스크랩 삭제 (회차와 기관을 주면 그 회차만, 없으면 그 과정의 모든 회차)',
        params: TrainingScrapParamsSchema,
        querystring: TrainingScrapDeleteQuerySchema,
        response: { 200: successEnvelope(ScrapDeletedSchema) },
      },
    },
    async (request) => {
      const { trprDegr, trainstCstId } = request.query;
      const round =
        trprDegr !== undefined && trainstCstId !== undefined ? { trprDegr, trainstCstId } : undefined;
      return ok(
        app,
        await deleteTrainingScrap(
          { db: app.deps.db },
          { memberId: requireMemberId(request), trprId: request.params.trprId, round },
        ),
      );
    },
  );
}

function checkRoute(app: RouteApp) {
  app.get(
    '/v1/scrap/checked',
    {
      ...member(app),
      schema: {
        ...schemaBase,
        summary: '스크랩 여부 확인 (idList 순서대로, 100개까지)',
        querystring: ScrapCheckQuerySchema,
        response: { 200: successEnvelope(ScrapCheckResponseSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await checkScraps(
          { db: app.deps.db },
          {
            memberId: requireMemberId(request),
            category: request.query.category,
            ids: request.query.idList,
          },
        ),
      ),
  );
}

function listRoutes(app: RouteApp) {
  app.get(
    '/v1/scrap/recruit/list',
    {
      ...member(app),
      schema: {
        ...schemaBase,
        summary: '스크랩한 채용 공고 (6개씩, 최신 순/오래된 순, 지역)',
        querystring: ScrapListQuerySchema,
        response: { 200: successEnvelope(RecruitScrapPageSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await listRecruitScraps(
          { db: app.deps.db, clock: app.deps.clock },
          { memberId: requireMemberId(request), query: request.query },
        ),
      ),
  );

  app.get(
    '/v1/scrap/training/list',
    {
      ...member(app),
      schema: {
        ...schemaBase,
        summary: '스크랩한 훈련과정 (6개씩, 최신 순/오래된 순, 지역)',
        querystring: ScrapListQuerySchema,
        response: { 200: successEnvelope(TrainingScrapPageSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await listTrainingScraps(
          { db: app.deps.db, clock: app.deps.clock },
          { memberId: requireMemberId(request), query: request.query },
        ),
      ),
  );
}
