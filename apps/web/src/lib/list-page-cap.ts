import { LIMITS } from '@dasibom/contract/plain';
import { formatNumber } from './format-number.ts';

/*
 * The recruit and training lists answer LIMITS.listMaxPages pages at most: the API refuses a deeper page, because an
 * OFFSET reads every row before its page. These helpers keep those two screens within that bound (their params modules
 * clamp an address page themselves: they are part of other pages' first load, this module is not); other lists are
 * not bounded and do not use them.
 */

/** The pages a list can show: every page of `total`, but no more than the API answers. */
export function cappedTotalPages(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.min(Math.ceil(total / pageSize), LIMITS.listMaxPages) : 0;
}

/**
 * Why the pages end before the results do, for the person; null when every result is on a page. `capped`: the server
 * stopped counting a free-text search at `total` (LIMITS.searchCountCap), so there are more than the pages show.
 */
export function pageCapNote(total: number, pageSize: number, capped = false): string | null {
  if (capped)
    return `검색 결과가 많아 처음 ${formatNumber(total)}건까지 볼 수 있어요. 검색어를 더 자세히 쓰거나 거주지를 골라 좁혀 보세요.`;
  const reachable = LIMITS.listMaxPages * pageSize;
  if (total <= reachable) return null;
  return `처음 ${formatNumber(reachable)}건까지 볼 수 있어요. 직업 종류나 거주지를 골라 좁혀 보세요.`;
}
