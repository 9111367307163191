import type { CareerSuggestions, CareerSuggestionsQueryInput } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';

const careerSuggestionsResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.CareerSuggestionsResponseSchema),
);

export type CareerRequest = { group: string; strengths: readonly string[] };

/**
 * GET /v1/career/suggestions: up to 5 occupations that reuse the work done for longest, each with its reasons.
 * Public, so no token is sent. An unknown group or strength → 400 VALIDATION.
 */
export function getCareerSuggestions(
  request: CareerRequest,
  signal?: AbortSignal,
): Promise<CareerSuggestions> {
  const query = {
    group: request.group as CareerSuggestionsQueryInput['group'],
    strengths: request.strengths.length > 0 ? request.strengths.join(',') : undefined,
  } satisfies CareerSuggestionsQueryInput;
  return apiGet('/v1/career/suggestions', careerSuggestionsResponseSchema, query, { auth: false, signal });
}

export function getCareerSuggestionsQueryOptions(request: CareerRequest) {
  return queryOptions({
    queryKey: ['career', 'suggestions', { group: request.group, strengths: [...request.strengths] }] as const,
    queryFn: ({ signal }) => getCareerSuggestions(request, signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

/** `request` null (no group picked yet, or not at the results step) asks nothing. */
export function useCareerSuggestions(request: CareerRequest | null) {
  return useQuery({
    ...getCareerSuggestionsQueryOptions(request ?? { group: '', strengths: [] }),
    enabled: request !== null,
  });
}
