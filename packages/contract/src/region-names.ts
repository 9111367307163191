/* Region names without zod, for the web's first page (regions.ts builds the schemas next to them). */

const METROPOLITAN = ['서울', '부산', '대구', '인천', '광주', '대전', '울산', '세종'] as const;
const PROVINCES = ['경기', '강원', '충북', '충남', '전북', '전남', '경북', '경남', '제주'] as const;
/** Display order of cities and provinces (API.md, Regions). */
export const CITY_ORDER = [...METROPOLITAN, ...PROVINCES] as const;
export type City = (typeof CITY_ORDER)[number];

/** The 7 metropolitan cities the residence picker falls back to when the region list cannot be loaded. */
export const FALLBACK_CITIES = ['서울', '부산', '인천', '대구', '광주', '대전', '울산'] as const;

/** "서울 강남구" → "서울"; "경기 고양시 덕양구" → "경기". */
export function cityOf(regionName: string): string {
  return regionName.trim().split(/\s+/)[0] ?? '';
}

/** "서울 강남구" → "강남구"; "경기 고양시 덕양구" → "고양시 덕양구". */
export function districtOf(regionName: string): string {
  return regionName.trim().split(/\s+/).slice(1).join(' ');
}

/** What the helpers below need of a region (the contract's `Region` has its code too). */
type RegionName = { regionName: string };

// Made on first use: home loads this file for its names and never sorts.
let collator: Intl.Collator | undefined;

/** Sorts regions by city (CITY_ORDER), then district name in Korean collation. */
export function sortRegions<T extends RegionName>(regions: readonly T[]): T[] {
  const rank = (name: string) => {
    const index = (CITY_ORDER as readonly string[]).indexOf(cityOf(name));
    return index === -1 ? CITY_ORDER.length : index;
  };
  collator ??= new Intl.Collator('ko');
  const { compare } = collator;
  return [...regions].sort(
    (a, b) =>
      rank(a.regionName) - rank(b.regionName) || compare(districtOf(a.regionName), districtOf(b.regionName)),
  );
}

/** Parses the shipped `regions.csv` (`saramin_loc_cd,region_name`). Throws on any malformed row. */
export function parseRegionsCsv(text: string): { regionCode: number; regionName: string }[] {
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
export function groupRegionsByCity<T extends RegionName>(
  regions: readonly T[],
): { city: string; districts: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const region of sortRegions(regions)) {
    const city = cityOf(region.regionName);
    const list = groups.get(city) ?? [];
    list.push(region);
    groups.set(city, list);
  }
  return [...groups].map(([city, districts]) => ({ city, districts }));
}
