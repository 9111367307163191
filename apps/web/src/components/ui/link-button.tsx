import type { ComponentProps, ReactNode, Ref } from 'react';
import { Link, type NavigateOptions } from 'react-router';
import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg';

export type StyleOptions = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
};

/*
 * The button look for native elements (react-router links, plain <button>s) on the pages every visitor loads first:
 * the same classes as React Aria's `Button` (button.tsx), with the CSS states in place of React Aria's data
 * attributes, so those pages need no react-aria.
 */
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-strong active:bg-primary-strong',
  secondary: 'border-2 border-primary bg-white text-primary hover:bg-primary-soft active:bg-primary-tint',
  ghost: 'bg-transparent text-primary hover:bg-primary-tint active:bg-primary-tint',
  danger: 'bg-danger text-white hover:brightness-90 active:brightness-90',
};

export const SIZES: Record<ButtonSize, string> = {
  // 44 px (2.75rem) and 52 px (3.25rem) at the default text size; they grow with the text-size setting.
  md: 'min-h-11 px-4 py-2 text-base',
  lg: 'min-h-13 px-6 py-3 text-lg',
};

export const BUTTON_BASE =
  'inline-flex min-w-11 cursor-pointer select-none items-center justify-center gap-2 rounded-xl text-center font-semibold leading-snug no-underline transition-colors';

/** `buttonStyles` for a native element. */
export function nativeButtonStyles({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
}: StyleOptions = {}) {
  return cx(
    BUTTON_BASE,
    // Disabled text stays readable (ink-muted on line-soft is 4.9:1): visitors must read why it is disabled.
    'disabled:cursor-not-allowed disabled:border-transparent disabled:bg-line-soft disabled:text-ink-muted disabled:brightness-100',
    'aria-busy:cursor-wait',
    VARIANTS[variant],
    SIZES[size],
    isFullWidth && 'w-full',
  );
}

export type LinkButtonProps = Omit<ComponentProps<'a'>, 'href' | 'children' | 'ref'> &
  StyleOptions & {
    href: string;
    children?: ReactNode;
    icon?: ReactNode;
    /** Navigation state and replace, as react-router's `navigate` takes them. */
    routerOptions?: Pick<NavigateOptions, 'state' | 'replace'>;
    /** Called on activation, before the navigation. */
    onPress?: () => void;
    ref?: Ref<HTMLAnchorElement>;
  };

/** Looks like a Button, navigates like a link (a react-router `Link`: client-side, a real <a href>). */
export function LinkButton({
  variant,
  size,
  isFullWidth,
  icon,
  className,
  children,
  href,
  routerOptions,
  onPress,
  onClick,
  ...props
}: LinkButtonProps) {
  return (
    <Link
      {...props}
      to={href}
      state={routerOptions?.state}
      replace={routerOptions?.replace}
      onClick={(event) => {
        onClick?.(event);
        onPress?.();
      }}
      className={cx(nativeButtonStyles({ variant, size, isFullWidth }), className)}
    >
      {icon}
      {children}
    </Link>
  );
}
