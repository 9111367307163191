import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { useAddJob } from './add-job.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useAddJob', () => {
  it("marks home's hiring status stale (a member's chosen jobs are listed first there)", async () => {
    const api = mockApi({ 'POST /v1/my-dream/job/8': () => ({ data: { todoGroupId: 3, todoCount: 5 } }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const popularKey = ['recruit', 'popular', 7, '서울'];
    const detailKey = ['recruit', 'detail', 'p-1'];
    queryClient.setQueryData(popularKey, []);
    queryClient.setQueryData(detailKey, {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAddJob(), { wrapper });

    await act(() => result.current.mutateAsync(8));

    expect(api.calls('POST /v1/my-dream/job/8')).toHaveLength(1);
    expect(queryClient.getQueryState(popularKey)?.isInvalidated).toBe(true);
    // Only that entry: postings themselves do not change when a job is added.
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(false);
  });
});
