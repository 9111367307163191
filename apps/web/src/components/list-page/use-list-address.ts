import { useSearchParams } from 'react-router';
import { KEEP_SCROLL } from '../../lib/navigation.ts';

/** A list's pages: the one shown (1-based), going to another, and the address of another. */
export type ListPager = {
  page: number;
  onChange: (page: number) => void;
  /** The same state on another page: a page past the end is replaced by the last one (ResultsBody). */
  searchFor: (page: number) => URLSearchParams;
};

export type ListAddress<P, N> = {
  /** The list's state, as `parse` reads it from the address. */
  params: P;
  searchParams: URLSearchParams;
  /** Puts a state into the address (`build` writes it); `replace` keeps Back from returning to the old one. */
  show: (next: N, replace?: boolean) => void;
  /** Puts an address that `build` does not write (e.g. one parameter changed on the current one). */
  showSearch: (search: URLSearchParams, replace?: boolean) => void;
  /** The pages of the list in state `shown`; `leave` is what a page change also resets (an open detail). */
  pager: (shown: P, leave?: Partial<P>) => ListPager;
};

/**
 * A list page's filters and page, kept in the address so back/forward, reloads and shared links keep them. A change
 * never moves the page: the reader stays at the list (KEEP_SCROLL).
 */
export function useListAddress<N, P extends N & { page: number }>(
  parse: (search: URLSearchParams) => P,
  build: (next: N) => URLSearchParams,
): ListAddress<P, N> {
  const [searchParams, setSearchParams] = useSearchParams();
  const showSearch = (search: URLSearchParams, replace = false) =>
    setSearchParams(search, { preventScrollReset: true, state: KEEP_SCROLL, replace });
  const show = (next: N, replace?: boolean) => showSearch(build(next), replace);
  return {
    params: parse(searchParams),
    searchParams,
    show,
    showSearch,
    pager: (shown, leave) => ({
      page: shown.page,
      onChange: (page) => show({ ...shown, ...leave, page }),
      searchFor: (page) => build({ ...shown, page }),
    }),
  };
}
