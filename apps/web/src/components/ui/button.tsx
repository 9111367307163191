import { LoaderCircle } from 'lucide-react';
import { type ReactNode, type Ref, useCallback, useEffect, useRef } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
  ProgressBar,
} from 'react-aria-components';
import { cx } from './cx.ts';

import {
  BUTTON_BASE,
  type ButtonSize,
  type ButtonVariant,
  SIZES,
  type StyleOptions,
} from './link-button.tsx';

export type { ButtonSize, ButtonVariant };

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white data-hovered:bg-primary-strong data-pressed:bg-primary-strong',
  secondary:
    'border-2 border-primary bg-white text-primary data-hovered:bg-primary-soft data-pressed:bg-primary-tint',
  ghost: 'bg-transparent text-primary data-hovered:bg-primary-tint data-pressed:bg-primary-tint',
  danger: 'bg-danger text-white data-hovered:brightness-90 data-pressed:brightness-90',
};

/** The classes of a button; exported for the rare element that must look like one (e.g. a file label). */
export function buttonStyles({ variant = 'primary', size = 'md', isFullWidth = false }: StyleOptions = {}) {
  return cx(
    BUTTON_BASE,
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

/** Live-region entries of React Aria's announcer that name themselves after the element with this id. */
function dropAnnouncementsOf(id: string) {
  for (const entry of document.querySelectorAll('[aria-live] > [role="img"][aria-labelledby]')) {
    if (entry.getAttribute('aria-labelledby')?.split(/\s+/).includes(id)) entry.remove();
  }
}

/**
 * React Aria announces a focused button's pending state through a shared live region whose entries point at the
 * button by id (aria-labelledby) and linger for 7 s. When the button goes away — a form whose pending submit moved
 * on to the next screen — those entries point at nothing: an unnamed role="img" (axe: role-img-alt). Remove them
 * with the button, and for a moment afterwards: React Aria adds the first entry of a page 100 ms late.
 */
function useDropAnnouncementsOnUnmount(ref: Ref<HTMLButtonElement> | undefined) {
  const idRef = useRef<string | null>(null);
  const setRef = useCallback(
    (node: HTMLButtonElement | null) => {
      if (node) idRef.current = node.id || null;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  useEffect(
    () => () => {
      const id = idRef.current;
      if (!id || typeof document === 'undefined') return;
      dropAnnouncementsOf(id);
      if (typeof MutationObserver === 'undefined') return;
      // An observer runs before anything else gets to read the page, so no reader ever meets the dangling entry.
      const observer = new MutationObserver(() => dropAnnouncementsOf(id));
      observer.observe(document.body, { childList: true, subtree: true });
      setTimeout(() => observer.disconnect(), 1000);
    },
    [],
  );
  return setRef;
}

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
  ref,
  ...props
}: ButtonProps) {
  const setRef = useDropAnnouncementsOnUnmount(ref);
  return (
    <AriaButton
      {...props}
      ref={setRef}
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

export { LinkButton, type LinkButtonProps } from './link-button.tsx';
