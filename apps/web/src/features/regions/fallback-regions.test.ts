import { cityOf, FALLBACK_CITIES } from '@dasibom/contract';
import { describe, expect, it } from 'vitest';
import { fallbackRegionGroups, fallbackRegions } from './fallback-regions.ts';

describe('fallback regions', () => {
  it('holds exactly the 7 metropolitan cities, in display order', () => {
    expect(new Set(fallbackRegions().map((region) => cityOf(region.regionName)))).toEqual(
      new Set(FALLBACK_CITIES),
    );
    expect(fallbackRegionGroups().map((group) => group.city)).toEqual([
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
    expect(fallbackRegions()).toContainEqual({ regionName: '서울 강남구', regionCode: 101010 });
    const seoul = fallbackRegionGroups().find((group) => group.city === '서울');
    expect(seoul?.districts).toHaveLength(25);
  });

  it('leaves out the provinces', () => {
    expect(fallbackRegions().some((region) => region.regionName.startsWith('경기'))).toBe(false);
  });
});
