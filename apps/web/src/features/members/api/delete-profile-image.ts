import { DeleteProfileImageResponseSchema, type MemberInfo } from '@dasibom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { memberInfoQueryKey } from './get-member-info.ts';

/** DELETE /v1/member/profile. None → 404 PROFILE_IMAGE_NOT_FOUND. */
export function deleteProfileImage() {
  return apiDelete('/v1/member/profile', DeleteProfileImageResponseSchema);
}

export function useDeleteProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfileImage,
    onSuccess: () => {
      useSessionStore.getState().updateUser({ userImage: null });
      queryClient.setQueryData<MemberInfo>(memberInfoQueryKey, (info) =>
        info ? { ...info, profileImage: null } : info,
      );
    },
  });
}
