import { ResetPasswordResponseSchema } from '@dasibom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export type ResetPasswordInput = { email: string; loginId: string; newPassword: string };

/** POST /v1/member/auth/email/password. Needs a fresh FIND_PASSWORD verification of (email, loginId). */
export function resetPassword(input: ResetPasswordInput) {
  return apiPost('/v1/member/auth/email/password', ResetPasswordResponseSchema, input, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
