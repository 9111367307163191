import { TODO_MESSAGES } from '@dasibom/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { useMyTodoJobs } from '../../features/todos/api/get-my-todo-jobs.ts';
import { TodoEditor } from '../../features/todos/components/todo-editor.tsx';
import { EditorLoading, parseIdParam } from './my-todo-editor-parts.tsx';

/** /mytodo/add/{todoGroupId}: a new to-do for one of the member's groups (its job named above the form). */
export function MyTodoAddPage() {
  const todoGroupId = parseIdParam(useParams().todoGroupId);
  const jobs = useMyTodoJobs();
  const job = jobs.data?.find((item) => item.todoGroupId === todoGroupId);

  let body: ReactNode;
  if (todoGroupId === null || (jobs.isSuccess && !job))
    // Spec §5: saving without a (valid) group id is refused; here it is said before anything is typed.
    body = (
      <EmptyState
        message={TODO_MESSAGES.groupIdInvalid}
        description="할일을 추가할 직업의 목록에서 다시 추가하기를 눌러 주세요."
        action={{ label: '할일 목록으로', href: '/mytodo/list' }}
      />
    );
  else if (jobs.isPending) body = <EditorLoading />;
  else if (jobs.isError) body = <QueryErrorState query={jobs} fallback="할일 목록을 불러오지 못했어요." />;
  else body = <TodoEditor mode="add" todoGroupId={todoGroupId} jobName={job?.jobName ?? null} />;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink min-[30rem]:text-3xl">할일 추가</h1>
        {job && <p className="text-lg text-ink-muted">{job.jobName} 할일 목록에 추가해요.</p>}
      </div>
      {body}
    </div>
  );
}

export { MyTodoAddPage as Component };
