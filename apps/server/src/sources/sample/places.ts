import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CITY_ORDER, cityOf, districtOf, parseRegionsCsv } from '@dasibom/contract';
import { DATA_DIR } from '../../paths.ts';
import type { Random } from './prng.ts';

/** City → its region names ("서울" → ["서울 강남구", …]), in display order. */
export type SamplePlaces = ReadonlyMap<string, readonly string[]>;

let cached: SamplePlaces | undefined;

/** The real region names from the shipped regions.csv, so every sample place matches the regions table. */
export function loadSamplePlaces(): SamplePlaces {
  if (cached) return cached;
  const rows = parseRegionsCsv(readFileSync(resolve(DATA_DIR, 'regions.csv'), 'utf8'));
  const byCity = new Map<string, string[]>();
  for (const city of CITY_ORDER) byCity.set(city, []);
  for (const row of rows) byCity.get(cityOf(row.regionName))?.push(row.regionName);
  for (const [city, names] of byCity) if (names.length === 0) byCity.delete(city);
  cached = byCity;
  return byCity;
}

/** A city drawn by weight (cities the weights do not name are left out). */
export function pickCity(random: Random, places: SamplePlaces, weights: Record<string, number>): string {
  return random.weighted([...places.keys()].map((city) => [city, weights[city] ?? 1] as const));
}

export function pickDistrict(random: Random, places: SamplePlaces, city: string): string {
  return random.pick(places.get(city) ?? [city]);
}

/** "서울 강남구" → "강남구"; "경기 고양시 덕양구" → "고양시"; "세종 세종" → "세종". */
export function districtLabel(regionName: string): string {
  return districtOf(regionName).split(' ')[0] || cityOf(regionName);
}

/** A short local name for shop signs: "강남구" → "강남", "고양시 덕양구" → "덕양", "중구" stays "중구". */
export function districtStem(regionName: string): string {
  const parts = districtOf(regionName).split(' ');
  const last = parts[parts.length - 1] || cityOf(regionName);
  return last.length > 2 && /[시군구]$/.test(last) ? last.slice(0, -1) : last;
}
