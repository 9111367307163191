import { RotateCcw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { PlainButton } from './plain-button.tsx';

export type ErrorStateProps = {
  /** What went wrong, in plain words. */
  message?: ReactNode;
  /** Shows a 다시 시도 button. */
  onRetry?: () => void;
  /** Spinner on the retry button while the new request runs. */
  isRetrying?: boolean;
  retryLabel?: string;
  className?: string;
};

/** A failed load: says so (announced) and offers 다시 시도. */
export function ErrorState({
  message = '정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  onRetry,
  isRetrying,
  retryLabel = '다시 시도',
  className,
}: ErrorStateProps) {
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-3 rounded-card border-2 border-danger/40 bg-danger-tint px-6 py-8 text-center text-ink',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-danger" strokeWidth={1.75} />
      <p role="alert" className="text-lg font-semibold">
        {message}
      </p>
      {onRetry && (
        <PlainButton
          variant="secondary"
          onClick={onRetry}
          isPending={isRetrying}
          icon={<RotateCcw aria-hidden="true" className="size-5" />}
        >
          {retryLabel}
        </PlainButton>
      )}
    </div>
  );
}
