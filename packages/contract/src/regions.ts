import { z } from 'zod';

export const RegionSchema = z.object({
  regionCode: z.number().int(),
  regionName: z.string(),
});
export type Region = z.infer<typeof RegionSchema>;
export const RegionListResponseSchema = z.array(RegionSchema);

export {
  CITY_ORDER,
  type City,
  cityOf,
  districtOf,
  FALLBACK_CITIES,
  groupRegionsByCity,
  parseRegionsCsv,
  sortRegions,
} from './region-names.ts';
