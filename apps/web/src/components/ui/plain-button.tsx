import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx.ts';
import { nativeButtonStyles, type StyleOptions } from './link-button.tsx';

export type PlainButtonProps = Omit<ComponentProps<'button'>, 'children'> &
  StyleOptions & {
    children?: ReactNode;
    icon?: ReactNode;
    /** Shows a spinner, keeps the label and focus, and ignores presses meanwhile. */
    isPending?: boolean;
    /** Text read after the label while pending. */
    pendingLabel?: string;
  };

/**
 * A native <button> with the product's button look, for what every page loads (error and empty states, toasts):
 * no react-aria. Screens that load React Aria anyway use `Button` (button.tsx).
 */
export function PlainButton({
  variant,
  size,
  isFullWidth,
  icon,
  isPending = false,
  pendingLabel = '처리 중',
  className,
  children,
  onClick,
  type = 'button',
  ...props
}: PlainButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-busy={isPending || undefined}
      onClick={(event) => {
        if (isPending) return;
        onClick?.(event);
      }}
      className={cx(nativeButtonStyles({ variant, size, isFullWidth }), className)}
    >
      {isPending ? (
        <span role="progressbar" aria-label={pendingLabel} className="inline-flex">
          <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin" />
        </span>
      ) : (
        icon
      )}
      {children}
    </button>
  );
}
