import { groupRegionsByCity } from '@dasibom/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRegions } from './api/get-regions.ts';

/**
 * The built-in main cities, loaded only when /v1/region/all has failed: the data file and its parsing (2.5 KB gzip)
 * are not part of the list pages' first load (ADR 012).
 */
function useFallbackGroups(isNeeded: boolean) {
  return useQuery({
    queryKey: ['regions', 'fallback'] as const,
    queryFn: async () => (await import('./fallback-regions.ts')).fallbackRegionGroups(),
    enabled: isNeeded,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The regions grouped by city for a location filter: null while loading, and the built-in main cities
 * (`isFallback`) when /v1/region/all fails or answers nothing (spec: built-in lists on failure).
 */
export function useRegionGroups() {
  const regions = useRegions();
  const isFallback = regions.isError || (regions.isSuccess && regions.data.length === 0);
  const fallback = useFallbackGroups(isFallback);
  const loaded = useMemo(
    () => (regions.data && regions.data.length > 0 ? groupRegionsByCity(regions.data) : null),
    [regions.data],
  );
  const groups = loaded ?? (isFallback ? (fallback.data ?? null) : null);
  return { groups, isFallback };
}
