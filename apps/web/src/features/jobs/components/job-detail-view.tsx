import type { JobDetail } from '@dasibom/contract';
import { GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton, nativeButtonStyles } from '../../../components/ui/link-button.tsx';
import { OutLink } from './fact-source.tsx';
import { JobFacts } from './job-facts.tsx';
import { JobIllustration } from './job-illustration.tsx';
import { PreparingCount } from './preparing-count.tsx';
import { WorkIntensityCard } from './work-intensity-card.tsx';

/** The agreed query of the training screen: `?job=<occupation name>` (postings come with their own 더보기). */
export function learningHref(jobName: string): string {
  return `/learning?job=${encodeURIComponent(jobName)}`;
}

export type JobDetailViewProps = {
  job: JobDetail;
  /** Under the description: the 내 할일에 추가 action (wired by the page). */
  actions?: ReactNode;
  /** Side panel on wide screens, below everything on narrow ones (이 직업을 준비하는 사람들). */
  aside?: ReactNode;
  /** Sections under the facts (이 직업 채용 공고). */
  children?: ReactNode;
};

/**
 * The job detail body. Other features' parts come in through the slots, so the page composes them without this
 * feature importing theirs.
 */
export function JobDetailView({ job, actions, aside, children }: JobDetailViewProps) {
  const main = (
    <div className="@container flex min-w-0 flex-col gap-8">
      <header className="flex flex-col gap-6 rounded-card bg-primary-soft p-5 min-[30rem]:p-6 @min-[44rem]:flex-row @min-[44rem]:items-start">
        <JobIllustration
          src={job.imageUrl}
          isPriority
          className="max-w-md @min-[44rem]:w-64 @min-[44rem]:shrink-0"
        />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-4">
          <div className="flex flex-col gap-1">
            <h1 className="text-3xl font-bold leading-snug">{job.jobName}</h1>
            <PreparingCount num={job.todoGroupNum} demoNum={job.todoGroupDemoNum} />
          </div>
          <p className="max-w-[40em] text-lg leading-relaxed">{job.jobDescription}</p>
          {actions}
        </div>
      </header>

      <div className="grid grid-cols-1 gap-6 @min-[52rem]:grid-cols-2">
        <JobFacts job={job} />
        <WorkIntensityCard strong={job.strong} source={job.sources.classification} />
      </div>

      {children}

      <section aria-labelledby="job-explore-title" className="flex flex-col gap-3">
        <h2 id="job-explore-title" className="text-xl font-bold">
          이 직업 더 알아보기
        </h2>
        <div className="flex flex-wrap gap-3">
          <LinkButton
            href={learningHref(job.jobName)}
            variant="secondary"
            icon={<GraduationCap aria-hidden="true" className="size-5 shrink-0" />}
          >
            교육과정 찾아보기
          </LinkButton>
          <OutLink
            href={job.sources.moreInfo.url}
            label=""
            className={nativeButtonStyles({ variant: 'secondary' })}
          >
            {job.sources.moreInfo.name}에서 최신 자료 보기
          </OutLink>
        </div>
        <p className="text-base text-ink-muted">{job.sources.moreInfo.note}</p>
      </section>
    </div>
  );

  if (aside == null) return main;
  return (
    <div className="grid items-start gap-8 min-[64rem]:grid-cols-[minmax(0,1fr)_20rem]">
      {main}
      <aside className="flex min-w-0 flex-col gap-4">{aside}</aside>
    </div>
  );
}
