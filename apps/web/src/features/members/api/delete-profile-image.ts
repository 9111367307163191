import { DeleteProfileImageResponseSchema } from '@dasibom/contract';
import { apiDelete } from '../../../lib/api-client.ts';
import { useMemberWrite } from './member-write.ts';

/** DELETE /v1/member/profile. None → 404 PROFILE_IMAGE_NOT_FOUND. */
export function deleteProfileImage() {
  return apiDelete('/v1/member/profile', DeleteProfileImageResponseSchema);
}

export function useDeleteProfileImage() {
  return useMemberWrite(deleteProfileImage, () => ({
    user: { userImage: null },
    info: { profileImage: null },
  }));
}
