import { FlaskConical } from 'lucide-react';
import { cx } from '../../../components/ui/cx.ts';
import { DEMO_LABEL } from '../community-format.ts';

/**
 * 예시: a sample member (SEED_DEMO), shown wherever one appears. Visible text, so it is part of the accessible name
 * of the link or heading it sits in; the wording after it is for screen readers ("예시 회원").
 */
export function DemoBadge({ className }: { className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center gap-1 rounded-lg border-2 border-line bg-warning-tint px-2 py-0.5 align-middle text-sm font-bold text-ink no-underline',
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
      {DEMO_LABEL}
      <span className="sr-only"> 회원</span>
    </span>
  );
}
