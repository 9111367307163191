import { seedOccupations } from '../features/jobs/seed.ts';
import { seedRegions } from '../features/regions/seed.ts';
import type { Db } from './open-db.ts';

/** Reference data every instance needs; idempotent, so it runs at every boot and in every test database. */
export async function seedReferenceData(db: Db): Promise<{ regions: number; occupations: number }> {
  const regionCount = await seedRegions(db);
  const occupationCount = await seedOccupations(db);
  return { regions: regionCount, occupations: occupationCount };
}
