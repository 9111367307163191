import type { MyTodoGroup } from '@dasibom/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { useCreateTodo } from './create-todo.ts';
import { useTodoGroup } from './get-todo-group.ts';

const group = (titles: string[]): MyTodoGroup => ({
  todoGroupId: 3,
  memberNickname: '봄날',
  profileImage: null,
  daysAgo: 2,
  jobName: '바리스타',
  totalView: 0,
  restorableTodos: [],
  todos: titles.map((title, index) => ({
    todoId: index + 1,
    title,
    completed: false,
    isMemoExist: false,
    isPublic: false,
    targetDate: null,
  })),
});

describe('useCreateTodo', () => {
  it("refreshes home's banner in place (quick-add on home): the new to-do shows", async () => {
    let titles = ['원두 공부하기'];
    mockApi({
      'GET /v1/my-dream/todo': () => ({ data: group(titles) }),
      'POST /v1/my-dream/todo-group/3': () => {
        titles = [...titles, '바리스타 학원 알아보기'];
        return { data: { todoId: 2 } };
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const home = renderHook(() => useTodoGroup('active'), { wrapper });
    await waitFor(() => expect(home.result.current.data?.todos).toHaveLength(1));
    const { result } = renderHook(() => useCreateTodo(), { wrapper });

    await act(() => result.current.mutateAsync({ todoGroupId: 3, todoTitle: '바리스타 학원 알아보기' }));

    await waitFor(() =>
      expect(home.result.current.data?.todos.map((todo) => todo.title)).toEqual([
        '원두 공부하기',
        '바리스타 학원 알아보기',
      ]),
    );
    home.unmount();
  });
});
