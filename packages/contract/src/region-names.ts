/* Region names without zod, for the web's first page (regions.ts builds the schemas next to them). */

/** Display order of cities and provinces (API.md, Regions). */
export const CITY_ORDER = [
  '서울',
  '부산',
  '대구',
  '인천',
  '광주',
  '대전',
  '울산',
  '세종',
  '경기',
  '강원',
  '충북',
  '충남',
  '전북',
  '전남',
  '경북',
  '경남',
  '제주',
] as const;
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
