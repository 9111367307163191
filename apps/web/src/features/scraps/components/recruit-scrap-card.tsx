import type { RecruitScrap } from '@dasibom/contract';
import { Bookmark, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CARD_TITLE_BUTTON_CLASS,
  CardRow,
  CardTitleButton,
} from '../../../components/list-page/card-parts.tsx';
import { formatSavedDate } from '../format-scrap.ts';
import { DeleteScrapButton } from './delete-scrap-button.tsx';

export type RecruitScrapCardProps = {
  scrap: RecruitScrap;
  /** The deadline badge ("D-6", or 마감 once passed), drawn by the page (the recruit feature's badge). */
  badge: ReactNode;
  onOpen: (scrap: RecruitScrap) => void;
  onDelete: (scrap: RecruitScrap) => void;
  isDeleting: boolean;
};

/**
 * A saved posting: deadline badge, company, title (the card's one button, opening the detail), place and the day it
 * was saved, with 삭제 top right above the card's press area.
 */
export function RecruitScrapCard({ scrap, badge, onOpen, onDelete, isDeleting }: RecruitScrapCardProps) {
  return (
    <li className="relative flex min-w-0 flex-col gap-3 rounded-card border border-line-soft bg-white p-5 shadow-sm transition-shadow hover:border-primary hover:shadow-md has-[.scrap-open:focus-visible]:outline-3 has-[.scrap-open:focus-visible]:outline-offset-2 has-[.scrap-open:focus-visible]:outline-primary">
      <div className="flex min-h-8 items-start justify-between gap-2">
        {badge}
        <DeleteScrapButton title={scrap.title} isPending={isDeleting} onPress={() => onDelete(scrap)} />
      </div>
      <p className="break-words text-base font-semibold text-ink-muted">{scrap.companyName}</p>
      <CardTitleButton onPress={() => onOpen(scrap)} className={`scrap-open ${CARD_TITLE_BUTTON_CLASS}`}>
        {scrap.title}
      </CardTitleButton>
      <dl className="mt-auto flex flex-col gap-1.5 text-base">
        <CardRow icon={<MapPin aria-hidden="true" className="size-4.5" />} label="근무지">
          {scrap.locationName || '지역 정보 없음'}
        </CardRow>
        <CardRow icon={<Bookmark aria-hidden="true" className="size-4.5" />} label="저장한 날">
          {formatSavedDate(scrap.scrappedAt)}
        </CardRow>
      </dl>
    </li>
  );
}
