import type { MemberInfo } from '@dasibom/contract';
import { useWriteMutation } from '../../../lib/query-kit.ts';
import { type SessionUser, useSessionStore } from '../../../stores/session-store.ts';
import { memberInfoQueryKey } from './get-member-info.ts';

/** A change to the member's own facts: on success the top bar (the session) and the cached member info follow at once. */
export function useMemberWrite<T, V = void>(
  mutationFn: (variables: V) => Promise<T>,
  patch: (data: T) => { user: Partial<SessionUser>; info: Partial<MemberInfo> },
) {
  return useWriteMutation(mutationFn, (data, queryClient) => {
    const { user, info } = patch(data);
    useSessionStore.getState().updateUser(user);
    queryClient.setQueryData<MemberInfo>(memberInfoQueryKey, (old) => (old ? { ...old, ...info } : old));
  });
}
