import { describe, expect, it } from 'vitest';
import {
  citiesOfAreaCode,
  cityOfAreaCode,
  currentAreaCodeOf,
  toCurrentAreaCode,
  WORK24_AREAS,
} from './areas.ts';

describe('work24 area codes', () => {
  it('maps old and new codes of the provinces that changed to the same city', () => {
    expect(cityOfAreaCode('42')).toBe('강원');
    expect(cityOfAreaCode('51')).toBe('강원');
    expect(cityOfAreaCode('45')).toBe('전북');
    expect(cityOfAreaCode('52')).toBe('전북');
    // District codes carry the area in their first two digits.
    expect(cityOfAreaCode('42110')).toBe('강원');
    expect(cityOfAreaCode('11680')).toBe('서울');
  });

  it('keeps the merged 광주·전남 code as two cities, deciding none', () => {
    expect(citiesOfAreaCode('12')).toEqual(['광주', '전남']);
    expect(cityOfAreaCode('12')).toBeNull();
    expect(cityOfAreaCode('99')).toBeNull();
    expect(cityOfAreaCode(undefined)).toBeNull();
  });

  it('sends the current code for a city or an old code', () => {
    expect(currentAreaCodeOf('강원')).toBe('51');
    expect(currentAreaCodeOf('전북')).toBe('52');
    expect(currentAreaCodeOf('세종')).toBe('36');
    expect(toCurrentAreaCode('42')).toBe('51');
    expect(toCurrentAreaCode('45')).toBe('52');
    expect(toCurrentAreaCode('11')).toBe('11');
    expect(toCurrentAreaCode('12')).toBeUndefined();
    expect(toCurrentAreaCode('00')).toBeUndefined();
  });

  it('covers all 17 cities with exactly one current code each', () => {
    const current = WORK24_AREAS.filter((area) => area.isCurrent);
    expect(current).toHaveLength(17);
    expect(new Set(current.flatMap((area) => area.cities)).size).toBe(17);
  });
});
