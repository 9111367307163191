import { type MemberInfo, MemberInfoResponseSchema } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Shared key: every screen that shows or changes the member's own data reads and updates this entry. */
export const memberInfoQueryKey = ['members', 'info'] as const;

/** GET /v1/member/info (bearer). */
export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
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
