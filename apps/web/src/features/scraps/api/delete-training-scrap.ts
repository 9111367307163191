import type { TrainingScrapDeleteQueryInput } from '@dasibom/contract';
import { apiRequest, lazySchema } from '../../../lib/api-client.ts';
import type { ScrapCourse } from './save-training-scrap.ts';

const scrapDeletedSchema = lazySchema(() => import('@dasibom/contract').then((m) => m.ScrapDeletedSchema));

/**
 * DELETE /v1/scrap/training/{trprId}?trprDegr&trainstCstId: removes the scrap of exactly this round (without the
 * two the server would remove every saved round of the course id, so the web always sends them).
 */
export function deleteTrainingScrap(course: Pick<ScrapCourse, 'trprId' | 'trprDegr' | 'trainstCstId'>) {
  return apiRequest(`/v1/scrap/training/${encodeURIComponent(course.trprId)}`, {
    method: 'DELETE',
    schema: scrapDeletedSchema,
    query: {
      trprDegr: course.trprDegr,
      trainstCstId: course.trainstCstId,
    } satisfies TrainingScrapDeleteQueryInput,
  });
}
