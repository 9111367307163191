import type { TrainingScrap } from '@dasibom/contract';
import { REAL_MAN_NOTE, SCRAP_CLOSED_LABEL, SELF_PAY_UNKNOWN_NOTE } from '@dasibom/contract/plain';
import { Bookmark, Building2, CalendarDays, Clock, ExternalLink, MapPin } from 'lucide-react';
import { CardRow, CourseFeeRow } from '../../../components/list-page/card-parts.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import { safeExternalUrl } from '../../../lib/safe-url.ts';
import { formatSavedDate, formatScrapCourseDates } from '../format-scrap.ts';
import { DeleteScrapButton } from './delete-scrap-button.tsx';

export const SCRAP_COURSE_LINK_TEXT = '고용24에서 과정 보기 (새 창)';

export type TrainingScrapCardProps = {
  scrap: TrainingScrap;
  onDelete: (scrap: TrainingScrap) => void;
  isDeleting: boolean;
};

// The saved fee: the fee known at saving time; without 본인부담액, where to find the rest too.
const SCRAP_REAL_MAN_NOTE = `${REAL_MAN_NOTE} ${SELF_PAY_UNKNOWN_NOTE}`;

/**
 * A saved course round: 마감 once it has started, institute, title, address, dates, length, the fee as 고용24 names
 * it (CourseFeeRow), the day it was saved, the way to 고용24 (a new tab, and it says so) and 삭제.
 */
export function TrainingScrapCard({ scrap, onDelete, isDeleting }: TrainingScrapCardProps) {
  const href = safeExternalUrl(scrap.titleLink);
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-card border border-line-soft bg-white p-5 shadow-sm">
      <div className="flex min-h-8 items-start justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          {scrap.closed && (
            <span className="inline-flex min-h-8 items-center rounded-full bg-line-soft/70 px-3 py-0.5 text-base font-bold text-ink">
              {SCRAP_CLOSED_LABEL}
            </span>
          )}
          <span className="inline-flex min-h-8 items-center rounded-full bg-primary-tint px-3 py-0.5 text-base font-semibold text-primary-strong">
            {scrap.type}
          </span>
        </div>
        <DeleteScrapButton title={scrap.title} isPending={isDeleting} onPress={() => onDelete(scrap)} />
      </div>
      <p className="flex items-start gap-1.5 text-base font-semibold text-ink-muted">
        <Building2 aria-hidden="true" className="mt-1 size-4.5 shrink-0" />
        <span className="min-w-0">{scrap.subTitle}</span>
      </p>
      <h3 className="break-keep break-words text-lg font-bold leading-snug">{scrap.title}</h3>
      <dl className="flex flex-col gap-1.5 text-base">
        <CardRow icon={<MapPin aria-hidden="true" className="size-4.5" />} label="주소">
          {scrap.address}
        </CardRow>
        <CardRow icon={<CalendarDays aria-hidden="true" className="size-4.5" />} label="기간">
          {formatScrapCourseDates(scrap.traStartDate, scrap.traEndDate)}
        </CardRow>
        <CardRow icon={<Clock aria-hidden="true" className="size-4.5" />} label="훈련일수">
          {`${formatNumber(scrap.traDuration)}일`}
        </CardRow>
        <CourseFeeRow fee={scrap} realManNote={SCRAP_REAL_MAN_NOTE} />
        <CardRow icon={<Bookmark aria-hidden="true" className="size-4.5" />} label="저장한 날">
          {formatSavedDate(scrap.scrappedAt)}
        </CardRow>
      </dl>
      {href && (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-primary-strong underline underline-offset-4"
        >
          {SCRAP_COURSE_LINK_TEXT}
          <span className="sr-only"> – {scrap.title}</span>
          <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
        </a>
      )}
    </li>
  );
}
