import type { Posting, RecruitDetailResponseSchema } from '@dasibom/contract';
import { apiGet, unchecked } from '../../../lib/api-client.ts';

/** GET /v1/recruit/detail?id=: one posting, for a deep link (`/jobsearch?posting=<id>`). 404 POSTING_NOT_FOUND. */
export function getRecruitDetail(id: string, signal?: AbortSignal): Promise<Posting> {
  return apiGet(
    '/v1/recruit/detail',
    unchecked<typeof RecruitDetailResponseSchema>(),
    { id },
    { auth: false, signal },
  );
}
