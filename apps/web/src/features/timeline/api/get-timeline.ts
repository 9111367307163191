import { type TimelineQueryInput, type TimelineResponse, TimelineResponseSchema } from '@dasibom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { TODOS_QUERY_KEY } from '../../../lib/query-keys.ts';

/**
 * The timeline's query key: under the to-dos' prefix, so a to-do write (a new 목표일, a check) refreshes it with
 * the lists. `'all'`: every chosen job.
 */
export const timelineKey = (jobId: number | 'all') => [...TODOS_QUERY_KEY, 'timeline', jobId] as const;

/**
 * GET /v1/my-dream/timeline[?jobId=]: the member's dated lines (to-do 목표일, saved postings' deadlines, saved
 * courses' starts, the job's exam rounds) in date order, past ones included, and the job's certificates. A job the
 * member has not chosen is 404 TODO_GROUP_NOT_FOUND.
 */
export function getTimeline(jobId: number | 'all', signal?: AbortSignal): Promise<TimelineResponse> {
  return apiGet(
    '/v1/my-dream/timeline',
    TimelineResponseSchema,
    jobId === 'all' ? undefined : ({ jobId } satisfies TimelineQueryInput),
    signal ? { signal } : undefined,
  );
}

export function getTimelineQueryOptions(jobId: number | 'all') {
  return queryOptions({
    queryKey: timelineKey(jobId),
    queryFn: ({ signal }) => getTimeline(jobId, signal),
    // Saved postings and courses change on other screens: always show the server's latest on arrival.
    staleTime: 0,
  });
}

export function useTimeline(jobId: number | 'all', options: { enabled?: boolean } = {}) {
  return useQuery({ ...getTimelineQueryOptions(jobId), enabled: options.enabled ?? true });
}
