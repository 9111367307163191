import type { SavedAnswersResponseSchema } from '@dasibom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';

const savedAnswersResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.SavedAnswersResponseSchema),
);

export type SavedAnswers = z.infer<typeof SavedAnswersResponseSchema>;

/** Per member: another member logging in on the same tab must never see these answers. */
export function savedAnswersQueryKey(memberId: number | null) {
  return ['recommend', 'answers', memberId] as const;
}

/** GET /v1/job/recommend/answers (bearer): the member's last submitted answers, or none. */
export function getSavedAnswers(signal?: AbortSignal): Promise<SavedAnswers> {
  return apiGet(
    '/v1/job/recommend/answers',
    // Then through sanitizeAnswers, which keeps only labels the questionnaire offers.
    savedAnswersResponseSchema,
    undefined,
    signal ? { signal } : undefined,
  );
}

export function getSavedAnswersQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: savedAnswersQueryKey(memberId),
    queryFn: ({ signal }) => getSavedAnswers(signal),
    // Read once when the questionnaire opens; a submit replaces them on the server (and invalidates this).
    staleTime: 0,
  });
}

export function useSavedAnswers(memberId: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getSavedAnswersQueryOptions(memberId), enabled: options.enabled ?? true });
}
