import type { Posting, RecruitDetailResponseSchema } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

export function getRecruitDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['recruit', 'detail', id] as const,
    queryFn: ({ signal }) => getRecruitDetail(id, signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

export function useRecruitDetail(id: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getRecruitDetailQueryOptions(id ?? ''),
    enabled: id !== null && (options.enabled ?? true),
  });
}
