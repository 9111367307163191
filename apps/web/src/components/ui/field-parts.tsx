import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';

/** "(필수)" written out, not a red asterisk: colour and symbols alone are easy to miss. */
export function RequiredMark() {
  return <span className="ms-1 font-normal text-ink-muted">(필수)</span>;
}

export function FieldLabelText({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <>
      {children}
      {isRequired && <RequiredMark />}
    </>
  );
}

export function FieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-base text-ink-muted">
      {children}
    </p>
  );
}

/** Inline error under a field; tied to the control through aria-describedby by the caller. */
export function FieldErrorText({
  id,
  children,
  className,
}: {
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <p id={id} className={cx('flex items-start gap-1.5 text-base font-medium text-danger', className)}>
      <CircleAlert aria-hidden="true" className="mt-1 size-4.5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export const labelClass = 'text-base font-semibold text-ink';
