import type { Db } from './open-db.ts';
import { seedOccupations } from './seed-occupations.ts';
import { seedRegions } from './seed-regions.ts';

/** Reference data every instance needs; idempotent, so it runs at every boot and in every test database. */
export async function seedReferenceData(db: Db): Promise<{ regions: number; occupations: number }> {
  const regionCount = await seedRegions(db);
  const occupationCount = await seedOccupations(db);
  return { regions: regionCount, occupations: occupationCount };
}
