import type { ScrapCreatedSchema } from '@dasibom/contract';
import { apiPost, unchecked } from '../../../lib/api-client.ts';

/**
 * POST /v1/scrap/recruit/{id}: saves a posting (the server keeps a snapshot). A repeat answers 409 ALREADY_SCRAPPED,
 * more than 100 scraps 400 SCRAP_LIMIT. Read unchecked (ADR 012): the list pages and home load no zod.
 */
export function saveRecruitScrap(postingId: string) {
  return apiPost(
    `/v1/scrap/recruit/${encodeURIComponent(postingId)}`,
    unchecked<typeof ScrapCreatedSchema>(),
  );
}
