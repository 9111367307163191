import { LIMITS } from '@dasibom/contract/plain';
import { formatNumber } from './format-number.ts';

/*
 * The recruit and training lists answer LIMITS.listMaxPages pages at most: the API refuses a deeper page, because an
 * OFFSET reads every row before its page. These helpers keep those two screens within that bound; other lists are not
 * bounded and do not use them.
 */

/** The pages a list can show: every page of `total`, but no more than the API answers. */
export function cappedTotalPages(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.min(Math.ceil(total / pageSize), LIMITS.listMaxPages) : 0;
}

/** A 1-based page from the address, brought back to the last page the API answers (an old or hand-edited link). */
export function clampListPage(page: number): number {
  return Math.min(page, LIMITS.listMaxPages);
}

/** Why the pages end before the results do, for the person; null when every result is on a page. */
export function pageCapNote(total: number, pageSize: number): string | null {
  const reachable = LIMITS.listMaxPages * pageSize;
  if (total <= reachable) return null;
  return `처음 ${formatNumber(reachable)}건까지 볼 수 있어요. 직업 종류나 거주지를 골라 좁혀 보세요.`;
}
