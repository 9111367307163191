import { MemberInfoResponseSchema } from '@dasibom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, setTokenRefresher } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { MEMBER_INFO } from '../../../test/fixtures.ts';
import { failWith, mockApi } from '../../../test/mock-api.ts';
import { installTokenRefresher, refreshSession } from './refresh.ts';

const INFO = MEMBER_INFO;
const EXPIRED = {
  status: 401,
  code: 'AUTH_EXPIRED',
  message: '로그인이 만료되었어요. 다시 로그인해 주세요.',
};

beforeEach(() => {
  useSessionStore
    .getState()
    .setSession({ accessToken: 'old-access', refreshToken: 'old-refresh', memberId: 7, nickname: '봄날' });
  installTokenRefresher();
});
afterEach(() => {
  setTokenRefresher(null);
});

describe('token refresher wiring', () => {
  it('a 401 AUTH_EXPIRED leads to POST refresh; the new pair is stored and the call retried with it', async () => {
    const api = mockApi({
      'GET /v1/member/info': ({ init }) =>
        new Headers(init?.headers).get('authorization') === 'Bearer new-access'
          ? { data: INFO }
          : { error: EXPIRED },
      'POST /v1/member/auth/refresh': () => ({
        data: { accessToken: 'new-access', refreshToken: 'new-refresh' },
      }),
    });

    await expect(apiGet('/v1/member/info', MemberInfoResponseSchema)).resolves.toMatchObject({
      nickname: '봄날',
    });

    const refresh = api.calls('POST /v1/member/auth/refresh');
    expect(refresh).toHaveLength(1);
    expect(refresh[0]!.body).toEqual({ refreshToken: 'old-refresh' });
    // The refresh call itself never carries the (expired) access token.
    expect(refresh[0]!.headers.get('authorization')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
    });
    expect(localStorage.getItem('dasibom:accessToken')).toBe('new-access');
    expect(localStorage.getItem('dasibom:refreshToken')).toBe('new-refresh');
    expect(api.calls('GET /v1/member/info')).toHaveLength(2);
  });

  it('a refused refresh logs out on this device', async () => {
    mockApi({
      'GET /v1/member/info': () => ({ error: EXPIRED }),
      'POST /v1/member/auth/refresh': failWith(401, 'AUTH_INVALID', '로그인 정보가 올바르지 않아요.'),
    });
    await expect(apiGet('/v1/member/info', MemberInfoResponseSchema)).rejects.toMatchObject({
      code: 'AUTH_EXPIRED',
    });
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem('dasibom:refreshToken')).toBeNull();
  });

  it('a network blip during refresh keeps the session', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(refreshSession()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(useSessionStore.getState().refreshToken).toBe('old-refresh');
  });

  it('without a refresh token there is nothing to renew', async () => {
    useSessionStore.getState().setSession({ accessToken: 'a', memberId: 7, nickname: '봄날' });
    const api = mockApi({});
    await expect(refreshSession()).resolves.toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
