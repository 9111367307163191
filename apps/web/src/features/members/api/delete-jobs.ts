import { DeleteJobsResponseSchema } from '@dasibom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { forgetLightQueries } from '../../../lib/light-query.ts';
import { memberInfoQueryKey } from './get-member-info.ts';
import { myJobsQueryKey } from './get-my-jobs.ts';

/** DELETE /v1/member/job { jobIds }: removes the member's to-do groups for those jobs, with their to-dos. */
export function deleteJobs(jobIds: number[]) {
  return apiDelete('/v1/member/job', DeleteJobsResponseSchema, { jobIds });
}

export function useDeleteJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobs,
    onSettled: async () => {
      // Home's hiring status lists the member's chosen jobs first: a key prefix, not an import (no cross-feature
      // imports). It is a light read (lib/light-query.ts), not in the query cache.
      forgetLightQueries('recruit/popular/');
      // Home's banner and dreamers follow the member's groups: read anew, never the old variant first.
      forgetLightQueries('todos/my/');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myJobsQueryKey }),
        queryClient.invalidateQueries({ queryKey: memberInfoQueryKey }),
        // The to-do screens' reads of those groups (a key prefix, not an import).
        queryClient.invalidateQueries({ queryKey: ['todos'] }),
      ]);
    },
  });
}
