import { LIMITS } from '@dasibom/contract';
import type { SearchStats } from '../../platform/list-reads.ts';

/**
 * `page`: `all` reads every match through the search index, counts and sorts them (cheap for a rare text);
 * `ordered` walks the sort's own index and checks each posting until the page is full (cheap for a common one),
 * and then counts only up to LIMITS.searchCountCap + 1 matches: first by reading up to `scanRows` search rows in
 * table order (a common text is found after a few thousand), and through the index when that found too few (a text
 * common in one part of the table only — the table is in the order the sync wrote it).
 */
export type SearchPlan = NonNullable<SearchStats['plan']>;

/** The pairs the index is asked for, as the SQL computes them: every pair of the text, or the one character. */
export function searchPairsOf(text: string): string[] {
  const chars = [...text.toLowerCase()];
  if (chars.length <= 1) return chars;
  return chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
}

// Microseconds per row, measured on PostgreSQL 15 at 1M postings with its default 128 MB of shared buffers
// (docs/performance.md, issue 26 session 14): an index entry into the bitmap; a row of the bitmap fetched and checked
// (in table order); a row read in table order and checked; a row reached through a sort index (nationwide) or a
// place's range and then its search row by key (random reads, mostly outside the shared buffers).
const COST = { indexEntry: 0.15, bitmapFetch: 1.5, scanCheck: 0.3, walk: 3, placeWalk: 10 };

/**
 * The cheaper way to answer one free-text page, by expected matches: a text is at most as common as its rarest
 * pair. A phrase whose pairs are all common but which itself is rare is the case this guesses wrong (it walks
 * more rows than it needed); the page bound (LIMITS.searchCountCap) keeps that walk finite.
 */
export function planSearch(
  stats: SearchStats,
  text: string,
  place: string | undefined,
  offset: number,
): SearchPlan {
  if (stats.plan) return stats.plan;
  const nationwide = stats.placeRows.get('') ?? 0;
  const scope = place === undefined ? nationwide : (stats.placeRows.get(place) ?? 0);
  const share = Math.min(
    1,
    ...searchPairsOf(text).map((pair) => stats.pairShare.get(pair) ?? stats.unlistedShare),
  );
  if (share <= 0 || scope <= 0) return { page: 'all', scanRows: 0 };
  // The index reads the pairs' entries (and the place's), then fetches the matches in scope.
  const entries = (share * nationwide + (place === undefined ? 0 : scope)) * COST.indexEntry;
  const inScope = share * scope;
  const all = entries + inScope * COST.bitmapFetch;
  const walked = Math.min((offset + LIMITS.recruitPageSize) / share, scope);
  const ordered = walked * (place === undefined ? COST.walk : COST.placeWalk);
  const needed = LIMITS.searchCountCap + 1;
  const countIndex = entries + Math.min(needed, inScope) * COST.bitmapFetch;
  // Table order: three times the rows that would hold enough matches in scope if they were spread evenly, when
  // that is cheaper than the index (a common text in a big city: the index reads both long lists of entries).
  const scanRows = Math.ceil((3 * needed) / (share * (scope / nationwide)));
  const scan = scanRows * COST.scanCheck < countIndex ? scanRows : 0;
  const count = scan > 0 ? scan * COST.scanCheck : countIndex;
  if (all <= ordered + count) return { page: 'all', scanRows: 0 };
  return { page: 'ordered', scanRows: scan };
}
