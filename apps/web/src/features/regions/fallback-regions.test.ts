import { cityOf, FALLBACK_CITIES } from '@dasibom/contract';
import { describe, expect, it } from 'vitest';
import { FALLBACK_REGION_GROUPS, FALLBACK_REGIONS } from './fallback-regions.ts';

describe('fallback regions', () => {
  it('holds exactly the 7 metropolitan cities, in display order', () => {
    expect(new Set(FALLBACK_REGIONS.map((region) => cityOf(region.regionName)))).toEqual(
      new Set(FALLBACK_CITIES),
    );
    expect(FALLBACK_REGION_GROUPS.map((group) => group.city)).toEqual([
      '서울',
      '부산',
      '대구',
      '인천',
      '광주',
      '대전',
      '울산',
    ]);
  });

  it('keeps the shipped codes, e.g. 서울 강남구 = 101010', () => {
    expect(FALLBACK_REGIONS).toContainEqual({ regionName: '서울 강남구', regionCode: 101010 });
    const seoul = FALLBACK_REGION_GROUPS.find((group) => group.city === '서울');
    expect(seoul?.districts).toHaveLength(25);
  });

  it('leaves out the provinces', () => {
    expect(FALLBACK_REGIONS.some((region) => region.regionName.startsWith('경기'))).toBe(false);
  });
});
