import { ProfileImageResponseSchema } from '@dasibom/contract';
import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { apiPost } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useMemberWrite } from './member-write.ts';

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
  return useMemberWrite(uploadProfileImage, (url) => ({
    user: { userImage: url },
    info: { profileImage: url },
  }));
}
