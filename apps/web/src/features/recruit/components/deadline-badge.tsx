import { cx } from '../../../components/ui/cx.ts';
import { daysLeft, deadlineBadgeText, isClosingSoon } from '../format-posting.ts';

/**
 * "D-6", "D-day", "상시 채용"… Closing within three days is drawn in the warning colour and says so in words too,
 * so colour is never the only signal. Nothing is rendered when the posting has no deadline information.
 */
export function DeadlineBadge({ deadline, className }: { deadline: string; className?: string }) {
  const text = deadlineBadgeText(deadline);
  if (text === null) return null;
  const isUrgent = isClosingSoon(deadline);
  const isDated = daysLeft(deadline) !== null;
  return (
    <span
      className={cx(
        'inline-flex min-h-8 items-center rounded-full px-3 py-0.5 text-base font-bold leading-snug tabular-nums',
        isUrgent
          ? 'bg-danger-tint text-danger'
          : isDated
            ? 'bg-primary-tint text-primary-strong'
            : 'bg-line-soft/70 text-ink',
        className,
      )}
    >
      {text}
      {isUrgent && <span className="sr-only"> 마감 임박</span>}
    </span>
  );
}
