import { LIMITS } from '@dasibom/contract/plain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from './cx.ts';

export type PaginationProps = {
  /** Current page, 1-based (convert zero-based APIs at the call site). */
  page: number;
  totalPages: number;
  /** Called with the 1-based page to show. */
  onChange: (page: number) => void;
  /** Page buttons per group; default LIMITS.paginationGroup (10). */
  groupSize?: number;
  className?: string;
};

const itemClass =
  'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-lg px-2 text-base font-semibold tabular-nums';

/** The group (1–10, 11–20, …) that contains `page`. */
export function pageGroup(page: number, totalPages: number, groupSize: number = LIMITS.paginationGroup) {
  const start = Math.floor((page - 1) / groupSize) * groupSize + 1;
  const end = Math.min(start + groupSize - 1, totalPages);
  return { start, end };
}

/**
 * Numbered pages in groups of 10 with 이전/다음 group buttons. Hidden when there is one page or none.
 * 이전 goes to the page just before the group (10 from 11–20), 다음 to the page just after it (11 from 1–10).
 * Native buttons: the list pages load no react-aria for them (ADR 012).
 */
export function Pagination({
  page,
  totalPages,
  onChange,
  groupSize = LIMITS.paginationGroup,
  className,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const { start, end } = pageGroup(current, totalPages, groupSize);
  const pages = Array.from({ length: end - start + 1 }, (_, i) => start + i);

  return (
    <nav aria-label="페이지 이동" className={cx('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            disabled={start === 1}
            onClick={() => onChange(start - 1)}
            className={cx(
              itemClass,
              'text-primary hover:enabled:bg-primary-tint disabled:cursor-not-allowed disabled:text-ink-muted disabled:opacity-60',
            )}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
            이전<span className="sr-only"> 페이지 묶음</span>
          </button>
        </li>
        {pages.map((n) => {
          const isCurrent = n === current;
          return (
            <li key={n}>
              <button
                type="button"
                aria-current={isCurrent ? 'page' : undefined}
                onClick={() => {
                  if (!isCurrent) onChange(n);
                }}
                className={cx(
                  itemClass,
                  isCurrent
                    ? 'bg-primary text-white underline decoration-2 underline-offset-4'
                    : 'text-ink hover:bg-primary-tint',
                )}
              >
                {n}
                <span className="sr-only"> 페이지</span>
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            disabled={end >= totalPages}
            onClick={() => onChange(end + 1)}
            className={cx(
              itemClass,
              'text-primary hover:enabled:bg-primary-tint disabled:cursor-not-allowed disabled:text-ink-muted disabled:opacity-60',
            )}
          >
            다음<span className="sr-only"> 페이지 묶음</span>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
