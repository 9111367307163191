import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { forgetLightQueries, refreshLightQueries, useLightQuery } from './light-query.ts';

const FRESH = { staleTimeMs: 60_000 };

describe('useLightQuery', () => {
  it('reads once for every component asking with the same key, and shares the answer', async () => {
    const load = vi.fn(async () => ['요양보호사']);
    const first = renderHook(() => useLightQuery('t/shared', load, FRESH));
    const second = renderHook(() => useLightQuery('t/shared', load, FRESH));
    expect(first.result.current.isPending).toBe(true);
    await waitFor(() => expect(first.result.current.data).toEqual(['요양보호사']));
    expect(second.result.current.data).toEqual(['요양보호사']);
    expect(load).toHaveBeenCalledTimes(1);
    // A component mounting while the answer is fresh gets it without a read.
    const third = renderHook(() => useLightQuery('t/shared', load, FRESH));
    expect(third.result.current.data).toEqual(['요양보호사']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again for a new key, when stale on mount, and when forgotten by prefix', async () => {
    let n = 0;
    const load = vi.fn(async () => ++n);
    const { result, rerender } = renderHook(({ key }) => useLightQuery(key, load, FRESH), {
      initialProps: { key: 't/a/1' },
    });
    await waitFor(() => expect(result.current.data).toBe(1));
    rerender({ key: 't/a/2' });
    await waitFor(() => expect(result.current.data).toBe(2));

    act(() => forgetLightQueries('t/b/'));
    expect(result.current.data).toBe(2);
    act(() => forgetLightQueries('t/a/'));
    await waitFor(() => expect(result.current.data).toBe(3));

    const stale = renderHook(() => useLightQuery('t/a/2', load, { staleTimeMs: 0 }));
    await waitFor(() => expect(stale.result.current.data).toBe(4));
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('retries only what may succeed, then reports the error; 다시 시도 (refetch) reads again', async () => {
    const refused = new ApiError({ status: 400, code: 'VALIDATION', message: '잘못된 요청' });
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(refused).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useLightQuery('t/error', load, FRESH));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(refused);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(result.current.isError).toBe(false);
  });

  it('retries a server error (5xx) up to `retries` times before giving up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const down = new ApiError({ status: 503, code: 'INTERNAL', message: '잠시 후 다시' });
      const load = vi.fn<() => Promise<string>>().mockRejectedValue(down);
      const { result } = renderHook(() => useLightQuery('t/retry', load, { ...FRESH, retries: 1 }));
      await vi.advanceTimersByTimeAsync(5_000);
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads nothing while disabled, and reads once enabled', async () => {
    const load = vi.fn(async () => 'answer');
    const { result, rerender } = renderHook(
      ({ enabled }) => useLightQuery('t/enabled', load, { ...FRESH, enabled }),
      { initialProps: { enabled: false } },
    );
    expect(result.current.isPending).toBe(true);
    expect(load).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toBe('answer'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again on refresh, keeping the current answer meanwhile', async () => {
    let n = 0;
    let release = () => {};
    const load = vi.fn(() =>
      n === 0
        ? Promise.resolve(++n)
        : new Promise<number>((resolve) => {
            release = () => resolve(++n);
          }),
    );
    const { result } = renderHook(() => useLightQuery('t/refresh/1', load, FRESH));
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => refreshLightQueries('t/other/'));
    expect(load).toHaveBeenCalledTimes(1);
    act(() => refreshLightQueries('t/refresh/'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ data: 1, isPending: false, isFetching: true });
    act(() => release());
    await waitFor(() => expect(result.current.data).toBe(2));
  });
});
