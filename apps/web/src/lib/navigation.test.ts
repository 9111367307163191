import { describe, expect, it } from 'vitest';
import { afterLoginState, isAfterLogin, isInAppPath, readReturnTo, returnToState } from './navigation.ts';

describe('return-to state', () => {
  it('round-trips a same-site path', () => {
    expect(readReturnTo(returnToState('/onboard'))).toBe('/onboard');
  });

  it('falls back for missing or off-site values', () => {
    expect(readReturnTo(undefined)).toBe('/');
    expect(readReturnTo({ returnTo: 'https://evil.example' })).toBe('/');
    expect(readReturnTo({ returnTo: '//evil.example' })).toBe('/');
    expect(readReturnTo({ returnTo: 3 }, '/mytodo')).toBe('/mytodo');
  });

  it('keeps the query of a page of the app', () => {
    expect(readReturnTo(returnToState('/mytodo/list?group=3'))).toBe('/mytodo/list?group=3');
  });

  it('refuses paths that browsers read as another host', () => {
    for (const path of ['/\\evil.example', '/\t/evil.example', '/\n/evil.example', '/\\/evil.example']) {
      expect(isInAppPath(path), JSON.stringify(path)).toBe(false);
      expect(readReturnTo(returnToState(path))).toBe('/');
    }
    for (const path of ['https://evil.example/mypage', 'javascript:alert(1)', 'mypage', '']) {
      expect(isInAppPath(path), JSON.stringify(path)).toBe(false);
    }
    expect(isInAppPath('/jobsearch?keyword=요양보호사#top')).toBe(true);
  });
});

describe('after-login state', () => {
  it('marks only the login redirect', () => {
    expect(isAfterLogin(afterLoginState())).toBe(true);
    expect(isAfterLogin(undefined)).toBe(false);
    expect(isAfterLogin(returnToState('/jobrecommend'))).toBe(false);
    expect(isAfterLogin({ afterLogin: 'yes' })).toBe(false);
  });
});
