import type { Posting, RecruitDetailQueryInput } from '@dasibom/contract';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';

const recruitDetailResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.RecruitDetailResponseSchema),
);

/** GET /v1/recruit/detail?id=: one posting, for a deep link (`/jobsearch?posting=<id>`). 404 POSTING_NOT_FOUND. */
export function getRecruitDetail(id: string, signal?: AbortSignal): Promise<Posting> {
  return apiGet('/v1/recruit/detail', recruitDetailResponseSchema, { id } satisfies RecruitDetailQueryInput, {
    auth: false,
    signal,
  });
}
