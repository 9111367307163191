import { type MyTodoJob, MyTodoJobsResponseSchema } from '@dasibom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { todoKeys } from './todo-keys.ts';

/**
 * GET /v1/my-dream/todo/jobs: the member's chosen jobs (one to-do group each), oldest first. Unlike the account
 * page's list (members/api/get-my-jobs.ts, which reads a failure as "no jobs" as the spec says), a failure here is
 * an error: the to-do screens must not tell a member with jobs that they have none.
 */
export function getMyTodoJobs(signal?: AbortSignal): Promise<MyTodoJob[]> {
  return apiGet(
    '/v1/my-dream/todo/jobs',
    MyTodoJobsResponseSchema,
    undefined,
    signal ? { signal } : undefined,
  );
}

export function getMyTodoJobsQueryOptions() {
  return queryOptions({ queryKey: todoKeys.jobs(), queryFn: ({ signal }) => getMyTodoJobs(signal) });
}

export function useMyTodoJobs(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyTodoJobsQueryOptions(), enabled: options.enabled ?? true });
}
