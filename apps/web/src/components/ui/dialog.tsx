import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Modal as AriaModal,
  Button,
  DialogTrigger,
  Heading,
  ModalOverlay,
} from 'react-aria-components';
import { cx } from './cx.ts';

export { DialogTrigger };

const WIDTHS = {
  md: 'max-w-xl', // 36rem
  lg: 'max-w-2xl', // 42rem
} as const;

export type ModalProps = {
  /** The dialog's visible heading and accessible name. */
  title: ReactNode;
  /** Body content; a function receives `close`. Scrolls when taller than the screen. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons row under the body (stays visible while the body scrolls). */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled open state. Leave out inside a `DialogTrigger`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside closes it (default true). Escape and the 닫기 button always close it. */
  isDismissable?: boolean;
  size?: keyof typeof WIDTHS;
  role?: AriaDialogProps['role'];
  'aria-describedby'?: string;
  className?: string;
};

/** Print shows the page alone: an open dialog and its backdrop are transient and would cover it (issue 27). */
export const overlayClass =
  'fixed inset-0 z-50 flex h-(--visual-viewport-height) w-full items-center justify-center bg-ink/50 p-3 min-[30rem]:p-6 print:hidden';

export const modalClass =
  'flex max-h-full w-full flex-col overflow-hidden rounded-card bg-white text-ink shadow-2xl outline-none';

/**
 * A modal dialog: focus is trapped inside, Escape and the 닫기 button close it, and focus returns to the element
 * that opened it. Full width minus margins on phones, at most 36rem (or 42rem with size="lg") on wider screens.
 */
export function Modal({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  isDismissable = true,
  size = 'md',
  role,
  'aria-describedby': ariaDescribedBy,
  className,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={overlayClass}
    >
      <AriaModal className={cx(modalClass, WIDTHS[size], className)}>
        <AriaDialog
          role={role}
          aria-describedby={ariaDescribedBy}
          className="flex max-h-full min-h-0 flex-col outline-none"
        >
          {({ close }) => (
            <>
              <div className="flex items-start justify-between gap-2 border-b border-line-soft py-2 ps-5 pe-2">
                <Heading
                  slot="title"
                  level={2}
                  className="min-w-0 flex-1 py-2 text-xl font-bold leading-snug"
                >
                  {title}
                </Heading>
                <Button
                  aria-label="닫기"
                  onPress={close}
                  className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-ink-muted data-hovered:bg-primary-tint data-hovered:text-primary-strong"
                >
                  <X aria-hidden="true" className="size-6" />
                </Button>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5">
                {typeof children === 'function' ? children(close) : children}
              </div>
              {footer != null && (
                <div className="flex flex-wrap justify-end gap-3 border-t border-line-soft px-5 py-4">
                  {typeof footer === 'function' ? footer(close) : footer}
                </div>
              )}
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}
