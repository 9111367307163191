import { describe, expect, it } from 'vitest';
import {
  decodeHtmlEntities,
  knownRegionNames,
  parseWon,
  regionFromAddress,
  toRegionName,
} from './normalize.ts';

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
    expect(parseWon('189850')).toBe(189850);
    expect(parseWon('189,850')).toBe(189850);
    expect(parseWon(0)).toBe(0);
    expect(parseWon('0')).toBe(0);
    expect(parseWon('')).toBeNull();
    expect(parseWon(undefined)).toBeNull();
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
    expect(regionFromAddress('서울특별시 강남구 테헤란로 123')).toBe('서울 강남구');
    expect(regionFromAddress('경기도 고양시 덕양구 화중로 45')).toBe('경기 고양시 덕양구');
    expect(regionFromAddress('경기도 광주시 오포읍 1')).toBe('경기 광주시');
    expect(regionFromAddress('광주광역시 북구 서암대로 1')).toBe('광주 북구');
    expect(regionFromAddress('세종특별자치시 한누리대로 2130')).toBe('세종 세종');
    expect(regionFromAddress('강원특별자치도 춘천시 중앙로 1')).toBe('강원 춘천시');
    expect(regionFromAddress('강원도 원주시 1')).toBe('강원 원주시');
    expect(regionFromAddress('전북특별자치도 전주시 완산구 효자로 225')).toBe('전북 전주시 완산구');
    expect(regionFromAddress('전라북도 군산시 1')).toBe('전북 군산시');
    expect(regionFromAddress('충청북도 청주시 상당구 1')).toBe('충북 청주시 상당구');
    expect(regionFromAddress('제주특별자치도 서귀포시 중문관광로 72')).toBe('제주 서귀포시');
    expect(regionFromAddress('(04524) 서울특별시 중구 세종대로 110')).toBe('서울 중구');
    expect(regionFromAddress('서울 종로구 종로 1')).toBe('서울 종로구');
    expect(regionFromAddress('')).toBeNull();
    expect(regionFromAddress('온라인')).toBeNull();
  });
});
