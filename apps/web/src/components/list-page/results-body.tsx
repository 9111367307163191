import { SearchX } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useClampToLastPage } from '../../lib/use-clamp-to-last-page.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { QueryErrorState } from '../ui/query-error-state.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { ListPager } from './use-list-address.ts';

/** A list query as TanStack Query gives it: screens pass their query result as it is. */
export type ResultsQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  /** A newer page or filter is loading while the previous result stays on screen. */
  isFetching: boolean;
  /** `data` is the previous filters' answer, kept on screen: its page count says nothing of this address. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

export type ResultsBodyProps<T, I> = {
  query: ResultsQuery<T>;
  /** The cards' items in an answer, and its number of pages. */
  itemsOf: (data: T) => readonly I[];
  totalPagesOf: (data: T) => number;
  pager: ListPager;
  errorMessage: ReactNode;
  loadingLabel: string;
  /** Shown instead of the grid when the answer has no items, e.g. `<NoMatches …/>`. */
  empty: ReactNode;
  /**
   * The results heading (tabIndex -1): after a page change keyboard and screen-reader users continue there instead
   * of staying at the page buttons.
   */
  headingRef: RefObject<HTMLElement | null>;
  /** The grid's columns and gaps. */
  listClassName: string;
  /** Names the grid, e.g. the heading's id. */
  listLabelledBy?: string;
  /** An item's card: an <li> with its key. */
  children: (item: I) => ReactNode;
};

/** The empty result of a search: nothing matches the chosen conditions, and 조건 초기화 clears them. */
export function NoMatches({
  message,
  hint,
  onReset,
}: {
  message: string;
  hint: string;
  onReset: () => void;
}) {
  return (
    <EmptyState
      icon={SearchX}
      message={message}
      description={hint}
      action={{ label: '조건 초기화', onPress: onReset }}
    />
  );
}

/** A paged list's body: the failure with a retry, the first load, the empty state, or the cards and the pages. */
export function ResultsBody<T, I>({
  query,
  itemsOf,
  totalPagesOf,
  pager,
  errorMessage,
  loadingLabel,
  empty,
  headingRef,
  listClassName,
  listLabelledBy,
  children,
}: ResultsBodyProps<T, I>) {
  const { data, isError, isFetching } = query;
  useClampToLastPage({ page: pager.page, list: query, totalPagesOf, searchFor: pager.searchFor });
  if (isError) {
    return <QueryErrorState query={query} message={errorMessage} />;
  }
  if (query.isPending || data === undefined) {
    return (
      <div className="flex justify-center py-16">
        <Spinner isLabelVisible label={loadingLabel} />
      </div>
    );
  }
  const items = itemsOf(data);
  if (items.length === 0) return empty;

  const changePage = (next: number) => {
    pager.onChange(next);
    const heading = headingRef.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <>
      <ul aria-labelledby={listLabelledBy} aria-busy={isFetching || undefined} className={listClassName}>
        {items.map(children)}
      </ul>
      <Pagination page={pager.page} totalPages={totalPagesOf(data)} onChange={changePage} className="pt-2" />
    </>
  );
}
