import type { LoginRequestInput, LoginResponseSchema } from '@dasibom/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client.ts';

export type LoginResult = z.infer<typeof LoginResponseSchema>;

/**
 * The contract's schemas (and zod) for checking the answer: loaded when the form is first focused (`preload`) or at
 * the latest by the first submit, not with the login page (ADR 012). The answer is checked exactly as before.
 */
export function preloadLoginSchema() {
  return import('@dasibom/contract');
}

/** POST /v1/member/auth/login. Never sends a token (a stale one must not get in the way of logging in). */
export async function login(input: LoginRequestInput): Promise<LoginResult> {
  const { LoginResponseSchema } = await preloadLoginSchema();
  return apiPost('/v1/member/auth/login', LoginResponseSchema, input, { auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
