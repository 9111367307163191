import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cityOf, districtOf, parseRegionsCsv, sortRegions } from '@dasibom/contract';
import { DATA_DIR } from '../paths.ts';
import type { Db } from './open-db.ts';
import { regions } from './schema.ts';
import { stableJson } from './stable-json.ts';
import { excludedValues } from './upsert.ts';

export function readRegionsFile() {
  return parseRegionsCsv(readFileSync(resolve(DATA_DIR, 'regions.csv'), 'utf8'));
}

/**
 * Upserts the 254 regions; safe to run at every boot. When the table already holds exactly the file's rows (every
 * boot but the first after a change) it only reads them: 1,270 bound parameters cost PGlite seconds on a busy
 * machine, on the path to listening.
 */
export async function seedRegions(db: Db): Promise<number> {
  const rows = sortRegions(readRegionsFile()).map((region, index) => ({
    code: region.regionCode,
    name: region.regionName,
    city: cityOf(region.regionName),
    district: districtOf(region.regionName),
    sortOrder: index,
  }));
  const stored = await db
    .select({
      code: regions.code,
      name: regions.name,
      city: regions.city,
      district: regions.district,
      sortOrder: regions.sortOrder,
    })
    .from(regions);
  const storedByCode = new Map(stored.map((row) => [row.code, stableJson(row)]));
  if (rows.every((row) => storedByCode.get(row.code) === stableJson(row))) return rows.length;
  await db
    .insert(regions)
    .values(rows)
    .onConflictDoUpdate({
      target: regions.code,
      set: excludedValues(regions, ['name', 'city', 'district', 'sortOrder']),
    });
  return rows.length;
}
