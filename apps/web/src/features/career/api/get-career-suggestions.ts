import type { CareerSuggestions } from '@dasibom/contract';
import type { CareerSuggestionsQueryInput } from '@dasibom/contract/career-query';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';

const careerSuggestionsResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.CareerSuggestionsResponseSchema),
);

/** What the page picked, as the call sends it (strengths comma-joined, none left out). */
export function careerQuery(group: string, strengths: readonly string[]): CareerSuggestionsQueryInput {
  return {
    group: group as CareerSuggestionsQueryInput['group'],
    strengths: strengths.length > 0 ? strengths.join(',') : undefined,
  };
}

/** GET /v1/career/suggestions (public): up to 5 occupations that reuse the work done for longest. */
export function getCareerSuggestions(
  query: CareerSuggestionsQueryInput,
  signal?: AbortSignal,
): Promise<CareerSuggestions> {
  return apiGet('/v1/career/suggestions', careerSuggestionsResponseSchema, query, { auth: false, signal });
}

export function getCareerSuggestionsQueryOptions(query: CareerSuggestionsQueryInput) {
  return queryOptions({
    queryKey: ['career', 'suggestions', { group: query.group, strengths: query.strengths ?? '' }] as const,
    queryFn: ({ signal }) => getCareerSuggestions(query, signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

/** `query` null (no group picked yet, or not at the results step) asks nothing. */
export function useCareerSuggestions(query: CareerSuggestionsQueryInput | null) {
  return useQuery({
    ...getCareerSuggestionsQueryOptions(query ?? careerQuery('', [])),
    enabled: query !== null,
  });
}
