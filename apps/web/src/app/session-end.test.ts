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
