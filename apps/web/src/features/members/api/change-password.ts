import { type ChangePasswordRequestInput, ChangePasswordResponseSchema } from '@dasibom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client.ts';

/**
 * PUT /v1/member/password. Wrong current password → 400 PASSWORD_MISMATCH; from the 5th in a row → 429
 * PASSWORD_THROTTLED with retryAfterSeconds (shared with login's back-off for the same ID).
 */
export function changePassword(input: ChangePasswordRequestInput) {
  return apiPut('/v1/member/password', ChangePasswordResponseSchema, input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
