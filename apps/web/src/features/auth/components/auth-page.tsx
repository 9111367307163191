import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx.ts';

/**
 * The frame of the login, sign-up and recovery screens: one centred column at most 28rem wide (full width on
 * phones), a heading and an optional lead line.
 */
export function AuthPage({
  title,
  lead,
  children,
  className,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cx(
        'mx-auto flex w-full max-w-[28rem] flex-col gap-6 px-4 py-10 min-[30rem]:py-14',
        className,
      )}
    >
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold leading-snug">{title}</h1>
        {lead != null && <p className="text-lg leading-relaxed text-ink-muted">{lead}</p>}
      </div>
      {children}
    </div>
  );
}
