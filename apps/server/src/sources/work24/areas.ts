import type { City } from '@dasibom/contract';

/**
 * 고용24 area codes (`srchTraArea1`, and the first two digits of a course's `trngAreaCd`): the 시·도 part of the legal
 * district codes. Two provinces got new codes when they became 특별자치도 — 강원 42 → 51 (2023-06) and 전북 45 → 52
 * (2024-01) — and both spellings still appear. 12 is seen on some records for 광주·전남 together: it names two
 * cities, so it can narrow a place but never decide it.
 */
export type Work24Area = {
  code: string;
  cities: readonly City[];
  /** The code to send today; false for a retired or merged code. */
  isCurrent: boolean;
};

export const WORK24_AREAS: readonly Work24Area[] = [
  { code: '11', cities: ['서울'], isCurrent: true },
  { code: '26', cities: ['부산'], isCurrent: true },
  { code: '27', cities: ['대구'], isCurrent: true },
  { code: '28', cities: ['인천'], isCurrent: true },
  { code: '29', cities: ['광주'], isCurrent: true },
  { code: '30', cities: ['대전'], isCurrent: true },
  { code: '31', cities: ['울산'], isCurrent: true },
  { code: '36', cities: ['세종'], isCurrent: true },
  { code: '41', cities: ['경기'], isCurrent: true },
  { code: '42', cities: ['강원'], isCurrent: false },
  { code: '51', cities: ['강원'], isCurrent: true },
  { code: '43', cities: ['충북'], isCurrent: true },
  { code: '44', cities: ['충남'], isCurrent: true },
  { code: '45', cities: ['전북'], isCurrent: false },
  { code: '52', cities: ['전북'], isCurrent: true },
  { code: '46', cities: ['전남'], isCurrent: true },
  { code: '47', cities: ['경북'], isCurrent: true },
  { code: '48', cities: ['경남'], isCurrent: true },
  { code: '50', cities: ['제주'], isCurrent: true },
  { code: '12', cities: ['광주', '전남'], isCurrent: false },
];

const byCode = new Map(WORK24_AREAS.map((area) => [area.code, area]));

/** "42", "51", "51110" (a district code) → ['강원']; "12" → ['광주', '전남']; unknown → []. */
export function citiesOfAreaCode(code: string | undefined): readonly City[] {
  const prefix = (code ?? '').trim().slice(0, 2);
  return byCode.get(prefix)?.cities ?? [];
}

/** The one city an area code stands for, or null when it names none or several (12). */
export function cityOfAreaCode(code: string | undefined): City | null {
  const cities = citiesOfAreaCode(code);
  return cities.length === 1 ? (cities[0] ?? null) : null;
}

/** The code to send for a city today ('강원' → '51'). */
export function currentAreaCodeOf(city: City): string | undefined {
  return WORK24_AREAS.find((area) => area.isCurrent && area.cities.length === 1 && area.cities[0] === city)
    ?.code;
}

/** A configured code, possibly an old one, → the code to send today ('42' → '51', '45' → '52'); unknown → undefined. */
export function toCurrentAreaCode(code: string): string | undefined {
  const area = byCode.get(code.trim());
  if (!area) return undefined;
  if (area.isCurrent) return area.code;
  const [city] = area.cities;
  return area.cities.length === 1 && city ? currentAreaCodeOf(city) : undefined;
}
