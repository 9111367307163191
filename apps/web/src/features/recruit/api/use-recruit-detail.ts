import { LIMITS } from '@dasibom/contract/plain';
import { useQuery } from '@tanstack/react-query';

/**
 * One posting through TanStack Query, for a deep link to a posting that is not on the list's page
 * (`/jobsearch?posting=<id>`). The call itself (get-recruit-detail.ts) loads only when it is made: most visits never
 * make it (ADR 012).
 */
export function useRecruitDetail(id: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['recruit', 'detail', id ?? ''] as const,
    queryFn: async ({ signal }) =>
      (await import('./get-recruit-detail.ts')).getRecruitDetail(id ?? '', signal),
    staleTime: LIMITS.staleTimeMs,
    enabled: id !== null && (options.enabled ?? true),
  });
}
