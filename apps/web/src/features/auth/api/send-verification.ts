import { type SendVerificationRequestInput, SendVerificationResponseSchema } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** When a code went out and how long it and the resend wait last (the countdown derives from these). */
export type SentCode = {
  sentAt: number;
  expiresInSeconds: number;
  resendAfterSeconds: number;
};

/**
 * POST /v1/member/auth/email/verifications: sign-up, find-ID and find-password codes (also the resend). The server
 * answers the same whether or not an account exists, so the screen never learns (or shows) that either.
 */
export async function sendVerification(input: SendVerificationRequestInput): Promise<SentCode> {
  const body: SendVerificationRequestInput = input.loginId ? input : { email: input.email, type: input.type };
  const answer = await apiPost('/v1/member/auth/email/verifications', SendVerificationResponseSchema, body, {
    auth: false,
  });
  return {
    sentAt: Date.now(),
    expiresInSeconds: answer.expiresInSeconds || LIMITS.verificationSeconds,
    resendAfterSeconds: answer.resendAfterSeconds,
  };
}

export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}
