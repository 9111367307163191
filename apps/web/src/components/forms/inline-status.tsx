import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../ui/cx.ts';

export type StatusTone = 'success' | 'error';

/**
 * A one-line result under a field ("사용 가능한 아이디입니다."), with an icon so the meaning does not rest on colour.
 * The wrapper is always in the page and polite-live, so a new result is announced; give the field
 * `aria-describedby={id}` so it is read with the field too.
 */
export function InlineStatus({
  id,
  tone,
  children,
  className,
}: {
  id: string;
  tone?: StatusTone;
  children?: ReactNode;
  className?: string;
}) {
  const hasContent = children != null && children !== false && children !== '';
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    // Always rendered (empty it takes no space): a live region must exist before its text changes to be announced.
    <div id={id} role="status" className={className}>
      {hasContent && (
        <p
          className={cx(
            'flex items-start gap-1.5 text-base font-medium',
            tone === 'error' ? 'text-danger' : 'text-success',
          )}
        >
          <Icon aria-hidden="true" className="mt-1 size-4.5 shrink-0" />
          <span>{children}</span>
        </p>
      )}
    </div>
  );
}
