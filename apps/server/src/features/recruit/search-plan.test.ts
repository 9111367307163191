import { LIMITS } from '@dasibom/contract';
import { describe, expect, it } from 'vitest';
import type { SearchStats } from '../../platform/list-reads.ts';
import { planSearch, searchPairsOf } from './search-plan.ts';

// Shares as PostgreSQL's statistics gave them at 1M postings (docs/performance.md, issue 26 session 14).
const stats: SearchStats = {
  pairShare: new Map([
    ['모집', 0.354],
    ['주간', 0.0368],
    ['간보', 0.0506],
    ['보호', 0.128],
  ]),
  unlistedShare: 0.0005,
  placeRows: new Map([
    ['', 1_037_451],
    ['서울', 210_000],
    ['경기 고양시', 16_000],
  ]),
};

describe('searchPairsOf', () => {
  it('asks for every pair of the lower-cased text, or the one character', () => {
    expect(searchPairsOf('주간보호')).toEqual(['주간', '간보', '보호']);
    expect(searchPairsOf('CNC')).toEqual(['cn', 'nc']);
    expect(searchPairsOf('모')).toEqual(['모']);
  });
});

describe('planSearch', () => {
  it('reads every match of a rare text through the index', () => {
    expect(planSearch(stats, '봄바람', undefined, 0)).toEqual({ page: 'all', scanRows: 0 });
    expect(planSearch(stats, '봄바람', '서울', 600)).toEqual({ page: 'all', scanRows: 0 });
  });

  it('walks the sort order for a common text, and counts it by reading a few thousand rows in table order', () => {
    const plan = planSearch(stats, '모집', undefined, 0);
    expect(plan.page).toBe('ordered');
    // Three times the rows that hold enough matches if spread evenly.
    expect(plan.scanRows).toBe(Math.ceil((3 * (LIMITS.searchCountCap + 1)) / 0.354));
  });

  it('counts a common text in a big city by table order, in a district through the index', () => {
    // 모집 in 서울: 7 % of all rows are matches listed there; the index would read both long lists of entries.
    expect(planSearch(stats, '모집', '서울', 0)).toEqual({
      page: 'ordered',
      scanRows: Math.ceil((3 * (LIMITS.searchCountCap + 1)) / (0.354 * (210_000 / 1_037_451))),
    });
    expect(planSearch(stats, '모집', '경기 고양시', 0).scanRows).toBe(0);
  });

  it('takes the rarest pair: a text is at most as common as it', () => {
    // 주간보호: 3.7 % at most. Its first page is a short walk; its hundredth reads fewer rows through the index.
    expect(planSearch(stats, '주간보호', undefined, 0).page).toBe('ordered');
    expect(planSearch(stats, '주간보호', undefined, 1188).page).toBe('all');
  });

  it('reads every match when there are no statistics yet (before the first ANALYZE)', () => {
    const none: SearchStats = { pairShare: new Map(), unlistedShare: 0, placeRows: new Map() };
    expect(planSearch(none, '모집', undefined, 0)).toEqual({ page: 'all', scanRows: 0 });
  });
});
