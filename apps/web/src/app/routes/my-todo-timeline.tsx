import type { MyTodoJob } from '@dasibom/contract';
import { BookOpen, Briefcase, CalendarPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../components/ui/cx.ts';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { recruitListHref } from '../../features/recruit/recruit-params.ts';
import { useTimeline } from '../../features/timeline/api/get-timeline.ts';
import { CertificatesBlock } from '../../features/timeline/components/certificates-block.tsx';
import { TimelineLinesView } from '../../features/timeline/components/timeline-lines-view.tsx';
import { useTodoGroup } from '../../features/todos/api/get-todo-group.ts';
import { JobSelect, MyJobsState, MyTodoLoading } from '../../features/todos/components/my-jobs-state.tsx';
import { useGroupParam } from '../../features/todos/group-param.ts';
import { trainingListHref } from '../../features/training/training-params.ts';
import { usePrintPlan } from '../print/use-print-plan.tsx';

export const TIMELINE_TITLE = '준비 시간표';
export const ALL_JOBS = 'all';
export const ALL_JOBS_LABEL = '모든 직업';
export const TIMELINE_EMPTY_MESSAGE = '아직 시간표에 올릴 날짜가 없어요.';
export const TIMELINE_NOTHING_AHEAD_MESSAGE = '앞으로 다가올 날짜가 없어요.';

/** What fills the timeline, with the way to each: saved postings and courses, and 목표일 on to-dos. */
function FillHints({ message, job }: { message: string; job: MyTodoJob | null }) {
  const jobFilter = { job: job?.jobName ?? null };
  const ways = [
    { label: '채용 공고 스크랩하기', href: recruitListHref(jobFilter), Icon: Briefcase },
    { label: '교육 과정 스크랩하기', href: trainingListHref(jobFilter), Icon: BookOpen },
    {
      label: '할일에 목표일 정하기',
      href: job ? `/mytodo/list?group=${job.todoGroupId}` : '/mytodo/list',
      Icon: CalendarPlus,
    },
  ];
  return (
    <div className="flex flex-col gap-4 rounded-card bg-primary-soft px-5 py-6 text-ink">
      <p className="text-lg font-semibold">{message}</p>
      <p className="text-base">
        {job ? `${job.jobName} 관련 ` : ''}채용 공고나 교육 과정을 스크랩하면 마감일과 시작일이, 할일에
        목표일을 정하면 그 날짜가 여기에 날짜 순서로 모여요.
      </p>
      <div className="flex flex-wrap gap-3">
        {ways.map(({ label, href, Icon }) => (
          <LinkButton
            key={label}
            href={href}
            variant="secondary"
            icon={<Icon aria-hidden="true" className="size-5" />}
          >
            {label}
          </LinkButton>
        ))}
      </div>
    </div>
  );
}

/** The selected job's (or every job's) lines and certificates. */
function TimelineBody({ jobId, job }: { jobId: number | 'all'; job: MyTodoJob | null }) {
  const timeline = useTimeline(jobId);
  if (timeline.isPending) return <MyTodoLoading label="시간표를 불러오고 있어요" />;
  if (timeline.isError)
    return (
      <QueryErrorState query={timeline} fallback="시간표를 불러오지 못했어요. 잠시 후 다시 시도해 주세요." />
    );
  const { items, certificates, today } = timeline.data;
  return (
    <div className="flex flex-col gap-8">
      <TimelineLinesView
        items={items}
        today={today}
        empty={
          <FillHints
            message={items.length === 0 ? TIMELINE_EMPTY_MESSAGE : TIMELINE_NOTHING_AHEAD_MESSAGE}
            job={job}
          />
        }
      />
      <CertificatesBlock certificates={certificates} items={items} today={today} />
    </div>
  );
}

/**
 * /mytodo/timeline (members only, issue 15): one chronological list from today of the selected job's dated things
 * — to-do 목표일, saved postings' deadlines, saved courses' start days, the job's certificate exam dates — by month,
 * past lines folded away, then the job's certificates. The job lives in the address (`?group=`, or `all` for 모든
 * 직업), like the list's, and the menu carries it between the two; without it, the group worked on last.
 */
export function MyTodoTimelinePage() {
  const { jobs, rawGroup, groupParam, hasJobs, known, choose } = useGroupParam();
  const isAll = rawGroup === ALL_JOBS;
  // Without a (known) group: the one worked on last, as on the list.
  const active = useTodoGroup('active', { enabled: hasJobs && !isAll && !known });
  const list = jobs.data ?? [];
  const selectedGroupId = isAll ? null : known ? groupParam : (active.data?.todoGroupId ?? null);
  const selectedJob = list.find((job) => job.todoGroupId === selectedGroupId) ?? null;
  const isResolving = hasJobs && !isAll && !known && active.isPending;
  // The active group could not be read (or is not listed): every job rather than nothing.
  const jobId: number | 'all' = selectedJob ? selectedJob.jobId : ALL_JOBS;
  const print = usePrintPlan({
    jobs: selectedJob ? [selectedJob] : list,
    timelineJobId: hasJobs && !isResolving ? jobId : null,
  });

  let body: ReactNode;
  if (!jobs.isSuccess || jobs.data.length === 0)
    body = (
      <MyJobsState
        jobs={jobs}
        emptyDescription="직업을 담으면 그 직업의 할일 목표일, 스크랩한 공고와 교육, 자격증 시험 일정이 여기에 날짜 순서로 모여요."
      />
    );
  else {
    body = (
      <div className="flex flex-col gap-6">
        <JobSelect
          items={[
            { id: ALL_JOBS as string | number, label: ALL_JOBS_LABEL },
            ...jobs.data.map((job) => ({ id: job.todoGroupId as string | number, label: job.jobName })),
          ]}
          selectedKey={isAll ? ALL_JOBS : selectedGroupId}
          onSelectionChange={choose}
        />
        {groupParam !== null && !known && (
          <p role="status" className="text-base text-ink-muted">
            찾는 직업이 없어서 최근에 본 직업의 시간표를 보여 드려요.
          </p>
        )}
        {isResolving ? (
          <MyTodoLoading label="시간표를 불러오고 있어요" />
        ) : (
          <TimelineBody key={String(jobId)} jobId={jobId} job={selectedJob} />
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className={cx('flex flex-col gap-6', print.isPlanShown && 'print:hidden')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-ink min-[30rem]:text-3xl">{TIMELINE_TITLE}</h1>
          {print.button}
        </div>
        <p className="text-base text-ink-muted">
          오늘부터 챙길 날짜를 한곳에 모았어요: 할일 목표일, 스크랩한 공고의 마감일과 교육의 시작일, 자격증
          시험 일정이에요.
        </p>
        {body}
      </div>
      {print.plan}
    </div>
  );
}

export { MyTodoTimelinePage as Component };
