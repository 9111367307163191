import {
  type ChangeNicknameRequestInput,
  ChangeNicknameResponseSchema,
  type MemberInfo,
} from '@dasibom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { memberInfoQueryKey } from './get-member-info.ts';

/** PUT /v1/member/nickname { newNickName }. Taken → 409 NICKNAME_TAKEN. */
export function changeNickname(newNickName: string) {
  return apiPut('/v1/member/nickname', ChangeNicknameResponseSchema, {
    newNickName,
  } satisfies ChangeNicknameRequestInput);
}

/** On success the top bar ("{nickname}님") and the cached member info follow at once. */
export function useChangeNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNickname,
    onSuccess: ({ nickname }) => {
      useSessionStore.getState().updateUser({ nickname });
      queryClient.setQueryData<MemberInfo>(memberInfoQueryKey, (info) =>
        info ? { ...info, nickname } : info,
      );
    },
  });
}
