import type { Region } from '@dasibom/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { regions } from './schema.ts';

/** All regions in display order (city order, then district in Korean collation — fixed at seed time). */
export async function listRegions({ db }: { db: Db }): Promise<Region[]> {
  const rows = await db
    .select({ regionCode: regions.code, regionName: regions.name })
    .from(regions)
    .orderBy(asc(regions.sortOrder));
  return rows;
}
