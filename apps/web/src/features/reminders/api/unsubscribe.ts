import { type UnsubscribeRequestInput, UnsubscribeResponseSchema } from '@dasibom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /v1/member/reminders/unsubscribe { token } — no login: the mail's link carries a signed token. */
export function unsubscribe(token: string) {
  return apiPost('/v1/member/reminders/unsubscribe', UnsubscribeResponseSchema, {
    token,
  } satisfies UnsubscribeRequestInput);
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
