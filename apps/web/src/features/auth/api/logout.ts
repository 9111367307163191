import { type LogoutRequestInput, LogoutResponseSchema } from '@dasibom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /v1/member/auth/logout { refreshToken }: revokes the token family on the server. Sent without the access
 * token: the refresh token is the credential, and an expired access token must not trigger a refresh (which would
 * rotate the very token being revoked).
 */
export function logout(refreshToken: string) {
  return apiPost(
    '/v1/member/auth/logout',
    LogoutResponseSchema,
    { refreshToken } satisfies LogoutRequestInput,
    { auth: false },
  );
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
