import { CITY_ORDER, cityOf, RegionListResponseSchema, successEnvelope } from '@dasibom/contract';
import { describe, expect, it } from 'vitest';
import { readRegionsFile } from '../../db/seed-regions.ts';
import { useTestApp } from '../../test/use-test-app.ts';

describe('regions.csv (shipped reference data)', () => {
  const regions = readRegionsFile();

  it('has 254 rows that all parse, with unique names and codes', () => {
    expect(regions).toHaveLength(254);
    expect(new Set(regions.map((r) => r.regionName)).size).toBe(254);
    expect(new Set(regions.map((r) => r.regionCode)).size).toBe(254);
  });

  it('covers the 17 cities and provinces, each with at least one district', () => {
    const cities = new Set(regions.map((r) => cityOf(r.regionName)));
    expect([...cities].sort()).toEqual([...CITY_ORDER].sort());
    for (const city of CITY_ORDER) {
      expect(regions.filter((r) => cityOf(r.regionName) === city).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('groups codes by city prefix as DATA.md lists (101 서울, 102 경기, 118 세종…)', () => {
    const prefix: Record<string, string> = {
      '101': '서울',
      '102': '경기',
      '103': '광주',
      '104': '대구',
      '105': '대전',
      '106': '부산',
      '107': '울산',
      '108': '인천',
      '109': '강원',
      '110': '경남',
      '111': '경북',
      '112': '전남',
      '113': '전북',
      '114': '충북',
      '115': '충남',
      '116': '제주',
      '118': '세종',
    };
    for (const r of regions) {
      expect(prefix[String(r.regionCode).slice(0, 3)]).toBe(cityOf(r.regionName));
    }
  });
});

describe('GET /v1/region/all', () => {
  const t = useTestApp();

  it('returns the 254 regions in the envelope, in city order then district name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/region/all' });
    expect(res.statusCode).toBe(200);
    const body = successEnvelope(RegionListResponseSchema).parse(res.json());
    expect(body.data).toHaveLength(254);
    expect(body.data[0]).toEqual({ regionCode: 101010, regionName: '서울 강남구' });
    expect(body.data).toContainEqual({ regionCode: 118000, regionName: '세종 세종' });
    const cityRanks = body.data.map((r) =>
      CITY_ORDER.indexOf(cityOf(r.regionName) as (typeof CITY_ORDER)[number]),
    );
    expect(cityRanks).toEqual([...cityRanks].sort((a, b) => a - b));
    const seoul = body.data.filter((r) => r.regionName.startsWith('서울 ')).map((r) => r.regionName);
    expect(seoul).toEqual([...seoul].sort(new Intl.Collator('ko').compare));
    expect(Date.parse(body.timestamp)).not.toBeNaN();
  });
});
