import type { Region } from '@dasibom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';

const regionListResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.RegionListResponseSchema),
);

/** GET /v1/region/all: every city/district with its Saramin code. Public, so no token is sent. */
export function getRegions(signal?: AbortSignal): Promise<Region[]> {
  return apiGet('/v1/region/all', regionListResponseSchema, undefined, {
    auth: false,
    signal,
  });
}

export function getRegionsQueryOptions() {
  return queryOptions({
    queryKey: ['regions', 'all'] as const,
    queryFn: ({ signal }) => getRegions(signal),
    // Reference data that changes a few times a year; on failure the picker falls back to the built-in list.
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });
}

export function useRegions() {
  return useQuery(getRegionsQueryOptions());
}
