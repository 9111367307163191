import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useTodo } from '../../features/todos/api/get-todo.ts';
import { TodoEditor } from '../../features/todos/components/todo-editor.tsx';
import { EditorLoading, MemoLoadFailure, parseIdParam } from './my-todo-editor-parts.tsx';

/** The shared body of /mytodo/edit/{todoId} and the read-only /mytodo/memo/{todoId}. */
export function TodoDetailScreen({ mode, heading }: { mode: 'edit' | 'view'; heading: string }) {
  const todoId = parseIdParam(useParams().todoId);
  const todo = useTodo(todoId ?? 0, { enabled: todoId !== null });

  let body: ReactNode;
  if (todoId === null)
    body = (
      <EmptyState
        message="투두 데이터를 찾을 수 없습니다."
        action={{ label: '할일 목록으로', href: '/mytodo/list' }}
      />
    );
  else if (todo.isPending) body = <EditorLoading />;
  else if (todo.isError) body = <MemoLoadFailure error={todo.error} />;
  // Started once from the stored to-do: a refetch meanwhile never replaces what is being typed.
  else body = <TodoEditor key={todo.data.todoId} mode={mode} todo={todo.data} />;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink min-[30rem]:text-3xl">{heading}</h1>
      {body}
    </div>
  );
}

/** /mytodo/edit/{todoId}. */
export function MyTodoEditPage() {
  return <TodoDetailScreen mode="edit" heading="할일 수정" />;
}

export { MyTodoEditPage as Component };
