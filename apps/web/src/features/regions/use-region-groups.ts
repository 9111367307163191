import { groupRegionsByCity } from '@dasibom/contract/plain';
import { useMemo } from 'react';
import { useRegions } from './api/get-regions.ts';
import { fallbackRegionGroups } from './fallback-regions.ts';

/**
 * The regions grouped by city for a location filter: null while loading, and the built-in main cities
 * (`isFallback`) when /v1/region/all fails or answers nothing (spec: built-in lists on failure).
 */
export function useRegionGroups() {
  const regions = useRegions();
  const isFallback = regions.isError || (regions.isSuccess && regions.data.length === 0);
  const groups = useMemo(() => {
    if (regions.data && regions.data.length > 0) return groupRegionsByCity(regions.data);
    return isFallback ? fallbackRegionGroups() : null;
  }, [regions.data, isFallback]);
  return { groups, isFallback };
}
