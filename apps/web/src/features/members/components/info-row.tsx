import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx.ts';

/** One row of the account card: label, value and an optional action; stacked on narrow screens. */
export function InfoRow({
  label,
  children,
  action,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cx(
        'flex flex-col gap-2 border-b border-line-soft py-4 last:border-b-0 @min-[34rem]:flex-row @min-[34rem]:items-center @min-[34rem]:gap-4',
        className,
      )}
    >
      <dt className="shrink-0 text-base font-semibold text-ink-muted @min-[34rem]:w-28">{label}</dt>
      <dd className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-2 text-lg text-ink">
        {children}
        {action}
      </dd>
    </div>
  );
}
