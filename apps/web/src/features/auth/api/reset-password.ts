import { type ResetPasswordRequestInput, ResetPasswordResponseSchema } from '@dasibom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /v1/member/auth/email/password. Needs a fresh FIND_PASSWORD verification of (email, loginId). */
export function resetPassword(input: ResetPasswordRequestInput) {
  return apiPost('/v1/member/auth/email/password', ResetPasswordResponseSchema, input, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
