import type { AddJobResponseSchema } from '@dasibom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, unchecked } from '../../../lib/api-client.ts';
import { writeHomePlanHint } from '../../../lib/home-plan-hint.ts';
import { forgetLightQueries } from '../../../lib/light-query.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/**
 * POST /v1/my-dream/job/{jobId}: chooses a job; the server creates the member's to-do group with the job's starter
 * to-dos. A repeat answers 409 JOB_ALREADY_ADDED (이미 담은 직업입니다.). Read unchecked (ADR 012): the job detail page,
 * where this button lives, loads no zod; the answer is not shown anyway.
 */
export function addJob(jobId: number) {
  return apiPost(`/v1/my-dream/job/${jobId}`, unchecked<typeof AddJobResponseSchema>());
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
    onSettled: async () => {
      // Key prefixes, not imports (no cross-feature imports): the member's job lists, the jobs' "N명이 준비중" and
      // home's hiring status (a member's chosen jobs are listed first; a light read, lib/light-query.ts).
      forgetLightQueries('recruit/popular/');
      // Home's banner and dreamers follow the member's groups: read anew, never the old variant first.
      forgetLightQueries('todos/my/');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['members'] }),
        queryClient.invalidateQueries({ queryKey: ['todos'] }),
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
      ]);
    },
  });
}
