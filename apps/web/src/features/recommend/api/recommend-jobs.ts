import type { RecommendRequestInput } from '@dasibom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /v1/job/recommend: 3 jobs with their reasons, for visitors and members alike (a member's token is sent when
 * there is one, and the server keeps that member's answers).
 */
export async function recommendJobs(request: RecommendRequestInput) {
  const { RecommendResponseSchema } = await preloadRecommendSchema();
  return apiPost('/v1/job/recommend', RecommendResponseSchema, request);
}

/**
 * The contract's schemas (and zod) for checking the answer: loaded once the questionnaire is being answered
 * (`preload`), or at the latest by the submit, not with /onboard (ADR 012). The answer is checked exactly as before.
 */
export function preloadRecommendSchema() {
  return import('@dasibom/contract');
}

export function useRecommendJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recommendJobs,
    // The member's saved answers and latest result are now these ones.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['recommend'] }),
  });
}
