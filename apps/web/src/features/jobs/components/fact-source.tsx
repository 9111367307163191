import type { FactSource, JobFactSources } from '@dasibom/contract';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { factSourceText, MISSING_FIGURE_TEXT } from '../../../lib/fact-source-text.ts';

/**
 * A link that leaves the site, in a new tab: at least 44 px tall and wide, underlined, and it says where it goes
 * and that it opens a new window to screen readers.
 */
export function OutLink({
  href,
  label,
  className = 'inline-flex min-h-11 min-w-11 items-center gap-1 rounded-lg font-semibold text-primary underline underline-offset-4 hover:text-primary-strong',
  children,
}: {
  href: string;
  /** Said to screen readers after the text, with "새 창"; empty when the text already names the place. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> ({label ? `${label}, ` : ''}새 창)</span>
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
    </a>
  );
}

/**
 * The source line under a fact: name and reference year, the page to check it, and the source's note. `subject`
 * names the facts when the line stands apart from them.
 */
export function SourceLine({ source, subject }: { source: FactSource; subject?: string }) {
  return (
    <div className="flex flex-col text-base text-ink-muted">
      <p className="flex flex-wrap items-center gap-x-2">
        <span>
          {subject && <span className="font-semibold">{subject} </span>}
          {factSourceText(source)}
        </span>
        {source.url && (
          <OutLink href={source.url} label={source.name}>
            자료 보기
          </OutLink>
        )}
      </p>
      {source.note && <p className="leading-relaxed">{source.note}</p>}
    </div>
  );
}

/** Where a figure is missing: one plain sentence, and where to look it up (unless a link to it sits next to it). */
export function MissingFigure({ moreInfo }: { moreInfo: JobFactSources['moreInfo'] | null }) {
  return (
    <div className="flex flex-col">
      <p>{MISSING_FIGURE_TEXT}</p>
      {moreInfo && (
        <p className="flex flex-wrap items-center gap-x-2 text-base text-ink-muted">
          <OutLink href={moreInfo.url} label={moreInfo.name}>
            {moreInfo.name}에서 확인하기
          </OutLink>
        </p>
      )}
    </div>
  );
}
