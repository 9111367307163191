import { WithdrawResponseSchema } from '@dasibom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /v1/member/auth/withdraw (bearer, no body): deletes the member and all of their data. */
export function withdraw() {
  return apiPost('/v1/member/auth/withdraw', WithdrawResponseSchema);
}

export function useWithdraw() {
  return useMutation({ mutationFn: withdraw });
}
