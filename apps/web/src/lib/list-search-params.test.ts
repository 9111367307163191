import { describe, expect, it } from 'vitest';
import {
  hasLocationParam,
  normalizeLocation,
  parseJobParam,
  parsePageParam,
  setJobParam,
} from './list-search-params.ts';

describe('list search params', () => {
  it('reads job: absent is 요양보호사, job= is every occupation, too long is the default', () => {
    expect(parseJobParam(null)).toBe('요양보호사');
    expect(parseJobParam(' ')).toBeNull();
    expect(parseJobParam(' 바리스타 ')).toBe('바리스타');
    expect(parseJobParam('가'.repeat(51))).toBe('요양보호사');
  });

  it('writes job: nothing for the default, job= for every occupation', () => {
    const write = (job: string | null) => {
      const search = new URLSearchParams();
      setJobParam(search, job);
      return search.toString();
    };
    expect(write('요양보호사')).toBe('');
    expect(write(null)).toBe('job=');
    expect(write('바리스타')).toBe(`job=${encodeURIComponent('바리스타')}`);
  });

  it('keeps a location only with a known city and at most three words', () => {
    expect(normalizeLocation(' 서울  강남구 ')).toBe('서울 강남구');
    expect(normalizeLocation('경기 고양시 덕양구')).toBe('경기 고양시 덕양구');
    expect(normalizeLocation('경기 고양시 덕양구 어딘가')).toBeNull();
    expect(normalizeLocation('화성 어딘가')).toBeNull();
    expect(normalizeLocation('')).toBeNull();
  });

  it('an address names a location when it has the parameter at all, even empty (everywhere)', () => {
    expect(hasLocationParam(new URLSearchParams(''))).toBe(false);
    expect(hasLocationParam(new URLSearchParams('job=바리스타'))).toBe(false);
    expect(hasLocationParam(new URLSearchParams('location='))).toBe(true);
    expect(hasLocationParam(new URLSearchParams('location=부산'))).toBe(true);
  });

  it('reads page as a whole number from 1', () => {
    expect(parsePageParam('3')).toBe(3);
    for (const raw of [null, '0', '-2', 'abc', '1.5']) expect(parsePageParam(raw)).toBe(1);
  });
});
