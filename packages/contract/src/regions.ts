import { z } from 'zod';
import { CITY_ORDER, cityOf, districtOf } from './region-names.ts';

export const RegionSchema = z.object({
  regionCode: z.number().int(),
  regionName: z.string(),
});
export type Region = z.infer<typeof RegionSchema>;
export const RegionListResponseSchema = z.array(RegionSchema);

export { CITY_ORDER, type City, cityOf, districtOf, FALLBACK_CITIES } from './region-names.ts';

const collator = new Intl.Collator('ko');

/** Sorts regions by city (CITY_ORDER), then district name in Korean collation. */
export function sortRegions<T extends Region>(regions: readonly T[]): T[] {
  const rank = (name: string) => {
    const index = (CITY_ORDER as readonly string[]).indexOf(cityOf(name));
    return index === -1 ? CITY_ORDER.length : index;
  };
  return [...regions].sort(
    (a, b) =>
      rank(a.regionName) - rank(b.regionName) ||
      collator.compare(districtOf(a.regionName), districtOf(b.regionName)),
  );
}

/** Parses the shipped `regions.csv` (`saramin_loc_cd,region_name`). Throws on any malformed row. */
export function parseRegionsCsv(text: string): Region[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const [header, ...rows] = lines;
  if (header?.trim() !== 'saramin_loc_cd,region_name') throw new Error('regions.csv: unexpected header');
  return rows.map((line, i) => {
    const comma = line.indexOf(',');
    const code = Number(line.slice(0, comma));
    const name = line.slice(comma + 1).trim();
    if (comma < 0 || !Number.isInteger(code) || code <= 0 || name.split(/\s+/).length < 2) {
      throw new Error(`regions.csv: malformed row ${i + 2}: ${line}`);
    }
    return { regionCode: code, regionName: name };
  });
}

/** Groups regions into [city, districts[]] in display order. */
export function groupRegionsByCity(regions: readonly Region[]): { city: string; districts: Region[] }[] {
  const groups = new Map<string, Region[]>();
  for (const region of sortRegions(regions)) {
    const city = cityOf(region.regionName);
    const list = groups.get(city) ?? [];
    list.push(region);
    groups.set(city, list);
  }
  return [...groups].map(([city, districts]) => ({ city, districts }));
}
