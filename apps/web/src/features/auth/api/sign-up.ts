import { type SignUpRequestInput, SignUpResponseSchema } from '@dasibom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /v1/member/auth/sign-up. Needs a fresh SIGN_UP verification of `email` (else 400 EMAIL_NOT_VERIFIED). */
export function signUp(input: SignUpRequestInput) {
  return apiPost('/v1/member/auth/sign-up', SignUpResponseSchema, input, { auth: false });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
