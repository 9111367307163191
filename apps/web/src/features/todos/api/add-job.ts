import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, lazySchema } from '../../../lib/api-client.ts';
import { writeHomePlanHint } from '../../../lib/home-plan-hint.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { todoKeys } from './todo-keys.ts';

const addJobResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.AddJobResponseSchema),
);

/**
 * POST /v1/my-dream/job/{jobId}: chooses a job; the server creates the member's to-do group with the job's starter
 * to-dos. A repeat answers 409 JOB_ALREADY_ADDED (이미 담은 직업입니다.).
 */
export function addJob(jobId: number) {
  return apiPost(`/v1/my-dream/job/${jobId}`, addJobResponseSchema);
}

export function useAddJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addJob,
    onSuccess: () => {
      // The member has a plan now: home draws its banner's frame while reading it (lib/home-plan-hint.ts).
      const { memberId } = useSessionStore.getState();
      if (memberId !== null) writeHomePlanHint(memberId, true);
    },
    onSettled: () =>
      Promise.all([
        // Home's banner and dreamers follow the member's groups: read anew, never the old variant first.
        queryClient.resetQueries({ queryKey: todoKeys.group('active') }),
        // Key prefixes, not imports (no cross-feature imports): the member's job lists, the jobs' "N명이 준비중" and
        // home's hiring status (a member's chosen jobs are listed first). The banner's read is kept, not repeated.
        queryClient.invalidateQueries({ queryKey: ['members'] }),
        queryClient.invalidateQueries({ queryKey: todoKeys.all }, { cancelRefetch: false }),
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
        queryClient.invalidateQueries({ queryKey: ['recruit', 'popular'] }),
      ]),
  });
}
