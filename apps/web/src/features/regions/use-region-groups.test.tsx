import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { failWith, mockApi } from '../../test/mock-api.ts';
import { useRegionGroups } from './use-region-groups.ts';

function renderGroups() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRegionGroups(), { wrapper });
}

describe('useRegionGroups', () => {
  it('groups the server’s regions by city', async () => {
    mockApi({
      'GET /v1/region/all': () => ({
        data: [
          { regionCode: 101010, regionName: '서울 강남구' },
          { regionCode: 106010, regionName: '부산 해운대구' },
        ],
      }),
    });
    const { result } = renderGroups();
    expect(result.current.groups).toBeNull();
    await waitFor(() => expect(result.current.groups).not.toBeNull());
    expect(result.current.isFallback).toBe(false);
    expect(result.current.groups?.map((group) => group.city)).toEqual(['서울', '부산']);
  });

  it('falls back to the built-in main cities when the regions cannot be read', async () => {
    mockApi({
      'GET /v1/region/all': failWith(400, 'VALIDATION', '잘못된 요청'),
    });
    const { result } = renderGroups();
    await waitFor(() => expect(result.current.groups).not.toBeNull(), { timeout: 10_000 });
    expect(result.current.isFallback).toBe(true);
    const cities = result.current.groups?.map((group) => group.city) ?? [];
    expect(cities).toContain('서울');
    expect(cities).toContain('부산');
    expect(result.current.groups?.find((group) => group.city === '서울')?.districts.length).toBeGreaterThan(
      10,
    );
  });
});
