import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { readHomePlanHint, writeHomePlanHint } from '../../../lib/home-plan-hint.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { NO_PLAN } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { usePopularRecruit } from '../../recruit/api/get-popular-recruit.ts';
import { useAddJob } from './add-job.ts';
import { useTodoGroup } from './get-todo-group.ts';

describe('useAddJob', () => {
  it("marks home's hiring status stale (a member's chosen jobs are listed first there)", async () => {
    const api = mockApi({
      'POST /v1/my-dream/job/8': () => ({ data: { todoGroupId: 3, todoCount: 5 } }),
      'GET /v1/recruit/popular': () => ({ data: [] }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const detailKey = ['recruit', 'detail', 'p-1'];
    queryClient.setQueryData(detailKey, {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    // Home's hiring status, on screen.
    const popular = renderHook(() => usePopularRecruit(7, '서울'), { wrapper });
    await waitFor(() => expect(popular.result.current.data).toEqual([]));
    const { result } = renderHook(() => useAddJob(), { wrapper });

    await act(() => result.current.mutateAsync(8));

    expect(api.calls('POST /v1/my-dream/job/8')).toHaveLength(1);
    // Read again at once, because it was forgotten.
    await waitFor(() => expect(api.calls('GET /v1/recruit/popular')).toHaveLength(2));
    // Only that entry: postings themselves do not change when a job is added.
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(false);
  });

  it("forgets home's read of the member's plan, so home never shows the variant without one first", async () => {
    const noGroup = NO_PLAN;
    const api = mockApi({
      'POST /v1/my-dream/job/8': () => ({ data: { todoGroupId: 3, todoCount: 5 } }),
      'GET /v1/my-dream/todo': () => ({ data: noGroup }),
      'GET /v1/recruit/popular': () => ({ data: [] }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const home = renderHook(() => useTodoGroup('active'), { wrapper });
    await waitFor(() => expect(home.result.current.data).toEqual(noGroup));
    const { result } = renderHook(() => useAddJob(), { wrapper });

    await act(() => result.current.mutateAsync(8));

    // Forgotten (not merely stale): nothing of the old answer is shown while the new one is read.
    await waitFor(() => expect(api.calls('GET /v1/my-dream/todo')).toHaveLength(2));
    home.unmount();
  });

  it('remembers that the member has a plan now, so home expects their banner (lib/home-plan-hint.ts)', async () => {
    useSessionStore.getState().setSession({ accessToken: 'access', memberId: 7, nickname: '봄날' });
    writeHomePlanHint(7, false);
    mockApi({ 'POST /v1/my-dream/job/8': () => ({ data: { todoGroupId: 3, todoCount: 5 } }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAddJob(), { wrapper });
    await act(() => result.current.mutateAsync(8));
    expect(readHomePlanHint(7)).toBe(true);
    useSessionStore.getState().clearSession();
  });
});
