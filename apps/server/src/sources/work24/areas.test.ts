import { describe, expect, it } from 'vitest';
import * as areas from './areas.ts';

const { citiesOfAreaCode, cityOfAreaCode, currentAreaCodeOf, toCurrentAreaCode, WORK24_AREAS } = areas;

describe('work24 area codes', () => {
  it('maps old and new codes of the provinces that changed to the same city', () => {
    // District codes (the last two) carry the area in their first two digits.
    const codes = ['42', '51', '45', '52', '42110', '11680'];
    expect(codes.map(cityOfAreaCode)).toEqual(['강원', '강원', '전북', '전북', '강원', '서울']);
  });

  it('keeps the merged 광주·전남 code as two cities, deciding none', () => {
    expect(citiesOfAreaCode('12')).toEqual(['광주', '전남']);
    expect(['12', '99', undefined].map(cityOfAreaCode)).toEqual([null, null, null]);
  });

  it('sends the current code for a city or an old code', () => {
    expect((['강원', '전북', '세종'] as const).map(currentAreaCodeOf)).toEqual(['51', '52', '36']);
    expect(['42', '45', '11', '12', '00'].map(toCurrentAreaCode)).toEqual([
      '51',
      '52',
      '11',
      undefined,
      undefined,
    ]);
  });

  it('covers all 17 cities with exactly one current code each', () => {
    const current = WORK24_AREAS.filter((area) => area.isCurrent);
    expect(current).toHaveLength(17);
    expect(new Set(current.flatMap((area) => area.cities)).size).toBe(17);
  });
});
