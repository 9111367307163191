import {
  type ChangeRegionRequestInput,
  ChangeRegionResponseSchema,
  type MemberInfo,
} from '@dasibom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { memberInfoQueryKey } from './get-member-info.ts';

/** PUT /v1/member/region { newRegionCode } → `{ regionCode, regionName }`. */
export function changeRegion(newRegionCode: number) {
  return apiPut('/v1/member/region', ChangeRegionResponseSchema, {
    newRegionCode,
  } satisfies ChangeRegionRequestInput);
}

export function useChangeRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRegion,
    onSuccess: ({ regionCode, regionName }) => {
      useSessionStore.getState().updateUser({ regionName });
      queryClient.setQueryData<MemberInfo>(memberInfoQueryKey, (info) =>
        info ? { ...info, regionCode, regionName } : info,
      );
    },
  });
}
