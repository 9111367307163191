import { type VerifyCodeRequestInput, VerifyCodeResponseSchema } from '@dasibom/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client.ts';

export type VerifyCodeResult = z.infer<typeof VerifyCodeResponseSchema>;

/** POST /v1/member/auth/email/verifications/verify: `{ verified, loginId? }` (loginId only for FIND_ID). */
export function verifyCode(input: VerifyCodeRequestInput): Promise<VerifyCodeResult> {
  const body: VerifyCodeRequestInput = input.loginId
    ? input
    : { email: input.email, code: input.code, type: input.type };
  return apiPost('/v1/member/auth/email/verifications/verify', VerifyCodeResponseSchema, body, {
    auth: false,
  });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
