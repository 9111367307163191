import { type RecommendRequest, RecommendResponseSchema } from '@dasibom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /v1/job/recommend: 3 jobs with their reasons, for visitors and members alike (a member's token is sent when
 * there is one, and the server keeps that member's answers).
 */
export function recommendJobs(request: RecommendRequest) {
  return apiPost('/v1/job/recommend', RecommendResponseSchema, request);
}

export function useRecommendJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recommendJobs,
    // The member's saved answers are now these ones.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['recommend', 'answers'] }),
  });
}
