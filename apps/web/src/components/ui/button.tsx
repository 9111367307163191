import { LoaderCircle } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
  ProgressBar,
} from 'react-aria-components';
import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg';

type StyleOptions = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
};

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white data-hovered:bg-primary-strong data-pressed:bg-primary-strong',
  secondary:
    'border-2 border-primary bg-white text-primary data-hovered:bg-primary-soft data-pressed:bg-primary-tint',
  ghost: 'bg-transparent text-primary data-hovered:bg-primary-tint data-pressed:bg-primary-tint',
  danger: 'bg-danger text-white data-hovered:brightness-90 data-pressed:brightness-90',
};

const SIZES: Record<ButtonSize, string> = {
  // 44 px (2.75rem) and 52 px (3.25rem) at the default text size; they grow with the text-size setting.
  md: 'min-h-11 px-4 py-2 text-base',
  lg: 'min-h-13 px-6 py-3 text-lg',
};

/** The classes of a button; exported for the rare element that must look like one (e.g. a file label). */
export function buttonStyles({ variant = 'primary', size = 'md', isFullWidth = false }: StyleOptions = {}) {
  return cx(
    'inline-flex min-w-11 cursor-pointer select-none items-center justify-center gap-2 rounded-xl text-center font-semibold leading-snug no-underline transition-colors',
    // Disabled text stays readable (ink-muted on line-soft is 4.9:1): visitors must read why it is disabled.
    'data-disabled:cursor-not-allowed data-disabled:border-transparent data-disabled:bg-line-soft data-disabled:text-ink-muted data-disabled:brightness-100',
    'data-pending:cursor-wait',
    VARIANTS[variant],
    SIZES[size],
    isFullWidth && 'w-full',
  );
}

export type ButtonProps = Omit<AriaButtonProps, 'children'> &
  StyleOptions & {
    children?: ReactNode;
    /** Shown before the label, e.g. a lucide icon with aria-hidden. */
    icon?: ReactNode;
    /** Text read after the label while pending. */
    pendingLabel?: string;
    ref?: Ref<HTMLButtonElement>;
  };

/** The product's button. `isPending` shows a spinner, keeps the label and blocks presses without losing focus. */
export function Button({
  variant,
  size,
  isFullWidth,
  icon,
  pendingLabel = '처리 중',
  className,
  children,
  isPending,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      className={composeRenderProps(className, (extra) =>
        cx(buttonStyles({ variant, size, isFullWidth }), extra),
      )}
    >
      {isPending ? (
        <ProgressBar aria-label={pendingLabel} isIndeterminate className="inline-flex">
          <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin" />
        </ProgressBar>
      ) : (
        icon
      )}
      {children}
    </AriaButton>
  );
}

export type LinkButtonProps = Omit<AriaLinkProps, 'children'> &
  StyleOptions & {
    href: string;
    children?: ReactNode;
    icon?: ReactNode;
    ref?: Ref<HTMLAnchorElement>;
  };

/** Looks like a Button, navigates like a link (client-side through RAC's RouterProvider). */
export function LinkButton({
  variant,
  size,
  isFullWidth,
  icon,
  className,
  children,
  ...props
}: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (extra) =>
        cx(buttonStyles({ variant, size, isFullWidth }), extra),
      )}
    >
      {icon}
      {children}
    </AriaLink>
  );
}
