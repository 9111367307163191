import type { DataSource, Posting } from '@dasibom/contract';
import { DATA_SOURCE_LABELS } from '@dasibom/contract/plain';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { Modal } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { safeExternalUrl } from '../../../lib/safe-url.ts';
import { deadlineBadgeText, deadlineSummary } from '../format-posting.ts';
import { DeadlineBadge } from './deadline-badge.tsx';
import type { RenderScrap } from './posting-card.tsx';

export const POSTING_NOT_FOUND_TEXT = '마감되었거나 찾을 수 없는 공고예요.';
export const POSTING_DIALOG_TITLE = '채용 공고';
export const SAMPLE_LINK_NOTE = '예시 공고라 사람인 검색 결과로 연결돼요.';

/** The external link's text says where it goes and that a new tab opens (PRODUCT.md 10). */
export function externalLinkLabel(source: DataSource | undefined): string {
  if (source === 'SAMPLE') return '사람인에서 비슷한 공고 찾기 (새 창)';
  if (source === undefined) return '공고 원문 보기 (새 창)';
  return `${DATA_SOURCE_LABELS[source]}에서 공고 보기 (새 창)`;
}

export type PostingDetailStatus = 'ready' | 'loading' | 'error' | 'not-found';

export type PostingDetailModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  posting: Posting | undefined;
  /** The list's data source (decides the link text and the sample note). */
  source: DataSource | undefined;
  /** For a deep link whose posting is still loading or could not be loaded. */
  status?: PostingDetailStatus;
  onRetry?: () => void;
  /** Scrap slot next to the external link: the scraps feature's 담기 toggle, composed by the page. */
  renderScrap?: RenderScrap;
  /** The ids of the postings listed behind the modal (its scrap state comes from their batch check). */
  pageIds?: readonly string[];
};

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 border-b border-line-soft py-3 last:border-b-0">
      <dt className="w-24 shrink-0 font-semibold text-ink-muted">{label}</dt>
      <dd className="min-w-[min(100%,10rem)] flex-1 break-words text-lg text-ink">{children}</dd>
    </div>
  );
}

function PostingBody({ posting, source }: { posting: Posting; source: DataSource | undefined }) {
  const hasBadge = deadlineBadgeText(posting.deadline) !== null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-start gap-2">
        {hasBadge ? (
          <DeadlineBadge deadline={posting.deadline} />
        ) : (
          <span className="inline-flex min-h-8 items-center rounded-full bg-line-soft/70 px-3 font-bold text-ink">
            마감일 정보 없음
          </span>
        )}
        <p className="break-words text-lg font-semibold text-ink-muted">{posting.companyName}</p>
        <h3 className="break-keep break-words text-2xl font-bold leading-snug text-ink">{posting.title}</h3>
      </div>
      <dl className="flex flex-col">
        <InfoRow label="마감일">{deadlineSummary(posting)}</InfoRow>
        <InfoRow label="지역">{posting.locationName || '지역 정보 없음'}</InfoRow>
        <InfoRow label="학력">{posting.requiredEducationLevel || '정보 없음'}</InfoRow>
        <InfoRow label="고용 형태">{posting.jobTypeName || '정보 없음'}</InfoRow>
        <InfoRow label="경력">{posting.experienceLevel || '정보 없음'}</InfoRow>
        <InfoRow label="급여">{posting.salary || '급여 정보 없음'}</InfoRow>
      </dl>
      {source === 'SAMPLE' && (
        <p className="rounded-xl bg-warning-tint px-4 py-3 text-base text-ink">
          <span className="font-bold">예시 데이터</span> · {SAMPLE_LINK_NOTE}
        </p>
      )}
    </div>
  );
}

/**
 * The posting detail (spec: Job detail's posting modal, Recruitment list): deadline, company, title, deadline date,
 * region, education, employment type, experience, salary and the link out to the source. The header only says
 * 채용 공고: a long posting title there would stay fixed and leave a phone at 150 % text little room to scroll.
 */
export function PostingDetailModal({
  isOpen,
  onOpenChange,
  posting,
  source,
  status = 'ready',
  onRetry,
  renderScrap,
  pageIds,
}: PostingDetailModalProps) {
  const url = posting ? safeExternalUrl(posting.url) : null;
  const scrap = posting ? renderScrap?.(posting, { place: 'modal', pageIds: pageIds ?? [posting.id] }) : null;
  const showPosting = posting !== undefined && status === 'ready';

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      title={POSTING_DIALOG_TITLE}
      footer={
        showPosting && (url || scrap != null) ? (
          <>
            {scrap}
            {url && (
              // A plain anchor: React Aria's links pass every href through the router's useHref, which would
              // turn this absolute address into a path under /jobsearch.
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className={cx(buttonStyles(), 'hover:bg-primary-strong')}
              >
                <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
                {externalLinkLabel(source)}
              </a>
            )}
          </>
        ) : undefined
      }
    >
      {showPosting ? (
        <PostingBody posting={posting} source={source} />
      ) : status === 'loading' ? (
        <div className="flex justify-center py-10">
          <Spinner isLabelVisible label="공고를 불러오는 중이에요" />
        </div>
      ) : status === 'not-found' ? (
        <p className="py-6 text-center text-lg">{POSTING_NOT_FOUND_TEXT}</p>
      ) : (
        <ErrorState message="공고를 불러오지 못했어요. 잠시 후 다시 시도해 주세요." onRetry={onRetry} />
      )}
    </Modal>
  );
}
