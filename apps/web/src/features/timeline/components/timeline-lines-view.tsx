import type { TimelineItem } from '@dasibom/contract';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx.ts';
import {
  groupTimeline,
  isPast,
  TIMELINE_KIND_LABELS,
  type TimelineMonth,
  timelineDateText,
  timelineDueText,
  timelineLink,
} from '../timeline-lines.ts';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg font-semibold text-primary-strong underline underline-offset-4 hover:text-primary';

/** Where to act on a line: in place for our own pages, a new tab (and it says where) for the source's page. */
function LineLink({ item }: { item: TimelineItem }) {
  const link = timelineLink(item);
  if (!link) return null;
  if (!link.isExternal)
    return (
      <Link to={link.href} className={linkClass}>
        {link.text}
        <span className="sr-only"> – {item.title}</span>
      </Link>
    );
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {link.text}
      <span className="sr-only"> – {item.title}</span>
      <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
    </a>
  );
}

/** One dated line: when (and how far), what kind, the title and its second line, where it comes from, the link. */
export function TimelineLine({ item, today }: { item: TimelineItem; today: string }) {
  const due = timelineDueText(item, today);
  const isOverdueTodo = item.kind === 'TODO_TARGET' && !item.done && isPast(item, today);
  return (
    <li
      className={cx(
        'flex min-w-0 flex-col gap-1.5 rounded-xl border-2 bg-white px-4 py-3',
        item.done ? 'border-line-soft' : 'border-primary-tint',
      )}
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base">
        <span className="font-semibold text-ink">{timelineDateText(item, today)}</span>
        {due && (
          <span
            className={cx(
              'inline-flex min-h-7 items-center rounded-full px-2.5 font-bold tabular-nums',
              isOverdueTodo ? 'bg-warning-tint text-ink' : 'bg-primary-tint text-primary-strong',
            )}
          >
            {due}
          </span>
        )}
        <span className="text-ink-muted">{TIMELINE_KIND_LABELS[item.kind]}</span>
        {item.done && (
          <span className="inline-flex min-h-7 items-center rounded-full bg-success-tint px-2.5 font-semibold text-success">
            완료
          </span>
        )}
      </p>
      <h3
        className={cx(
          'break-keep break-words text-lg font-bold leading-snug',
          item.done ? 'text-ink-muted line-through' : 'text-ink',
        )}
      >
        {item.title}
      </h3>
      {item.detail && <p className="text-base text-ink-muted">{item.detail}</p>}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="flex flex-wrap items-center gap-2 text-base text-ink-muted">
          <span>출처</span>
          {item.isSample ? (
            <span className="inline-flex min-h-7 items-center rounded-full bg-warning-tint px-2.5 font-semibold text-ink">
              {item.source}
            </span>
          ) : (
            <span className="font-semibold text-ink">{item.source}</span>
          )}
        </p>
        <LineLink item={item} />
      </div>
    </li>
  );
}

function MonthSection({ month, today }: { month: TimelineMonth; today: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold text-ink">
        {month.heading}
      </h2>
      <ol className="flex flex-col gap-2">
        {month.items.map((item) => (
          <TimelineLine key={item.key} item={item} today={today} />
        ))}
      </ol>
    </section>
  );
}

/**
 * The lines from today on, by month, and the past ones folded in "지난 일정 N개". `empty` is shown when nothing is
 * ahead (the screen says there what to save to fill it).
 */
export function TimelineLinesView({
  items,
  today,
  empty,
}: {
  items: readonly TimelineItem[];
  today: string;
  empty: ReactNode;
}) {
  const { months, past } = groupTimeline(items, today);
  return (
    <div className="flex flex-col gap-8">
      {months.length === 0
        ? empty
        : months.map((month) => <MonthSection key={month.month} month={month} today={today} />)}
      {past.length > 0 && (
        <details className="group rounded-xl border-2 border-line-soft bg-white">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-2 text-lg font-semibold text-ink hover:bg-primary-soft [&::-webkit-details-marker]:hidden">
            지난 일정 {past.length}개
            <ChevronDown
              aria-hidden="true"
              className="size-6 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
            />
          </summary>
          <ol className="flex flex-col gap-2 px-3 pb-3">
            {past.map((item) => (
              <TimelineLine key={item.key} item={item} today={today} />
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
