import type { MemberInfo } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Shared key: every screen that shows or changes the member's own data reads and updates this entry. */
export const memberInfoQueryKey = ['members', 'info'] as const;

/**
 * GET /v1/member/info (bearer), checked against the contract's schema. The schema (and zod) loads with the first
 * call rather than with every page that may make it: /login asks only after a successful login (ADR 012).
 */
export async function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  const { MemberInfoResponseSchema } = await import('@dasibom/contract');
  return apiGet('/v1/member/info', MemberInfoResponseSchema, undefined, signal ? { signal } : undefined);
}

export function getMemberInfoQueryOptions() {
  return queryOptions({
    queryKey: memberInfoQueryKey,
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

export function useMemberInfo(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMemberInfoQueryOptions(), enabled: options.enabled ?? true });
}
