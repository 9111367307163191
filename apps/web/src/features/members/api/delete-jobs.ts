import { type DeleteJobsRequestInput, DeleteJobsResponseSchema } from '@dasibom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { memberInfoQueryKey } from './get-member-info.ts';
import { myJobsQueryKey } from './get-my-jobs.ts';

/** DELETE /v1/member/job { jobIds }: removes the member's to-do groups for those jobs, with their to-dos. */
export function deleteJobs(jobIds: number[]) {
  return apiDelete('/v1/member/job', DeleteJobsResponseSchema, { jobIds } satisfies DeleteJobsRequestInput);
}

export function useDeleteJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobs,
    onSettled: () =>
      Promise.all([
        // Key prefixes, not imports (no cross-feature imports). Home's banner and dreamers follow the member's
        // groups: read anew, never the old variant first; the other to-do reads of those groups are kept while read.
        queryClient.resetQueries({ queryKey: ['todos', 'group', 'active'] }),
        queryClient.invalidateQueries({ queryKey: myJobsQueryKey }),
        queryClient.invalidateQueries({ queryKey: memberInfoQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['todos'] }, { cancelRefetch: false }),
        // Home's hiring status lists the member's chosen jobs first.
        queryClient.invalidateQueries({ queryKey: ['recruit', 'popular'] }),
      ]),
  });
}
