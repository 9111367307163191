import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../../../components/ui/cx.ts';

const SIZES = { md: 'size-14', lg: 'size-20' } as const;

/**
 * A member's profile picture, or a neutral silhouette. Decorative (empty alt): the nickname is always written next
 * to it. A picture that fails to load falls back to the silhouette rather than a broken-image box.
 */
export function MemberAvatar({ src, size = 'md' }: { src: string | null; size?: keyof typeof SIZES }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = cx('shrink-0 rounded-full', SIZES[size]);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
        className={cx(box, 'border border-line-soft bg-primary-tint object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(box, 'flex items-center justify-center bg-primary-tint text-primary')}
    >
      <UserRound className="size-3/5" strokeWidth={1.75} />
    </span>
  );
}
