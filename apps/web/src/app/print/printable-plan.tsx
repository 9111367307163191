import type { JobDetail, MyTodoGroup, MyTodoJob, TimelineResponse } from '@dasibom/contract';
import { formatSalary } from '@dasibom/contract/plain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJobDetailQueryOptions } from '../../features/jobs/api/get-job-detail.ts';
import { NO_CERTIFICATE_TEXT, pairCertificates } from '../../features/jobs/components/job-facts.tsx';
import { getTimelineQueryOptions } from '../../features/timeline/api/get-timeline.ts';
import {
  groupTimeline,
  NO_EXAMS_AHEAD,
  TIMELINE_KIND_LABELS,
  timelineDateText,
  timelineDueText,
  upcomingExamCount,
} from '../../features/timeline/timeline-lines.ts';
import { getTodoGroupQueryOptions } from '../../features/todos/api/get-todo-group.ts';
import { targetDateLabel } from '../../features/todos/target-date.ts';
import { factSourceText, MISSING_FIGURE_TEXT } from '../../lib/fact-source-text.ts';
import { formatKoreanDate } from '../../lib/format-date.ts';

/*
 * The printed plan (issue 15: 인쇄하기 on /mytodo): hidden on screen, the only thing printed once it is ready. The
 * print stylesheet (styles/index.css) sets A4 and large type; here, plain blocks that break cleanly between pages.
 * It sits with the routes because it composes three features (jobs, to-dos, timeline): ARCHITECTURE.md convention 8.
 */

const avoidBreak = 'break-inside-avoid';

