import { LoaderCircle } from 'lucide-react';
import { cx } from './cx.ts';

const SIZES = {
  sm: 'size-5',
  md: 'size-8',
  lg: 'size-12',
} as const;

export type SpinnerProps = {
  /** Read by screen readers; shown on screen too when `isLabelVisible`. */
  label?: string;
  size?: keyof typeof SIZES;
  isLabelVisible?: boolean;
  className?: string;
};

/** A loading indicator announced politely ("불러오는 중") to screen readers. */
export function Spinner({
  label = '불러오는 중',
  size = 'md',
  isLabelVisible = false,
  className,
}: SpinnerProps) {
  return (
    <span role="status" className={cx('inline-flex items-center gap-3 text-ink-muted', className)}>
      <LoaderCircle aria-hidden="true" className={cx('shrink-0 animate-spin text-primary', SIZES[size])} />
      <span className={isLabelVisible ? 'text-base' : 'sr-only'}>{label}</span>
    </span>
  );
}

export type FullScreenSpinnerProps = {
  /** Visible and announced, e.g. "추천 결과를 만들고 있어요". */
  label?: string;
};

/** Covers the page while a long action runs (e.g. the questionnaire submit). Blocks clicks, not reading. */
export function FullScreenSpinner({ label = '불러오는 중' }: FullScreenSpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/90 p-6 text-center print:hidden"
    >
      <LoaderCircle aria-hidden="true" className="size-14 animate-spin text-primary" />
      <p className="text-lg font-semibold text-ink">{label}</p>
    </div>
  );
}
