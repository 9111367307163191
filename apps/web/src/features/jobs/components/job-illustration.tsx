import { useState } from 'react';
import { cx } from '../../../components/ui/cx.ts';

export const DEFAULT_JOB_IMAGE = '/images/jobs/job-default.svg';

/**
 * A job's line illustration (320 × 200). Decorative: the job's name is always next to it, so alt is empty. A missing
 * or broken image shows the default drawing instead of a broken-image icon. `isPriority`: the page's main picture
 * (job detail, where it is the largest thing on a phone's first screen): fetched at once and first, not lazily.
 */
export function JobIllustration({
  src,
  className,
  isPriority = false,
}: {
  src: string | null | undefined;
  className?: string;
  isPriority?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = src && src.trim() !== '' ? src : DEFAULT_JOB_IMAGE;
  const shown = failedSrc === wanted ? DEFAULT_JOB_IMAGE : wanted;
  return (
    <img
      src={shown}
      alt=""
      width={320}
      height={200}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding={isPriority ? 'sync' : 'async'}
      onError={() => {
        if (shown !== DEFAULT_JOB_IMAGE) setFailedSrc(wanted);
      }}
      className={cx('aspect-[8/5] h-auto w-full rounded-xl bg-primary-soft object-cover', className)}
    />
  );
}
