import type { CommunityPageQueryInput, OtherTodoPage } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';
import { communityKeys, useViewerKey } from './community-keys.ts';

const otherTodoPageSchema = lazySchema(() => import('@dasibom/contract').then((m) => m.OtherTodoPageSchema));

/**
 * GET /v1/todo/other/{jobId}?page=: 10 cards per page, zero-based, oldest group first (ADR 019). Unknown job → 404
 * JOB_NOT_FOUND; a page past the end → an empty page. With the page: how many of the job's public plans are sample
 * members, and whether the viewer's own is among those the job counts (issue 27).
 */
export function getJobCardPage(jobId: number, page: number, signal?: AbortSignal): Promise<OtherTodoPage> {
  return apiGet(`/v1/todo/other/${jobId}`, otherTodoPageSchema, { page } satisfies CommunityPageQueryInput, {
    signal,
  });
}

/** `page` is zero-based, as on the wire. */
export function getJobCardPageQueryOptions(viewer: string, jobId: number, page: number) {
  return queryOptions({
    queryKey: communityKeys.jobPage(viewer, jobId, page),
    queryFn: ({ signal }) => getJobCardPage(jobId, page, signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

/** `jobId` null (not a positive number) asks nothing. The previous page stays on screen while the next loads. */
export function useJobCardPage(jobId: number | null, page: number) {
  return useQuery({
    ...getJobCardPageQueryOptions(useViewerKey(), jobId ?? 0, page),
    enabled: jobId !== null,
    placeholderData: keepPreviousData,
  });
}
