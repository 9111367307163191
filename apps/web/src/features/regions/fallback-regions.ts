import type { Region } from '@dasibom/contract';
import { cityOf, FALLBACK_CITIES, groupRegionsByCity, parseRegionsCsv } from '@dasibom/contract/plain';
import regionsCsv from '../../../../../data/regions.csv?raw';

const fallbackCities: readonly string[] = FALLBACK_CITIES;

/**
 * The spec's built-in list for when /v1/region/all fails: the 7 metropolitan cities with their districts, taken
 * from the same data file the server seeds from, so codes match. Parsed and sorted on first use, not when a page
 * that might need it loads (ADR 012: the list pages' start-up work).
 */
let regions: readonly Region[] | undefined;
export function fallbackRegions(): readonly Region[] {
  regions ??= parseRegionsCsv(regionsCsv).filter((region) =>
    fallbackCities.includes(cityOf(region.regionName)),
  );
  return regions;
}

let groups: ReturnType<typeof groupRegionsByCity<Region>> | undefined;
/** `fallbackRegions()` by city, in display order. */
export function fallbackRegionGroups() {
  groups ??= groupRegionsByCity(fallbackRegions());
  return groups;
}
