import type { OtherTodoCard } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';
import { communityKeys, useViewerKey } from './community-keys.ts';

const otherTodoCardsSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.OtherTodoCardsSchema),
);

/**
 * GET /v1/todo/other/simple/{jobId}: up to 3 cards for the job detail's side panel (optional auth: a member's own
 * group is left out).
 */
export function getJobCards(jobId: number, signal?: AbortSignal): Promise<OtherTodoCard[]> {
  return apiGet(`/v1/todo/other/simple/${jobId}`, otherTodoCardsSchema, undefined, {
    signal,
  });
}

export function getJobCardsQueryOptions(viewer: string, jobId: number) {
  return queryOptions({
    queryKey: communityKeys.jobCards(viewer, jobId),
    queryFn: ({ signal }) => getJobCards(jobId, signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

export function useJobCards(jobId: number) {
  return useQuery(getJobCardsQueryOptions(useViewerKey(), jobId));
}
