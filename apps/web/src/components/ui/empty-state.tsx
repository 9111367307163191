import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { LinkButton } from './link-button.tsx';
import { PlainButton } from './plain-button.tsx';

export type EmptyStateAction = { label: string } & (
  | { onPress: () => void; href?: never }
  | { href: string; onPress?: never }
);

export type EmptyStateProps = {
  /** A lucide icon component (decorative); default Inbox. */
  icon?: LucideIcon;
  /** The main line, e.g. "담은 직업이 아직 없어요!". */
  message: ReactNode;
  /** An optional second line. */
  description?: ReactNode;
  /** One button or link, e.g. { label: '직업 찾아보기', href: '/jobsearch' }. */
  action?: EmptyStateAction;
  className?: string;
};

/** The friendly "nothing here yet" block of a list. */
export function EmptyState({ icon: Icon = Inbox, message, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-3 rounded-card bg-primary-soft px-6 py-10 text-center text-ink',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-12 text-primary" strokeWidth={1.5} />
      <p className="text-lg font-semibold">{message}</p>
      {description != null && <p className="text-base text-ink-muted">{description}</p>}
      {action &&
        (action.href !== undefined ? (
          <LinkButton href={action.href} className="mt-2">
            {action.label}
          </LinkButton>
        ) : (
          <PlainButton onClick={action.onPress} className="mt-2">
            {action.label}
          </PlainButton>
        ))}
    </div>
  );
}
