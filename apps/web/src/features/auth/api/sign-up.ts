import { type Gender, SignUpResponseSchema } from '@dasibom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export type SignUpInput = {
  loginId: string;
  password: string;
  email: string;
  nickName: string;
  /** YYYY/MM/DD */
  birthDate: string;
  gender: Gender;
  regionCode: number;
};

/** POST /v1/member/auth/sign-up. Needs a fresh SIGN_UP verification of `email` (else 400 EMAIL_NOT_VERIFIED). */
export function signUp(input: SignUpInput) {
  return apiPost('/v1/member/auth/sign-up', SignUpResponseSchema, input, { auth: false });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
