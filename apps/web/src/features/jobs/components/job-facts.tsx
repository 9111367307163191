import type { JobDetail } from '@dasibom/contract';
import { CERTIFICATE_REQUIREMENT_LABELS, formatSalary } from '@dasibom/contract/plain';
import type { ReactNode } from 'react';
import { MissingFigure, OutLink, SourceLine } from './fact-source.tsx';

export const NO_CERTIFICATE_TEXT = '필요한 자격증이 없어요.';

/**
 * certification[i] goes with certificationPeriod[i] and their sources; a missing period is left out rather than
 * guessed, and said so.
 */
export function pairCertificates(job: Pick<JobDetail, 'certification' | 'certificationPeriod' | 'sources'>) {
  return job.certification.map((name, index) => ({
    name,
    period: job.certificationPeriod[index] ?? null,
    periodSource: job.sources.certificationPeriod[index] ?? null,
    authority: job.sources.certification[index] ?? null,
  }));
}

function certificateHeading(requirement: JobDetail['requiredCertification']): string {
  if (requirement === CERTIFICATE_REQUIREMENT_LABELS.REQUIRED) return '필요한 자격증';
  if (requirement === CERTIFICATE_REQUIREMENT_LABELS.OPTIONAL) return '있으면 좋은 자격증';
  return '관련 자격증';
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-line-soft py-3 last:border-b-0 min-[36rem]:flex-row min-[36rem]:gap-4">
      <dt className="shrink-0 text-base font-semibold text-ink-muted min-[36rem]:w-36 min-[36rem]:pt-0.5">
        {label}
      </dt>
      <dd className="min-w-0 flex-1 text-lg text-ink">{children}</dd>
    </div>
  );
}

function Certificate({
  certificate,
  moreInfo,
}: {
  certificate: ReturnType<typeof pairCertificates>[number];
  moreInfo: JobDetail['sources']['moreInfo'];
}) {
  const { name, period, periodSource, authority } = certificate;
  return (
    <li className="flex flex-col gap-2">
      <p className="font-semibold">{name}</p>
      <dl className="flex flex-col gap-2 border-l-4 border-primary-tint pl-3">
        <div>
          <dt className="text-base font-semibold text-ink-muted">준비 기간</dt>
          <dd>
            {period !== null && periodSource !== null ? (
              <>
                <p>{period}</p>
                <SourceLine source={periodSource} />
              </>
            ) : (
              // The examining body's page, right below, is where to check it.
              <MissingFigure moreInfo={authority ? null : moreInfo} />
            )}
          </dd>
        </div>
        {authority && (
          <div>
            <dt className="text-base font-semibold text-ink-muted">시험·발급</dt>
            <dd className="flex flex-col">
              <p>{authority.name}</p>
              <p className="flex flex-wrap items-center gap-x-2 text-base text-ink-muted">
                <span>{authority.year}년에 확인한 정보예요</span>
                <OutLink href={authority.url} label={`${authority.name} 누리집`}>
                  공식 누리집
                </OutLink>
              </p>
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}

/**
 * 한눈에 보기: salary and each certificate's preparation time with their source and reference year (or a plain
 * sentence where no source gives one, ADR 030), who examines each certificate, and our own classification of the
 * hours and the requirement, said as such.
 */
export function JobFacts({ job }: { job: JobDetail }) {
  const certificates = pairCertificates(job);
  const { sources } = job;
  return (
    <section
      aria-labelledby="job-facts-title"
      className="flex min-w-0 flex-col gap-2 rounded-card border border-line-soft bg-white p-5 min-[30rem]:p-6"
    >
      <h2 id="job-facts-title" className="text-2xl font-bold">
        한눈에 보기
      </h2>
      <dl className="flex flex-col">
        <Fact label="급여">
          {job.salaryCost !== null && sources.salaryCost !== null ? (
            <>
              <p className="font-semibold">{formatSalary(job.salaryType, job.salaryCost)}</p>
              <SourceLine source={sources.salaryCost} />
            </>
          ) : (
            <MissingFigure moreInfo={sources.moreInfo} />
          )}
        </Fact>
        <Fact label="근무 시간대">{job.workTimeInfo}</Fact>
        <Fact label="자격증 필요 여부">{job.requiredCertification}</Fact>
        <Fact label={certificates.length === 0 ? '자격증' : certificateHeading(job.requiredCertification)}>
          {certificates.length === 0 ? (
            NO_CERTIFICATE_TEXT
          ) : (
            <ul className="flex flex-col gap-4">
              {certificates.map((certificate) => (
                <Certificate key={certificate.name} certificate={certificate} moreInfo={sources.moreInfo} />
              ))}
            </ul>
          )}
        </Fact>
      </dl>
      <div className="border-t border-line-soft pt-3">
        <SourceLine source={sources.classification} subject="근무 시간대·자격증 필요 여부" />
      </div>
    </section>
  );
}
