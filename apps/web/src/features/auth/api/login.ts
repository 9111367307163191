import { LoginResponseSchema } from '@dasibom/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client.ts';

export type LoginInput = { loginId: string; password: string };
export type LoginResult = z.infer<typeof LoginResponseSchema>;

/** POST /v1/member/auth/login. Never sends a token (a stale one must not get in the way of logging in). */
export function login(input: LoginInput): Promise<LoginResult> {
  return apiPost('/v1/member/auth/login', LoginResponseSchema, input, { auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
