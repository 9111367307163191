import { afterEach, describe, expect, it } from 'vitest';
import { RECOMMEND_STORAGE_KEYS } from '../features/recommend/recommend-storage.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { forgetPersonalDataOnSessionEnd } from './session-end.ts';

const SESSION = {
  accessToken: 'access',
  refreshToken: 'refresh',
  memberId: 7,
  nickname: '봄날',
  regionName: '서울 강남구',
};

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

  it("keeps a visitor's answers when the visitor logs in (the save after login needs them)", () => {
    const stop = forgetPersonalDataOnSessionEnd();
    sessionStorage.setItem(RECOMMEND_STORAGE_KEYS.pendingSave, '3');
    useSessionStore.getState().setSession(SESSION);
    expect(sessionStorage.getItem(RECOMMEND_STORAGE_KEYS.pendingSave)).toBe('3');
    stop();
  });
});
