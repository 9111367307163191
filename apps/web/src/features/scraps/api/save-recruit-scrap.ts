import { apiPost, lazySchema } from '../../../lib/api-client.ts';

const scrapCreatedSchema = lazySchema(() => import('@dasibom/contract').then((m) => m.ScrapCreatedSchema));

/**
 * POST /v1/scrap/recruit/{id}: saves a posting (the server keeps a snapshot). A repeat answers 409 ALREADY_SCRAPPED,
 * more than 100 scraps 400 SCRAP_LIMIT.
 */
export function saveRecruitScrap(postingId: string) {
  return apiPost(`/v1/scrap/recruit/${encodeURIComponent(postingId)}`, scrapCreatedSchema);
}
