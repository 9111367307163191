import { Link } from 'react-router';
import { cx } from '../../components/ui/cx.ts';

/** The sprout mark (same drawing as the favicon). Decorative: the wordmark next to it carries the name. */
export function SproutMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" className="fill-primary-soft" />
      <path d="M32 54V30" className="stroke-primary" strokeWidth="5" strokeLinecap="round" fill="none" />
      <path d="M32 34C32 22 24 15 11 15c0 12 8 19 21 19z" className="fill-primary" />
      <path d="M32 30c0-11 7-17 20-17 0 11-7 17-20 17z" className="fill-primary" />
      <path d="M20 54h24" className="stroke-primary" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

/** Logo link to home: sprout mark + wordmark "다시봄" (`wordmarkClassName` can hide the word on a tight bar). */
export function Logo({ wordmarkClassName }: { wordmarkClassName?: string }) {
  return (
    <Link
      to="/"
      aria-label="다시봄 홈"
      className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg text-primary no-underline"
    >
      <SproutMark className="size-9 shrink-0" />
      <span className={cx('whitespace-nowrap text-2xl font-extrabold tracking-tight', wordmarkClassName)}>
        다시봄
      </span>
    </Link>
  );
}
