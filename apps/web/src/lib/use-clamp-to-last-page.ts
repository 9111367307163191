import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { KEEP_SCROLL } from './navigation.ts';

export type ClampToLastPageOptions<T> = {
  /** The 1-based page the address asks for. */
  page: number;
  /** The list's query: only its own data counts, never the previous filters' placeholder. */
  list: { data: T | undefined; isPlaceholderData: boolean };
  totalPagesOf: (data: T) => number;
  /** The address of the same list state on another page. */
  searchFor: (page: number) => URLSearchParams;
};

/**
 * An old link past the end (e.g. ?page=9 when there are 3) shows the last page instead of "nothing". The address is
 * replaced, so Back does not return to the empty page, and the list keeps its place on screen like every other page
 * change (preventScrollReset).
 */
export function useClampToLastPage<T>({
  page,
  list,
  totalPagesOf,
  searchFor,
}: ClampToLastPageOptions<T>): void {
  const [, setSearchParams] = useSearchParams();
  const lastPage = list.data !== undefined && !list.isPlaceholderData ? totalPagesOf(list.data) : 0;
  const lastPageSearch = lastPage > 0 && page > lastPage ? searchFor(lastPage).toString() : null;
  useEffect(() => {
    if (lastPageSearch !== null)
      setSearchParams(lastPageSearch, { replace: true, preventScrollReset: true, state: KEEP_SCROLL });
  }, [lastPageSearch, setSearchParams]);
}
