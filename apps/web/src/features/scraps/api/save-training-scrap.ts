import type { TrainingType } from '@dasibom/contract';
import { apiPost, lazySchema } from '../../../lib/api-client.ts';

const scrapCreatedSchema = lazySchema(() => import('@dasibom/contract').then((m) => m.ScrapCreatedSchema));

/** A course round as the scrap calls name it: its key (trprId, trprDegr, trainstCstId), dates and type. */
export type ScrapCourse = {
  trprId: string;
  trprDegr: string;
  trainstCstId: string;
  /** `YYYY-MM-DD` as the lists send it. */
  traStartDate: string;
  traEndDate: string;
  type?: TrainingType | undefined;
};

/** The spec sends the dates with slashes (`2026/07/01`). */
const slashed = (date: string) => date.replaceAll('-', '/');

/**
 * POST /v1/scrap/training?type=: saves one round of a course (the server keeps a snapshot). A repeat answers 409
 * ALREADY_SCRAPPED.
 */
export function saveTrainingScrap(course: ScrapCourse) {
  return apiPost(
    '/v1/scrap/training',
    scrapCreatedSchema,
    {
      trprId: course.trprId,
      trprDegr: course.trprDegr,
      trainstCstId: course.trainstCstId,
      traStartDate: slashed(course.traStartDate),
      traEndDate: slashed(course.traEndDate),
    },
    { query: { type: course.type } },
  );
}
