import type { TimelineCertificate, TimelineItem } from '@dasibom/contract';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { safeExternalUrl } from '../../../lib/safe-url.ts';
import { CERTIFICATE_KIND_LABELS, NO_EXAMS_AHEAD, siteName, upcomingExamCount } from '../timeline-lines.ts';

/**
 * The job's certificates, from the reviewed reference table: who runs each, how it is obtained, one plain sentence
 * of what the timeline can say about it, and where its official schedule is published (a new tab). A certificate
 * whose exam dates are synced but has none ahead says so and where to check, rather than look empty.
 */
export function CertificatesBlock({
  certificates,
  items,
  today,
}: {
  certificates: readonly TimelineCertificate[];
  items: readonly TimelineItem[];
  today: string;
}) {
  const id = useId();
  if (certificates.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-card border-2 border-line-soft bg-primary-soft p-4 min-[30rem]:p-5"
    >
      <h2 id={id} className="text-xl font-bold text-ink">
        자격증 시험 일정 안내
      </h2>
      <ul className="flex flex-col gap-3">
        {certificates.map((certificate) => {
          const href = certificate.scheduleUrl ? safeExternalUrl(certificate.scheduleUrl) : null;
          const ahead = upcomingExamCount(certificate, items, today);
          return (
            <li key={certificate.key} className="flex flex-col gap-1.5 rounded-xl bg-white px-4 py-3">
              <h3 className="text-lg font-bold text-ink">{certificate.name}</h3>
              <p className="flex flex-wrap gap-x-3 gap-y-1 text-base text-ink-muted">
                <span className="font-semibold text-primary-strong">
                  {CERTIFICATE_KIND_LABELS[certificate.kind]}
                </span>
                <span>{certificate.authorityName}</span>
              </p>
              <p className="text-base text-ink">{certificate.note}</p>
              {ahead === 0 && <p className="text-base text-ink">{NO_EXAMS_AHEAD}</p>}
              {href && (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-primary-strong underline underline-offset-4 hover:text-primary"
                >
                  {siteName(href)}에서{' '}
                  {certificate.kind === 'COURSE_COMPLETION' ? '자격 안내 보기' : '일정 확인하기'} (새 창)
                  <span className="sr-only"> – {certificate.name}</span>
                  <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
