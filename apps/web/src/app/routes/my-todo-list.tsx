import { Briefcase, Eye, Sprout } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../components/ui/cx.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { useTodoGroup } from '../../features/todos/api/get-todo-group.ts';
import { todoKeys } from '../../features/todos/api/todo-keys.ts';
import { GroupPublicPanel } from '../../features/todos/components/group-public-panel.tsx';
import { JobSelect, MyJobsState, MyTodoLoading } from '../../features/todos/components/my-jobs-state.tsx';
import { TodoChecklist } from '../../features/todos/components/todo-checklist.tsx';
import { TodoProgress } from '../../features/todos/components/todo-progress.tsx';
import { NO_JOBS_MESSAGE, parseGroupParam, useGroupParam } from '../../features/todos/group-param.ts';
import { usePrintPlan } from '../print/use-print-plan.tsx';

export { NO_JOBS_MESSAGE, parseGroupParam };

/** The selected group: its facts, progress, public switch and checklist. */
function GroupView({ selected }: { selected: number | 'active' }) {
  const group = useTodoGroup(selected);
  const queryKey = todoKeys.group(selected);
  if (group.isPending) return <MyTodoLoading label="할일 목록을 불러오고 있어요" />;
  if (group.isError)
    return (
      <QueryErrorState query={group} fallback="할일 목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요." />
    );
  const data = group.data;
  const todoGroupId = data.todoGroupId;
  if (todoGroupId === null)
    return <EmptyState message={NO_JOBS_MESSAGE} action={{ label: '직업 찾아보기', href: '/jobfound' }} />;
  const withId = { ...data, todoGroupId };
  const done = data.todos.filter((todo) => todo.completed).length;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-card border-2 border-line-soft bg-white p-4 min-[30rem]:p-5">
        <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-base text-ink">
          <span className="inline-flex items-center gap-1.5 font-semibold">
            <Briefcase aria-hidden="true" className="size-5 text-primary" />
            {data.jobName}
          </span>
          {data.daysAgo !== null && (
            <span className="inline-flex items-center gap-1.5">
              <Sprout aria-hidden="true" className="size-5 text-primary" />
              꿈꾼 지 {data.daysAgo}일째
            </span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <Eye aria-hidden="true" className="size-5 text-primary" />
            조회수 {data.totalView ?? 0}회
          </span>
        </p>
        <TodoProgress total={data.todos.length} done={done} />
      </div>
      <TodoChecklist group={withId} queryKey={queryKey} />
      <GroupPublicPanel group={withId} queryKey={queryKey} />
    </div>
  );
}

/**
 * /mytodo/list (members only): the member's chosen jobs in a selector, the selected group's 조회수, progress, checklist,
 * edit mode and public switch. The selected group lives in the address (`?group=`), so reload and back keep it;
 * without it, the group worked on last.
 */
export function MyTodoListPage() {
  const { jobs, groupParam, hasJobs, known, choose } = useGroupParam();
  const selected = known ? (groupParam as number) : 'active';
  // The same query GroupView reads (one request): the selector shows the group being shown.
  const shown = useTodoGroup(selected, { enabled: hasJobs });
  const shownGroupId = known ? groupParam : (shown.data?.todoGroupId ?? null);
  const shownJob = jobs.data?.find((job) => job.todoGroupId === shownGroupId) ?? null;
  const print = usePrintPlan({ jobs: shownJob ? [shownJob] : [], timelineJobId: shownJob?.jobId ?? null });

  let body: ReactNode;
  if (!jobs.isSuccess || jobs.data.length === 0)
    body = (
      <MyJobsState jobs={jobs} emptyDescription="직업을 담으면 그 직업을 준비하는 할일 목록이 만들어져요." />
    );
  else {
    body = (
      <div className="flex flex-col gap-6">
        <JobSelect
          items={jobs.data.map((job) => ({ id: job.todoGroupId, label: job.jobName }))}
          selectedKey={shownGroupId}
          onSelectionChange={choose}
        />
        {groupParam !== null && !known && (
          <p role="status" className="text-base text-ink-muted">
            찾는 할일 목록이 없어서 최근에 본 목록을 보여 드려요.
          </p>
        )}
        <GroupView key={String(selected)} selected={selected} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className={cx('flex flex-col gap-6', print.isPlanShown && 'print:hidden')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-ink min-[30rem]:text-3xl">나의 할일</h1>
          {print.button}
        </div>
        {body}
      </div>
      {print.plan}
    </div>
  );
}

export { MyTodoListPage as Component };
