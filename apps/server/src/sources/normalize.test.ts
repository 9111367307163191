import { describe, expect, it } from 'vitest';
import * as normalize from './normalize.ts';

const { decodeHtmlEntities, knownRegionNames, parseWon, regionFromAddress, toRegionName } = normalize;

describe('decodeHtmlEntities', () => {
  it('decodes named and numeric entities and leaves plain text alone', () => {
    expect(decodeHtmlEntities('서울 &gt; 강남구')).toBe('서울 > 강남구');
    expect(decodeHtmlEntities('a&amp;b &lt;c&gt; &#39;d&#x27; &quot;e&quot;')).toBe(`a&b <c> 'd' "e"`);
    expect(decodeHtmlEntities('서울 > 강남구 & more')).toBe('서울 > 강남구 & more');
    expect(decodeHtmlEntities('&unknown; &#0;')).toBe('&unknown; &#0;');
  });
});

describe('parseWon', () => {
  it('reads digit strings, commas and numbers; blank means unknown', () => {
    expect(['189850', '189,850', 0, '0', '', undefined].map(parseWon)).toEqual([
      189850,
      189850,
      0,
      0,
      null,
      null,
    ]);
  });
});

describe('region naming', () => {
  it('knows the 254 shipped regions', () => {
    expect(knownRegionNames().size).toBe(254);
  });

  it('builds "city district" names that exist, else the bare city', () => {
    expect(toRegionName('서울', ['강남구'])).toBe('서울 강남구');
    expect(toRegionName('경기', ['고양시 덕양구'])).toBe('경기 고양시 덕양구');
    expect(toRegionName('경기', ['부천시'])).toBe('경기');
    expect(toRegionName('서울', ['서울전체'])).toBe('서울');
    expect(toRegionName('서울', [])).toBe('서울');
    expect(toRegionName('세종', [])).toBe('세종 세종');
    expect(toRegionName('전국', [])).toBeNull();
  });

  it('places postal addresses, whatever the spelling of the province', () => {
    const places: Record<string, string> = {
      '서울특별시 강남구 테헤란로 123': '서울 강남구',
      '경기도 고양시 덕양구 화중로 45': '경기 고양시 덕양구',
      '경기도 광주시 오포읍 1': '경기 광주시',
      '광주광역시 북구 서암대로 1': '광주 북구',
      '세종특별자치시 한누리대로 2130': '세종 세종',
      '강원특별자치도 춘천시 중앙로 1': '강원 춘천시',
      '강원도 원주시 1': '강원 원주시',
      '전북특별자치도 전주시 완산구 효자로 225': '전북 전주시 완산구',
      '전라북도 군산시 1': '전북 군산시',
      '충청북도 청주시 상당구 1': '충북 청주시 상당구',
      '제주특별자치도 서귀포시 중문관광로 72': '제주 서귀포시',
      '(04524) 서울특별시 중구 세종대로 110': '서울 중구',
      '서울 종로구 종로 1': '서울 종로구',
    };
    const read = Object.keys(places).map((address) => [address, regionFromAddress(address)]);
    expect(Object.fromEntries(read)).toEqual(places);
    expect(regionFromAddress('')).toBeNull();
    expect(regionFromAddress('온라인')).toBeNull();
  });
});
