import type { DataSource, Posting } from '@dasibom/contract';
import { type ReactNode, useState } from 'react';
import { PostingCard } from './posting-card.tsx';
import { PostingDetailModal } from './posting-detail-modal.tsx';

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
  return (
    <>
      <ul className={className}>
        {postings.map((posting) => (
          <PostingCard key={posting.id} posting={posting} onOpen={setSelected} renderScrap={renderScrap} />
        ))}
      </ul>
      <PostingDetailModal
        isOpen={selected !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setSelected(null);
        }}
        posting={selected ?? undefined}
        source={source}
        renderScrap={renderScrap}
      />
    </>
  );
}
