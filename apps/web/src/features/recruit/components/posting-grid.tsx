import type { DataSource, Posting } from '@dasibom/contract';
import { type ReactNode, Suspense, useState } from 'react';
import { lazyWithAria } from '../../../components/ui/lazy-with-aria.tsx';
import { PostingCard } from './posting-card.tsx';

// The dialog (React Aria) loads when a card is first opened, not with the list (home shows this grid).
const PostingDetailModal = lazyWithAria(() =>
  import('./posting-detail-modal.tsx').then((module) => module.PostingDetailModal),
);

export type PostingGridProps = {
  postings: readonly Posting[];
  /** The list's source: the modal says where a sample posting's link leads. */
  source: DataSource | undefined;
  renderScrap?: (posting: Posting) => ReactNode;
  /** The grid's columns and gaps. */
  className: string;
};

/** A short list of posting cards (home, job detail), each opening its detail in the posting modal. */
export function PostingGrid({ postings, source, renderScrap, className }: PostingGridProps) {
  const [selected, setSelected] = useState<Posting | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  if (selected && !hasOpened) setHasOpened(true);
  return (
    <>
      <ul className={className}>
        {postings.map((posting) => (
          <PostingCard key={posting.id} posting={posting} onOpen={setSelected} renderScrap={renderScrap} />
        ))}
      </ul>
      {hasOpened && (
        <Suspense fallback={null}>
          <PostingDetailModal
            isOpen={selected !== null}
            onOpenChange={(isOpen) => {
              if (!isOpen) setSelected(null);
            }}
            posting={selected ?? undefined}
            source={source}
            renderScrap={renderScrap}
          />
        </Suspense>
      )}
    </>
  );
}
