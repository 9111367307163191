import { TodoDetailScreen } from './my-todo-edit.tsx';

/** /mytodo/memo/{todoId}: the member's own to-do, read-only (spec: the memo route is read-only). */
export function MyTodoMemoPage() {
  return <TodoDetailScreen mode="view" heading="할일 메모" />;
}

export { MyTodoMemoPage as Component };
