import { LIMITS } from '@dasibom/contract/plain';
import { describe, expect, it } from 'vitest';
import { cappedTotalPages, pageCapNote } from './list-page-cap.ts';
import { parsePageParam } from './list-search-params.ts';

const NOTE = '처음 12,000건까지 볼 수 있어요. 직업 종류나 거주지를 골라 좁혀 보세요.';

describe('the recruit and training lists end at LIMITS.listMaxPages pages', () => {
  it('counts every page up to 1,000, and no more', () => {
    expect(LIMITS.listMaxPages).toBe(1000);
    expect(cappedTotalPages(0, 12)).toBe(0);
    expect(cappedTotalPages(13, 12)).toBe(2);
    expect(cappedTotalPages(11_990, 12)).toBe(1000);
    expect(cappedTotalPages(12_001, 12)).toBe(1000);
    expect(cappedTotalPages(416_000, 12)).toBe(1000);
    expect(cappedTotalPages(5, 0)).toBe(0);
  });

  it('explains the end only when some results have no page', () => {
    expect(pageCapNote(12_000, 12)).toBeNull();
    expect(pageCapNote(12_001, 12)).toBe(NOTE);
    expect(pageCapNote(416_000, 12)).toBe(NOTE);
  });

  it('says a free-text search has more results than it counted, whatever the total', () => {
    const capped = `검색 결과가 많아 처음 1,200건까지 볼 수 있어요. 검색어를 더 자세히 쓰거나 거주지를 골라 좁혀 보세요.`;
    expect(pageCapNote(LIMITS.searchCountCap, 12, true)).toBe(capped);
    expect(cappedTotalPages(LIMITS.searchCountCap, 12)).toBe(100);
  });

  it('leaves the page of the other lists (scraps, jobs, others’ to-dos) alone', () => {
    expect(parsePageParam('5000')).toBe(5000);
  });
});
