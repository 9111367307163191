import type { CareerCertificate, CareerSuggestion } from '@dasibom/contract';
import { CAREER_MESSAGES } from '@dasibom/contract/career';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { factSourceText } from '../../../lib/fact-source-text.ts';

function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-base font-semibold text-ink-muted">{label}</dt>
      <dd className="flex flex-col gap-1 text-lg leading-relaxed text-ink">{children}</dd>
    </div>
  );
}

/** The preparation as the job detail shows it: the source's words, its name and year and page; or plainly none. */
function Period({ certificate }: { certificate: CareerCertificate }) {
  const { period, periodSource } = certificate;
  if (period === null || periodSource === null) return <p>{CAREER_MESSAGES.noPeriod}</p>;
  return (
    <>
      <p>{period}</p>
      <p className="flex flex-wrap items-center gap-x-2 text-base text-ink-muted">
        <span>{factSourceText(periodSource)}</span>
        {periodSource.url && (
          <a
            href={periodSource.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 min-w-11 items-center gap-1 font-semibold text-primary underline underline-offset-4"
          >
            자료 보기
            <span className="sr-only"> ({periodSource.name}, 새 창)</span>
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          </a>
        )}
      </p>
    </>
  );
}

const REQUIREMENT_TEXT: Record<CareerSuggestion['requiredCertification'], string> = {
  필요함: '이 일을 하려면 자격증이 필요해요.',
  '선택 사항': '자격증이 있으면 좋지만 꼭 필요하지는 않아요.',
  불필요함: CAREER_MESSAGES.noCertificate,
};

/**
 * One suggested job: its picture and name, 이어지는 점 (said because of the picked group, and the picked strengths
 * the table ties to it), 새로 배울 것 (its certificates and who examines them), 준비 기간 (with its source, or
 * none), and the way to its detail, where it is added to the plan. Everything is on the card: nothing opens on hover.
 */
export function SuggestionCard({ suggestion }: { suggestion: CareerSuggestion }) {
  const headingId = `career-job-${suggestion.jobId}`;
  const { certificates } = suggestion;
  return (
    <article
      aria-labelledby={headingId}
      className="@container flex min-w-0 flex-col gap-4 rounded-card border border-line-soft bg-white p-5 min-[30rem]:p-6"
    >
      {/* Beside the name even on a phone: five full-width pictures would push the reasons far apart. */}
      <div className="flex items-center gap-4">
        <img
          src={suggestion.imageUrl}
          alt=""
          width={320}
          height={200}
          loading="lazy"
          decoding="async"
          className="aspect-[8/5] h-auto w-28 shrink-0 rounded-xl bg-primary-soft object-cover @min-[36rem]:w-48"
        />
        <h3 id={headingId} className="min-w-0 text-2xl font-bold break-keep">
          {suggestion.jobName}
        </h3>
      </div>
      <dl className="flex flex-col gap-4">
        <Part label="이어지는 점">
          <p>{suggestion.carries}</p>
          {suggestion.strengthLine && <p>{suggestion.strengthLine}</p>}
        </Part>
        <Part label="새로 배울 것">
          <p>{REQUIREMENT_TEXT[suggestion.requiredCertification]}</p>
          {certificates.length > 0 && (
            <ul className="flex flex-col gap-1">
              {certificates.map((certificate) => (
                <li key={certificate.name}>
                  <span className="font-semibold">{certificate.name}</span>
                  {certificate.authority && (
                    <span className="text-ink-muted"> · 시험·발급: {certificate.authority.name}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part label="준비 기간">
          {certificates.length === 0 ? (
            <p>따로 준비할 자격증이 없어요.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {certificates.map((certificate) => (
                <li
                  key={certificate.name}
                  className="flex flex-col gap-1 border-l-4 border-primary-tint pl-3"
                >
                  {certificates.length > 1 && <p className="font-semibold">{certificate.name}</p>}
                  <Period certificate={certificate} />
                </li>
              ))}
            </ul>
          )}
        </Part>
      </dl>
      <div className="flex flex-col gap-1 border-t border-line-soft pt-4">
        <Link
          to={`/jobinfo/${suggestion.jobId}`}
          className="inline-flex min-h-11 items-center text-lg font-semibold text-primary-strong underline underline-offset-4"
        >
          {suggestion.jobName} 자세히 보기
        </Link>
        <p className="text-base text-ink-muted">자세히 보기에서 이 직업을 내 할일에 추가할 수 있어요.</p>
      </div>
    </article>
  );
}
