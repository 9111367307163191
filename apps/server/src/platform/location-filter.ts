import { cityOf } from '@dasibom/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { regions } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/**
 * A location filter as the lists read it: a whole city (`regionCodes` null) or a set of districts. "경기 고양시" is
 * not a region of its own, so it stands for all its districts (덕양구, 일산동구, 일산서구).
 */
export type LocationFilter = { city: string; regionCodes: number[] | null };

/**
 * "서울" → the whole city; "서울 강남구" / "경기 고양시 덕양구" → that district; "경기 고양시" → its districts.
 * Anything else → null, which callers turn into 400 VALIDATION (an unknown place is never silently ignored).
 */
export async function resolveLocationFilter(db: Db, name: string): Promise<LocationFilter | null> {
  const city = cityOf(normalizeLocation(name));
  if (!city) return null;
  const rows = await db
    .select({ code: regions.code, name: regions.name })
    .from(regions)
    .where(eq(regions.city, city));
  return resolveLocationIn(rows, name);
}

/** The spelling the sync files places under: trimmed, single spaces. */
export function normalizeLocation(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * `resolveLocationFilter` over regions already in memory: `cityRows` are the regions of the name's city (the lists
 * keep all regions in memory, ADR 014).
 */
export function resolveLocationIn(
  cityRows:
    | readonly { code: number; name: string }[]
    | ((city: string) => readonly { code: number; name: string }[]),
  name: string,
): LocationFilter | null {
  const normalized = normalizeLocation(name);
  const city = cityOf(normalized);
  if (!city) return null;
  const rows = typeof cityRows === 'function' ? cityRows(city) : cityRows;
  if (rows.length === 0) return null;
  if (normalized === city) return { city, regionCodes: null };
  const exact = rows.find((row) => row.name === normalized);
  if (exact) return { city, regionCodes: [exact.code] };
  const children = rows.filter((row) => row.name.startsWith(`${normalized} `));
  if (children.length > 0) return { city, regionCodes: children.map((row) => row.code) };
  return null;
}

/** 400 VALIDATION for a place that is not in our regions, with a Korean message on the field. */
export function unknownLocationError(field: string): AppError {
  const message = '목록에 있는 지역을 "서울" 또는 "서울 강남구"처럼 골라 주세요.';
  return new AppError('VALIDATION', { message, fields: { [field]: message } });
}
