import type { DataSource } from '@dasibom/contract';
import { DATA_SOURCE_LABELS } from '@dasibom/contract/plain';
import { Clock, FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './ui/cx.ts';

const MINUTE = 60_000;

/** "방금 전 기준", "12분 전 기준", "3시간 전 기준", "2일 전 기준"; null when there is no (readable) time. */
export function formatFreshness(syncedAt: string | null, now: Date = new Date()): string | null {
  if (!syncedAt) return null;
  const time = Date.parse(syncedAt);
  if (Number.isNaN(time)) return null;
  // A server clock slightly ahead of this device reads as "just now", never as a negative age.
  const minutes = Math.floor(Math.max(0, now.getTime() - time) / MINUTE);
  if (minutes < 1) return '방금 전 기준';
  if (minutes < 60) return `${minutes}분 전 기준`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}시간 전 기준`;
  return `${Math.floor(hours / 24)}일 전 기준`;
}

/** "고용24 · 12분 전 기준", or the bare source name before the first refresh. */
export function dataSourceText(source: DataSource, syncedAt: string | null, now?: Date): string {
  const freshness = formatFreshness(syncedAt, now);
  return freshness ? `${DATA_SOURCE_LABELS[source]} · ${freshness}` : DATA_SOURCE_LABELS[source];
}

export type DataSourceNoteProps = {
  source: DataSource;
  syncedAt: string | null;
  /** What the sample data is, in the list's own words (shown next to the "예시 데이터" badge). */
  sampleDescription: ReactNode;
  className?: string;
};

/**
 * Where a list's data comes from and how fresh it is (PRODUCT.md, DATA.md): "고용24 · 12분 전 기준", or for the
 * bundled sample source a visible "예시 데이터" badge with a plain explanation instead of a time.
 */
export function DataSourceNote({ source, syncedAt, sampleDescription, className }: DataSourceNoteProps) {
  if (source === 'SAMPLE') {
    return (
      <p className={cx('flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-ink', className)}>
        <span className="inline-flex items-center gap-1.5 rounded-lg border-2 border-line bg-warning-tint px-2.5 py-0.5 font-bold">
          <FlaskConical aria-hidden="true" className="size-4.5 shrink-0" />
          {DATA_SOURCE_LABELS.SAMPLE}
        </span>
        <span className="text-ink-muted">{sampleDescription}</span>
      </p>
    );
  }
  return (
    <p className={cx('flex items-center gap-2 text-base text-ink-muted', className)}>
      <Clock aria-hidden="true" className="size-5 shrink-0" />
      {dataSourceText(source, syncedAt)}
    </p>
  );
}
