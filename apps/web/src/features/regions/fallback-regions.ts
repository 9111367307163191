import type { Region } from '@dasibom/contract';
import { cityOf, FALLBACK_CITIES, groupRegionsByCity, parseRegionsCsv } from '@dasibom/contract/plain';
import regionsCsv from '../../../../../data/regions.csv?raw';

const fallbackCities: readonly string[] = FALLBACK_CITIES;

/**
 * The spec's built-in list for when /v1/region/all fails: the 7 metropolitan cities with their districts, taken
 * from the same data file the server seeds from, so codes match.
 */
export const FALLBACK_REGIONS: readonly Region[] = parseRegionsCsv(regionsCsv).filter((region) =>
  fallbackCities.includes(cityOf(region.regionName)),
);

export const FALLBACK_REGION_GROUPS = groupRegionsByCity(FALLBACK_REGIONS);
