import { SearchX } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { Pagination } from './pagination.tsx';
import { Spinner } from './spinner.tsx';

/** A list query as TanStack Query gives it: screens pass their query result as it is. */
export type ResultsQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  /** A newer page or filter is loading while the previous result stays on screen. */
  isFetching: boolean;
  refetch: () => unknown;
};

export type ResultsBodyProps = {
  query: ResultsQuery<unknown>;
  errorMessage: string;
  loadingLabel: string;
  /** The result has no items: the empty state with 조건 초기화 is shown instead of the grid. */
  isEmpty: boolean;
  emptyMessage: string;
  emptyDescription: string;
  onResetFilters: () => void;
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /**
   * The results heading (tabIndex -1): after a page change keyboard and screen-reader users continue there instead
   * of staying at the page buttons.
   */
  headingRef: RefObject<HTMLElement | null>;
  /** The grid's columns and gaps. */
  listClassName: string;
  /** Names the grid, e.g. the heading's id. */
  listLabelledBy?: string;
  /** The cards, each an <li>. */
  children: ReactNode;
};

/** A paged list's body: the failure with a retry, the first load, the empty state, or the cards and the pages. */
export function ResultsBody({
  query,
  errorMessage,
  loadingLabel,
  isEmpty,
  emptyMessage,
  emptyDescription,
  onResetFilters,
  page,
  totalPages,
  onPageChange,
  headingRef,
  listClassName,
  listLabelledBy,
  children,
}: ResultsBodyProps) {
  const { isError, isFetching } = query;
  if (isError) {
    return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} isRetrying={isFetching} />;
  }
  if (query.isPending || query.data === undefined) {
    return (
      <div className="flex justify-center py-16">
        <Spinner isLabelVisible label={loadingLabel} />
      </div>
    );
  }
  if (isEmpty) {
    return (
      <EmptyState
        icon={SearchX}
        message={emptyMessage}
        description={emptyDescription}
        action={{ label: '조건 초기화', onPress: onResetFilters }}
      />
    );
  }

  const changePage = (next: number) => {
    onPageChange(next);
    const heading = headingRef.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <>
      <ul aria-labelledby={listLabelledBy} aria-busy={isFetching || undefined} className={listClassName}>
        {children}
      </ul>
      <Pagination page={page} totalPages={totalPages} onChange={changePage} className="pt-2" />
    </>
  );
}
