import type { ScrapDeletedSchema } from '@dasibom/contract';
import { apiDelete, unchecked } from '../../../lib/api-client.ts';

/** DELETE /v1/scrap/recruit/{id}: removes the member's scrap of a posting; none → 404 SCRAP_NOT_FOUND. */
export function deleteRecruitScrap(postingId: string) {
  return apiDelete(
    `/v1/scrap/recruit/${encodeURIComponent(postingId)}`,
    unchecked<typeof ScrapDeletedSchema>(),
  );
}
