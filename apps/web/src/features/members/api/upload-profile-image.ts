import { type MemberInfo, ProfileImageResponseSchema } from '@dasibom/contract';
import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { memberInfoQueryKey } from './get-member-info.ts';

export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** POST /v1/member/profile, multipart with the field `file`; answers the new image URL. */
export async function uploadProfileImage(file: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const url = await apiPost('/v1/member/profile', ProfileImageResponseSchema, form);
  if (url.trim() === '') {
    // The spec's "uploaded but no URL came back" case: say so instead of showing a broken picture.
    throw new ApiError({ status: 200, code: 'BAD_RESPONSE', message: AUTH_MESSAGES.imageUploadNoUrl });
  }
  return url;
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (url) => {
      useSessionStore.getState().updateUser({ userImage: url });
      queryClient.setQueryData<MemberInfo>(memberInfoQueryKey, (info) =>
        info ? { ...info, profileImage: url } : info,
      );
    },
  });
}
