import type { DataSource, Posting } from '@dasibom/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { KEEP_SCROLL } from '../../../lib/navigation.ts';
import { PostingCard, type RenderScrap } from './posting-card.tsx';
import { PostingDetailSlot } from './posting-detail-slot.tsx';

export type PostingGridProps = {
  postings: readonly Posting[];
  /** The list's source: the modal says where a sample posting's link leads. */
  source: DataSource | undefined;
  renderScrap?: RenderScrap;
  /** The grid's columns and gaps. */
  className: string;
};

/**
 * A short list of posting cards (home, job detail), each opening its detail in the posting modal. An address with
 * `?posting={id}` opens that posting once (a visitor who pressed 담기 in the modal comes back to it from the login
 * screen); the parameter is then taken out of the address. A posting that is not among the cards any more — after
 * logging in, the cards are the ones near the member's residence, not the nationwide ones the visitor saw — is asked
 * for by its id (its code loads only then); if it is gone, nothing opens.
 */
export function PostingGrid({ postings, source, renderScrap, className }: PostingGridProps) {
  const [selected, setSelected] = useState<Posting | null>(null);
  const ids = postings.map((posting) => posting.id);

  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get('posting');
  const linkedPosting = linked === null ? undefined : postings.find((posting) => posting.id === linked);
  useEffect(() => {
    if (linked === null) return;
    const forgetLink = () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('posting');
          return next;
        },
        { replace: true, preventScrollReset: true, state: KEEP_SCROLL },
      );
    if (linkedPosting) {
      setSelected(linkedPosting);
      forgetLink();
      return;
    }
    const controller = new AbortController();
    import('../api/get-recruit-detail.ts')
      .then(({ getRecruitDetail }) => getRecruitDetail(linked, controller.signal))
      .then((posting) => {
        if (!controller.signal.aborted) setSelected(posting);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) forgetLink();
      });
    return () => controller.abort();
  }, [linked, linkedPosting, setSearchParams]);
  // The modal's heart checks the cards' ids in one batch; a posting from outside the cards is checked on its own.
  const modalIds = selected && !ids.includes(selected.id) ? [selected.id] : ids;
  return (
    <>
      <ul className={className}>
        {postings.map((posting) => (
          <PostingCard
            key={posting.id}
            posting={posting}
            onOpen={setSelected}
            renderScrap={renderScrap}
            pageIds={ids}
          />
        ))}
      </ul>
      <PostingDetailSlot
        isOpen={selected !== null}
        onClose={() => setSelected(null)}
        posting={selected ?? undefined}
        source={source}
        renderScrap={renderScrap}
        pageIds={modalIds}
      />
    </>
  );
}
