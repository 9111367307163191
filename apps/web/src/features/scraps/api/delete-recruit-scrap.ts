import { apiDelete, lazySchema } from '../../../lib/api-client.ts';

const scrapDeletedSchema = lazySchema(() => import('@dasibom/contract').then((m) => m.ScrapDeletedSchema));

/** DELETE /v1/scrap/recruit/{id}: removes the member's scrap of a posting; none → 404 SCRAP_NOT_FOUND. */
export function deleteRecruitScrap(postingId: string) {
  return apiDelete(`/v1/scrap/recruit/${encodeURIComponent(postingId)}`, scrapDeletedSchema);
}
