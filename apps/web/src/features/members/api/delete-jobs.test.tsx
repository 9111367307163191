import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { usePopularRecruit } from '../../recruit/api/get-popular-recruit.ts';
import { useDeleteJobs } from './delete-jobs.ts';

describe('useDeleteJobs', () => {
  it("marks home's hiring status stale (a member's chosen jobs are listed first there)", async () => {
    const api = mockApi({
      'DELETE /v1/member/job': () => ({ data: { deletedJobIds: [8] } }),
      'GET /v1/recruit/popular': () => ({ data: [] }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    // Home's hiring status, on screen.
    const popular = renderHook(() => usePopularRecruit(7, '서울'), { wrapper });
    await waitFor(() => expect(popular.result.current.data).toEqual([]));
    const { result } = renderHook(() => useDeleteJobs(), { wrapper });

    await act(() => result.current.mutateAsync([8]));

    expect(api.calls('DELETE /v1/member/job')[0]!.body).toEqual({ jobIds: [8] });
    // Read again at once, because it was forgotten.
    await waitFor(() => expect(api.calls('GET /v1/recruit/popular')).toHaveLength(2));
  });
});
