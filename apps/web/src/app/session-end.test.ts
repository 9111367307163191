import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RECOMMEND_STORAGE_KEYS } from '../features/recommend/recommend-storage.ts';
import { apiGet, setTokenRefresher } from '../lib/api-client.ts';
import { forgetCachedDataOnSessionEnd } from '../lib/query-client.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { MEMBER_SESSION } from '../test/fixtures.ts';
import { envelope } from '../test/mock-api.ts';
import { forgetPersonalDataOnSessionEnd } from './session-end.ts';

const SESSION = MEMBER_SESSION;

afterEach(() => {
  useSessionStore.getState().clearSession();
  sessionStorage.clear();
});

describe('forgetPersonalDataOnSessionEnd', () => {
  it('forgets the questionnaire answers and result when the member logs out, not before', () => {
    const stop = forgetPersonalDataOnSessionEnd();
    useSessionStore.getState().setSession(SESSION);
    sessionStorage.setItem(
      RECOMMEND_STORAGE_KEYS.draft,
      '{"answers":{"1":"x"},"position":3,"submitted":false}',
    );
    sessionStorage.setItem(RECOMMEND_STORAGE_KEYS.result, '{}');
    sessionStorage.setItem('dasibom:other', 'kept');

    useSessionStore.getState().updateUser({ nickname: '새봄' });
    expect(sessionStorage.getItem(RECOMMEND_STORAGE_KEYS.draft)).not.toBeNull();

    useSessionStore.getState().clearSession();
    expect(sessionStorage.getItem(RECOMMEND_STORAGE_KEYS.draft)).toBeNull();
    expect(sessionStorage.getItem(RECOMMEND_STORAGE_KEYS.result)).toBeNull();
    expect(sessionStorage.getItem('dasibom:other')).toBe('kept');
    stop();
  });

  it("keeps a visitor's answers through the login (the save after login needs them), then forgets them at logout", () => {
    const stop = forgetPersonalDataOnSessionEnd();
    const draft = '{"answers":{"1":"x"},"position":8,"submitted":true}';
    sessionStorage.setItem(RECOMMEND_STORAGE_KEYS.draft, draft);
    sessionStorage.setItem(RECOMMEND_STORAGE_KEYS.result, '{}');
    sessionStorage.setItem(RECOMMEND_STORAGE_KEYS.pendingSave, '{"jobId":3,"at":1}');

    useSessionStore.getState().setSession(SESSION);
    expect(sessionStorage.getItem(RECOMMEND_STORAGE_KEYS.draft)).toBe(draft);
    expect(sessionStorage.getItem(RECOMMEND_STORAGE_KEYS.result)).toBe('{}');
    expect(sessionStorage.getItem(RECOMMEND_STORAGE_KEYS.pendingSave)).toBe('{"jobId":3,"at":1}');

    // The same answers now belong to the member: the next person at this computer must not find them.
    useSessionStore.getState().clearSession();
    for (const key of Object.values(RECOMMEND_STORAGE_KEYS)) expect(sessionStorage.getItem(key)).toBeNull();
    stop();
  });
});

describe('forgetCachedDataOnSessionEnd', () => {
  afterEach(() => {
    setTokenRefresher(null);
  });

  it("drops the member's cached answers when a call finds the token invalid and the session cannot be renewed", async () => {
    const queryClient = new QueryClient();
    const stop = forgetCachedDataOnSessionEnd(queryClient);
    useSessionStore.getState().setSession(SESSION);
    queryClient.setQueryData(['members', 'info'], { nickname: '봄날', email: 'bom@example.com' });
    queryClient.setQueryData(['todos', 'jobs'], [{ jobId: 1 }]);
    // The member withdrew on another device: the server no longer knows the token, the refresh token is gone.
    setTokenRefresher(async () => null);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelope({
          error: {
            status: 401,
            code: 'AUTH_INVALID',
            message: '로그인 정보가 올바르지 않아요. 다시 로그인해 주세요.',
          },
        }),
      ),
    );

    await expect(apiGet('/v1/member/info', z.unknown())).rejects.toMatchObject({ code: 'AUTH_INVALID' });

    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(queryClient.getQueryData(['members', 'info'])).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    stop();
  });

  it('keeps the cache while the member stays logged in (a profile change is no session end)', () => {
    const queryClient = new QueryClient();
    useSessionStore.getState().setSession(SESSION);
    const stop = forgetCachedDataOnSessionEnd(queryClient);
    queryClient.setQueryData(['members', 'info'], { nickname: '봄날' });
    useSessionStore.getState().updateUser({ nickname: '새봄' });
    useSessionStore.getState().setTokens({ accessToken: 'next' });
    expect(queryClient.getQueryData(['members', 'info'])).toEqual({ nickname: '봄날' });
    stop();
  });
});
