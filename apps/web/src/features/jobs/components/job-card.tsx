import type { JobListItem } from '@dasibom/contract';
import { Link } from 'react-router';
import { jobListReturnState } from '../job-list-params.ts';
import { JobIllustration } from './job-illustration.tsx';
import { PreparingCount } from './preparing-count.tsx';

/**
 * One job in the list. The name is the only link (one tab stop); its click area is stretched over the whole card,
 * so the picture opens the detail too. The description is reading text and is shown in full.
 */
export function JobCard({ job, listHref }: { job: JobListItem; listHref: string }) {
  return (
    <li className="relative flex flex-col rounded-card border border-line-soft bg-white shadow-sm transition-shadow hover:border-primary hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary">
      <div className="px-3 pt-3">
        <JobIllustration src={job.imageUrl} />
      </div>
      <div className="flex flex-1 flex-col gap-3 px-5 pt-4 pb-5">
        <h3 className="text-xl font-bold leading-snug">
          <Link
            to={`/jobinfo/${job.jobId}`}
            state={jobListReturnState(listHref)}
            className="text-ink no-underline outline-none after:absolute after:inset-0 after:rounded-card hover:text-primary-strong hover:underline"
          >
            {job.jobName}
          </Link>
        </h3>
        <p className="text-lg leading-relaxed text-ink">{job.jobDescription}</p>
        <PreparingCount num={job.todoGroupNum} demoNum={job.todoGroupDemoNum} className="mt-auto pt-1" />
      </div>
    </li>
  );
}
