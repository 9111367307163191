import type { Posting } from '@dasibom/contract';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardTitleButton } from '../../../components/list-page/card-parts.tsx';
import { formatExpiryDate, postingTags } from '../format-posting.ts';
import { DeadlineBadge } from './deadline-badge.tsx';

/**
 * The scrap slot's context: where the control is drawn (a card's 44 px heart, the detail modal's 담기 button) and
 * the ids of the postings shown with it (the page's one batch check asks for all of them).
 */
export type ScrapSlot = { place: 'card' | 'modal'; pageIds: readonly string[] };
export type RenderScrap = (posting: Posting, slot: ScrapSlot) => ReactNode;

export type PostingCardProps = {
  posting: Posting;
  /** Opens the posting's detail modal. */
  onOpen: (posting: Posting) => void;
  /**
   * Scrap slot (top right): the scraps feature's heart, composed by the page. It sits above the card's stretched
   * button, so it stays a separate target. `place` says where it is shown (a card's heart, a modal's 담기).
   */
  renderScrap?: RenderScrap;
  /** The ids of every posting shown with this one (default: this one alone). */
  pageIds?: readonly string[];
};

/**
 * One posting: deadline badge, company, title, tags (location, job type, experience, education) and the expiry
 * date. The title is the one real button (its name is the title); its click area covers the whole card.
 */
export function PostingCard({ posting, onOpen, renderScrap, pageIds }: PostingCardProps) {
  const expiry = formatExpiryDate(posting['expiration-date']);
  const scrap = renderScrap?.(posting, { place: 'card', pageIds: pageIds ?? [posting.id] });
  return (
    <li className="relative flex min-w-0 flex-col gap-3 rounded-card border border-line-soft bg-white p-5 shadow-sm transition-shadow hover:border-primary hover:shadow-md has-[button:focus-visible]:outline-3 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-primary">
      <div className="flex min-h-8 items-start justify-between gap-2">
        <DeadlineBadge deadline={posting.deadline} />
        {scrap != null && <div className="relative z-10 -me-2 -mt-2 shrink-0">{scrap}</div>}
      </div>
      <p className="break-words text-base font-semibold text-ink-muted">{posting.companyName}</p>
      <CardTitleButton onPress={() => onOpen(posting)}>{posting.title}</CardTitleButton>
      <ul aria-label="공고 조건" className="flex flex-wrap gap-2">
        {postingTags(posting).map((tag) => (
          <li
            key={tag}
            className="max-w-full break-words rounded-lg bg-primary-soft px-2.5 py-1 text-base leading-snug text-ink"
          >
            {tag}
          </li>
        ))}
      </ul>
      {expiry && (
        <p className="mt-auto flex items-center gap-2 pt-1 text-base font-semibold text-ink">
          <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {expiry}
        </p>
      )}
    </li>
  );
}