function JobPlan({
  job,
  detail,
  group,
  today,
}: {
  job: MyTodoJob;
  detail: JobDetail;
  group: MyTodoGroup;
  today: string;
}) {
  const certificates = pairCertificates(detail);
  const done = group.todos.filter((todo) => todo.completed).length;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="border-b-2 border-ink pb-1 text-2xl font-bold">{job.jobName}</h2>
      <dl className={`grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 ${avoidBreak}`}>
        <dt className="font-semibold">급여</dt>
        <dd>
          {/* A figure is printed only with its source and year (ADR 030). */}
          {detail.salaryCost !== null && detail.sources.salaryCost !== null
            ? `${formatSalary(detail.salaryType, detail.salaryCost)} (${factSourceText(detail.sources.salaryCost)})`
            : MISSING_FIGURE_TEXT}
        </dd>
        <dt className="font-semibold">자격증</dt>
        <dd>
          {certificates.length === 0
            ? NO_CERTIFICATE_TEXT
            : `${certificates.map((c) => c.name).join(', ')} (${detail.requiredCertification})`}
        </dd>
        {certificates.length > 0 && (
          <>
            <dt className="font-semibold">준비 기간</dt>
            <dd>
              {certificates
                .map((c) => {
                  const text =
                    c.period !== null && c.periodSource !== null
                      ? `${c.period} (${factSourceText(c.periodSource)})`
                      : MISSING_FIGURE_TEXT;
                  return certificates.length === 1 ? text : `${c.name}: ${text}`;
                })
                .join(' ')}
            </dd>
          </>
        )}
      </dl>
      <h3 className="mt-2 text-xl font-bold">
        할일 목록{' '}
        <span className="font-normal">
          ({group.todos.length}개 중 {done}개 완료)
        </span>
      </h3>
      {group.todos.length === 0 ? (
        <p>아직 할일이 없어요.</p>
      ) : (
        <ul aria-label={`${job.jobName} 할일 목록`} className="flex flex-col gap-1.5">
          {group.todos.map((todo) => {
            const target = targetDateLabel(todo.targetDate, { completed: todo.completed, today });
            return (
              <li key={todo.todoId} className={`flex gap-2 ${avoidBreak}`}>
                <span className="shrink-0">{todo.completed ? '☑' : '☐'}</span>
                <span>
                  {todo.title}
                  {target && <span className="text-ink-muted"> — 목표일 {target.text}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function PlanTimeline({ timeline }: { timeline: TimelineResponse }) {
  const { months } = groupTimeline(timeline.items, timeline.today);
  return (
    <section className="flex flex-col gap-3">
      <h2 className="border-b-2 border-ink pb-1 text-2xl font-bold">다가오는 일정</h2>
      {months.length === 0 ? (
        <p>앞으로 다가올 날짜가 없어요.</p>
      ) : (
        months.map((month) => (
          <div key={month.month} className="flex flex-col gap-1.5">
            <h3 className="text-xl font-bold">{month.heading}</h3>
            <ul className="flex flex-col gap-1.5">
              {month.items.map((item) => {
                const due = timelineDueText(item, timeline.today);
                return (
                  <li key={item.key} className={avoidBreak}>
                    <span className="font-semibold">
                      {timelineDateText(item, timeline.today)}
                      {due && ` · ${due}`}
                    </span>{' '}
                    <span className="text-ink-muted">[{TIMELINE_KIND_LABELS[item.kind]}]</span> {item.title}
                    {item.done && ' (완료)'}
                    {item.detail && <span className="text-ink-muted"> — {item.detail}</span>}
                    <span className="text-ink-muted"> · 출처 {item.source}</span>
                  </li>
                );
              })}
            </ul>
          </div>
        ))
      )}
      {timeline.certificates.length > 0 && (
        <div className={`flex flex-col gap-1.5 ${avoidBreak}`}>
          <h3 className="text-xl font-bold">자격증 시험 일정 안내</h3>
          <ul className="flex flex-col gap-1.5">
            {timeline.certificates.map((certificate) => (
              <li key={certificate.key}>
                <span className="font-semibold">{certificate.name}</span> — {certificate.note}
                {upcomingExamCount(certificate, timeline.items, timeline.today) === 0 && ` ${NO_EXAMS_AHEAD}`}
                {certificate.scheduleUrl && (
                  <span className="text-ink-muted"> ({certificate.scheduleUrl})</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

export type PrintablePlanProps = {
  /** The jobs whose facts and checklists are printed (the one selected, or every chosen job). */
  jobs: readonly MyTodoJob[];
  /** The timeline printed below them. */
  timelineJobId: number | 'all';
  onReady: () => void;
  onError: () => void;
};

/**
 * Loads what the plan needs (each job's facts from the job detail the job page reads, its checklist, the
 * timeline), then renders it — hidden on screen, shown in print — and tells the page it can print.
 */
export function PrintablePlan({ jobs, timelineJobId, onReady, onError }: PrintablePlanProps) {
  const timelineQuery = useQuery(getTimelineQueryOptions(timelineJobId));
  const detailQueries = useQueries({ queries: jobs.map((job) => getJobDetailQueryOptions(job.jobId)) });
  const groupQueries = useQueries({ queries: jobs.map((job) => getTodoGroupQueryOptions(job.todoGroupId)) });
  const all = [timelineQuery, ...detailQueries, ...groupQueries];
  const isReady = all.every((query) => query.isSuccess);
  const hasFailed = all.some((query) => query.isError);
  useEffect(() => {
    if (hasFailed) onError();
    else if (isReady) onReady();
  }, [isReady, hasFailed, onReady, onError]);
  const timeline = timelineQuery.data;
  if (!isReady || !timeline) return null;

  const title = jobs.length === 1 ? `${jobs[0]?.jobName} 준비 계획` : '나의 준비 계획';
  return (
    <div data-print-plan className="hidden flex-col gap-6 text-ink print:flex">
      <header className="flex flex-col gap-1">
        <p className="text-3xl font-bold">{title}</p>
        <p className="text-ink-muted">
          {timeline.today.slice(0, 4)}년 {formatKoreanDate(timeline.today) ?? timeline.today} 기준 ·
          다시봄에서 인쇄했어요
        </p>
      </header>
      {jobs.map((job, index) => {
        const detail = detailQueries[index]?.data;
        const group = groupQueries[index]?.data;
        return detail && group ? (
          <JobPlan key={job.todoGroupId} job={job} detail={detail} group={group} today={timeline.today} />
        ) : null;
      })}
      <PlanTimeline timeline={timeline} />
    </div>
  );
}
