import type { ScrapDeletedSchema } from '@dasibom/contract';
import { apiRequest, unchecked } from '../../../lib/api-client.ts';
import type { ScrapCourse } from './save-training-scrap.ts';

/**
 * DELETE /v1/scrap/training/{trprId}?trprDegr&trainstCstId: removes the scrap of exactly this round (without the
 * two the server would remove every saved round of the course id, so the web always sends them).
 */
export function deleteTrainingScrap(course: Pick<ScrapCourse, 'trprId' | 'trprDegr' | 'trainstCstId'>) {
  return apiRequest(`/v1/scrap/training/${encodeURIComponent(course.trprId)}`, {
    method: 'DELETE',
    schema: unchecked<typeof ScrapDeletedSchema>(),
    query: { trprDegr: course.trprDegr, trainstCstId: course.trainstCstId },
  });
}
