import type { JobDetail } from '@dasibom/contract';
import { CERTIFICATE_REQUIREMENT_LABELS, formatSalary } from '@dasibom/contract/plain';
import type { ReactNode } from 'react';

export const NO_CERTIFICATE_TEXT = '필요한 자격증이 없어요.';

/** certification[i] goes with certificationPeriod[i]; a missing period is left out rather than guessed. */
export function pairCertificates(job: Pick<JobDetail, 'certification' | 'certificationPeriod'>) {
  return job.certification.map((name, index) => ({ name, period: job.certificationPeriod[index] ?? null }));
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

/** 한눈에 보기: salary with unit and period, certificates with their preparation time, requirement and hours. */
export function JobFacts({ job }: { job: JobDetail }) {
  const certificates = pairCertificates(job);
  const hasPeriods = certificates.some((certificate) => certificate.period !== null);
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
          <span className="font-semibold">{formatSalary(job.salaryType, job.salaryCost)}</span>
        </Fact>
        <Fact label="근무 시간대">{job.workTimeInfo}</Fact>
        <Fact label="자격증 필요 여부">{job.requiredCertification}</Fact>
        <Fact label={certificates.length === 0 ? '자격증' : certificateHeading(job.requiredCertification)}>
          {certificates.length === 0 ? NO_CERTIFICATE_TEXT : certificates.map((c) => c.name).join(', ')}
        </Fact>
        {hasPeriods && (
          <Fact label="준비 기간">
            {certificates.length === 1 ? (
              certificates[0]?.period
            ) : (
              <ul className="flex flex-col gap-1">
                {certificates.map(
                  (certificate) =>
                    certificate.period !== null && (
                      <li key={certificate.name}>
                        {certificate.name}: <span className="font-semibold">{certificate.period}</span>
                      </li>
                    ),
                )}
              </ul>
            )}
          </Fact>
        )}
      </dl>
    </section>
  );
}
