import type { TrainingScrap } from '@dasibom/contract';
import {
  COURSE_FEE_LABELS,
  REAL_MAN_NOTE,
  SCRAP_CLOSED_LABEL,
  SELF_PAY_UNKNOWN_NOTE,
} from '@dasibom/contract/plain';
import { Bookmark, Building2, CalendarDays, Clock, ExternalLink, MapPin, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format-number.ts';
import { safeExternalUrl } from '../../../lib/safe-url.ts';
import { formatSavedDate, formatScrapCourseDates, formatScrapWon } from '../format-scrap.ts';
import { DeleteScrapButton } from './delete-scrap-button.tsx';

export const SCRAP_COURSE_LINK_TEXT = '고용24에서 과정 보기 (새 창)';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start gap-x-2">
      <dt className="flex max-w-full shrink-0 items-center gap-1.5 font-semibold text-ink-muted">
        {icon}
        {label}
      </dt>
      <dd className="min-w-0 flex-[1_1_10rem] text-ink">{children}</dd>
    </div>
  );
}

export type TrainingScrapCardProps = {
  scrap: TrainingScrap;
  onDelete: (scrap: TrainingScrap) => void;
  isDeleting: boolean;
};

/**
 * The saved fee (ADR 028): 본인부담액, what the person pays, when it was known at saving time; otherwise 실제 훈련비
 * under its own name, saying it is the amount before support and where to find the rest. 0원 stays 0원.
 */
function ScrapFeeRow({ scrap }: { scrap: Pick<TrainingScrap, 'realMan' | 'selfPay'> }) {
  const icon = <Wallet aria-hidden="true" className="size-4.5" />;
  if (scrap.selfPay !== null) {
    return (
      <Row icon={icon} label={COURSE_FEE_LABELS.selfPay}>
        <span className="font-bold">{formatScrapWon(scrap.selfPay)}</span>
      </Row>
    );
  }
  return (
    <Row icon={icon} label={COURSE_FEE_LABELS.realMan}>
      <span className="font-bold">{formatScrapWon(scrap.realMan)}</span>
      <span className="block text-ink-muted">{`${REAL_MAN_NOTE} ${SELF_PAY_UNKNOWN_NOTE}`}</span>
    </Row>
  );
}

/**
 * A saved course round: 마감 once it has started, institute, title, address, dates, length, the fee as 고용24 names
 * it (ScrapFeeRow), the day it was saved, the way to 고용24 (a new tab, and it says so) and 삭제.
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
        <Row icon={<MapPin aria-hidden="true" className="size-4.5" />} label="주소">
          {scrap.address}
        </Row>
        <Row icon={<CalendarDays aria-hidden="true" className="size-4.5" />} label="기간">
          {formatScrapCourseDates(scrap.traStartDate, scrap.traEndDate)}
        </Row>
        <Row icon={<Clock aria-hidden="true" className="size-4.5" />} label="훈련일수">
          {`${formatNumber(scrap.traDuration)}일`}
        </Row>
        <ScrapFeeRow scrap={scrap} />
        <Row icon={<Bookmark aria-hidden="true" className="size-4.5" />} label="저장한 날">
          {formatSavedDate(scrap.scrappedAt)}
        </Row>
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
