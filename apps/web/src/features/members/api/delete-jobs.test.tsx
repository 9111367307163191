import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { useDeleteJobs } from './delete-jobs.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useDeleteJobs', () => {
  it("marks home's hiring status stale (a member's chosen jobs are listed first there)", async () => {
    const api = mockApi({ 'DELETE /v1/member/job': () => ({ data: { deletedJobIds: [8] } }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const popularKey = ['recruit', 'popular', 7, '서울'];
    queryClient.setQueryData(popularKey, []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDeleteJobs(), { wrapper });

    await act(() => result.current.mutateAsync([8]));

    expect(api.calls('DELETE /v1/member/job')[0]!.body).toEqual({ jobIds: [8] });
    expect(queryClient.getQueryState(popularKey)?.isInvalidated).toBe(true);
  });
});
