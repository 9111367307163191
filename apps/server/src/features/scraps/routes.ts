import {
  RecruitScrapPageSchema,
  RecruitScrapParamsSchema,
  ScrapCheckQuerySchema,
  ScrapCheckResponseSchema,
  ScrapCreatedSchema,
  ScrapDeletedSchema,
  ScrapListQuerySchema,
  TrainingScrapBodySchema,
  TrainingScrapDeleteQuerySchema,
  TrainingScrapPageSchema,
  TrainingScrapParamsSchema,
  TrainingScrapQuerySchema,
} from '@dasibom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeKit } from '../../plugins/route-kit.ts';
import {
  addRecruitScrap,
  addTrainingScrap,
  checkScraps,
  deleteRecruitScrap,
  deleteTrainingScrap,
  listRecruitScraps,
  listTrainingScraps,
} from './service.ts';

/** Scraps (API.md "Scraps", ADR 017): members only; every call reads or changes the caller's own scraps. */
export const scrapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const route = routeKit(app, ['scraps']).member;

  route.post(
    '/v1/scrap/recruit/:id',
    {
      summary: '채용 공고 스크랩 (저장할 때의 내용을 보관)',
      params: RecruitScrapParamsSchema,
      response: ScrapCreatedSchema,
    },
    ({ memberId, params }) => addRecruitScrap({ db, clock }, { memberId, postingId: params.id }),
  );
  route.delete(
    '/v1/scrap/recruit/:id',
    {
      summary: '채용 공고 스크랩 삭제 (본문은 읽지 않음)',
      params: RecruitScrapParamsSchema,
      response: ScrapDeletedSchema,
    },
    ({ memberId, params }) => deleteRecruitScrap({ db }, { memberId, postingId: params.id }),
  );

  route.post(
    '/v1/scrap/training',
    {
      summary: '훈련과정 회차 스크랩 (과정ID·회차·기관ID)',
      querystring: TrainingScrapQuerySchema,
      body: TrainingScrapBodySchema,
      response: ScrapCreatedSchema,
    },
    ({ memberId, body: { trprId, trprDegr, trainstCstId } }) =>
      addTrainingScrap({ db, clock }, { memberId, key: { trprId, trprDegr, trainstCstId } }),
  );
  route.delete(
    '/v1/scrap/training/:trprId',
    {
      summary: '훈련과정 스크랩 삭제 (회차와 기관을 주면 그 회차만, 없으면 그 과정의 모든 회차)',
      params: TrainingScrapParamsSchema,
      querystring: TrainingScrapDeleteQuerySchema,
      response: ScrapDeletedSchema,
    },
    ({ memberId, params, query: { trprDegr, trainstCstId } }) => {
      const round =
        trprDegr !== undefined && trainstCstId !== undefined ? { trprDegr, trainstCstId } : undefined;
      return deleteTrainingScrap({ db }, { memberId, trprId: params.trprId, round });
    },
  );

  route.get(
    '/v1/scrap/checked',
    {
      summary: '스크랩 여부 확인 (idList 순서대로, 100개까지)',
      querystring: ScrapCheckQuerySchema,
      response: ScrapCheckResponseSchema,
    },
    ({ memberId, query }) => checkScraps({ db }, { memberId, category: query.category, ids: query.idList }),
  );

  route.get(
    '/v1/scrap/recruit/list',
    {
      querystring: ScrapListQuerySchema,
      summary: '스크랩한 채용 공고 (6개씩, 최신 순/오래된 순, 지역)',
      response: RecruitScrapPageSchema,
    },
    ({ memberId, query }) => listRecruitScraps({ db, clock }, { memberId, query }),
  );
  route.get(
    '/v1/scrap/training/list',
    {
      querystring: ScrapListQuerySchema,
      summary: '스크랩한 훈련과정 (6개씩, 최신 순/오래된 순, 지역)',
      response: TrainingScrapPageSchema,
    },
    ({ memberId, query }) => listTrainingScraps({ db, clock }, { memberId, query }),
  );
};
