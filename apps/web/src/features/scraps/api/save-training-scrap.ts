import type { TrainingScrapBodyInput, TrainingScrapQueryInput } from '@dasibom/contract';
import { apiPost, lazySchema } from '../../../lib/api-client.ts';

const scrapCreatedSchema = lazySchema(() => import('@dasibom/contract').then((m) => m.ScrapCreatedSchema));

/**
 * A course round as the scrap calls name it: its key (trprId, trprDegr, trainstCstId), dates (`YYYY-MM-DD` as the
 * lists give them) and type.
 */
export type ScrapCourse = TrainingScrapBodyInput & TrainingScrapQueryInput;

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
    } satisfies TrainingScrapBodyInput,
    { query: { type: course.type } satisfies TrainingScrapQueryInput },
  );
}
