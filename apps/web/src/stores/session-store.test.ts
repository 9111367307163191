import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredSession, SESSION_STORAGE_KEYS, useSessionStore } from './session-store.ts';

const login = () =>
  useSessionStore.getState().setSession({
    accessToken: 'access',
    refreshToken: 'refresh',
    memberId: 12,
    nickname: '봄날',
    regionName: '서울 강남구',
  });

describe('session store', () => {
  beforeEach(() => useSessionStore.getState().clearSession());

  it('stores the session under our own prefixed keys', () => {
    login();
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
    expect(localStorage.getItem('dasibom:accessToken')).toBe('access');
    expect(localStorage.getItem('dasibom:refreshToken')).toBe('refresh');
    expect(localStorage.getItem('dasibom:memberId')).toBe('12');
    expect(localStorage.getItem('dasibom:nickname')).toBe('봄날');
    expect(JSON.parse(localStorage.getItem('dasibom:user')!)).toEqual({
      nickname: '봄날',
      regionName: '서울 강남구',
      userImage: null,
    });
    expect(readStoredSession()).toMatchObject({ accessToken: 'access', memberId: 12, isLoggedIn: true });
  });

  it('clears only its own keys', () => {
    localStorage.setItem('someone-else', 'still here');
    localStorage.setItem('dasibom:textSize', 'xlarge');
    login();

    useSessionStore.getState().clearSession();

    for (const key of Object.values(SESSION_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('someone-else')).toBe('still here');
    expect(localStorage.getItem('dasibom:textSize')).toBe('xlarge');
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, accessToken: null, user: null });
  });

  it('updates the user and keeps the nickname in step', () => {
    login();
    useSessionStore.getState().updateUser({ nickname: '새봄', userImage: '/files/a.webp' });
    const state = useSessionStore.getState();
    expect(state.nickname).toBe('새봄');
    expect(state.user).toEqual({ nickname: '새봄', regionName: '서울 강남구', userImage: '/files/a.webp' });
    expect(localStorage.getItem('dasibom:nickname')).toBe('새봄');
  });

  it('rotates tokens without touching the profile', () => {
    login();
    useSessionStore.getState().setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(useSessionStore.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(localStorage.getItem('dasibom:refreshToken')).toBe('refresh-2');
    expect(useSessionStore.getState().user?.regionName).toBe('서울 강남구');
  });

  it('ignores a hand-edited user value', () => {
    localStorage.setItem('dasibom:accessToken', 'a');
    localStorage.setItem('dasibom:user', '{not json');
    localStorage.setItem('dasibom:memberId', 'abc');
    expect(readStoredSession()).toMatchObject({
      accessToken: 'a',
      user: null,
      memberId: null,
      isLoggedIn: true,
    });
  });
});
