import type { RefreshRequestInput, RefreshResponseSchema } from '@dasibom/contract';
import type { z } from 'zod';
import { apiPost, lazySchema, setTokenRefresher } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

const refreshResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.RefreshResponseSchema),
);

export type RefreshResult = z.infer<typeof RefreshResponseSchema>;

/** POST /v1/member/auth/refresh: trades the refresh token for a new pair (refresh tokens rotate on every use). */
export function refreshTokens(refreshToken: string): Promise<RefreshResult> {
  return apiPost(
    '/v1/member/auth/refresh',
    refreshResponseSchema,
    { refreshToken } satisfies RefreshRequestInput,
    { auth: false },
  );
}

/**
 * The api client's token refresher: stores the rotated pair and returns the new access token, or `null` when the
 * session cannot be renewed (no refresh token, or the server refused it — the client then logs out). Network and
 * server failures are rethrown so a blip does not log anyone out.
 */
export async function refreshSession(): Promise<string | null> {
  const { refreshToken } = useSessionStore.getState();
  if (!refreshToken) return null;
  try {
    const tokens = await refreshTokens(refreshToken);
    useSessionStore.getState().setTokens(tokens);
    return tokens.accessToken;
  } catch (error) {
    if (isApiError(error) && error.isClientError) return null;
    throw error;
  }
}

/** Plugs the real refresh into the api client (called once at start-up). */
export function installTokenRefresher(): void {
  setTokenRefresher(refreshSession);
}
