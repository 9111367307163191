import { type ReactNode, useRef } from 'react';
import { Spinner } from '../ui/spinner.tsx';
import { ResultsBody, type ResultsBodyProps } from './results-body.tsx';

export type ListResultsHeader<T> = {
  /** The results heading, ready to place: a page change moves the focus to it. */
  heading: ReactNode;
  /** The answer while it is shown (loaded and not failed): the count and the data source come from it. */
  shown: T | undefined;
  /** A newer page or filter loads while `shown` stays on screen. */
  isRefreshing: boolean;
};

export type ListResultsProps<T, I> = Omit<ResultsBodyProps<T, I>, 'headingRef'> & {
  /** The heading's id: it names the section. */
  titleId: string;
  title: ReactNode;
  titleClassName?: string;
  className: string;
  /** What stands above the body: the heading, the count, the source, a sort. */
  header: (parts: ListResultsHeader<T>) => ReactNode;
  /** Under the cards and pages, only while they are shown. */
  footer?: (shown: T) => ReactNode;
};

/**
 * The results of a list page: a section named by its heading, the page's header around that heading, then the
 * failure / first load / empty state / cards with pages (ResultsBody), and what the page puts under the cards.
 */
export function ListResults<T, I>({
  titleId,
  title,
  titleClassName = 'scroll-mt-24 text-2xl font-bold outline-none',
  className,
  header,
  footer,
  ...body
}: ListResultsProps<T, I>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, isError, isFetching } = body.query;
  const shown = isError ? undefined : data;
  const heading = (
    <h2 id={titleId} ref={headingRef} tabIndex={-1} className={titleClassName}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={titleId} className={className}>
      {header({ heading, shown, isRefreshing: shown !== undefined && isFetching })}
      <ResultsBody {...body} headingRef={headingRef} />
      {shown !== undefined && body.itemsOf(shown).length > 0 && footer?.(shown)}
    </section>
  );
}

/** The count, announced politely whenever a filter or page changes the result. */
export function ResultsCount({ className, children }: { className: string; children: ReactNode }) {
  return (
    <p role="status" className={className}>
      {children}
    </p>
  );
}

/** Beside the count while a newer page or filter loads. */
export function RefreshSpinner({ isShown }: { isShown: boolean }) {
  return isShown ? <Spinner size="sm" label="새 목록을 불러오는 중" /> : null;
}
