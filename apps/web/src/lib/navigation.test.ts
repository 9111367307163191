import { describe, expect, it } from 'vitest';
import { afterLoginState, isAfterLogin, readReturnTo, returnToState } from './navigation.ts';

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
});

describe('after-login state', () => {
  it('marks only the login redirect', () => {
    expect(isAfterLogin(afterLoginState())).toBe(true);
    expect(isAfterLogin(undefined)).toBe(false);
    expect(isAfterLogin(returnToState('/jobrecommend'))).toBe(false);
    expect(isAfterLogin({ afterLogin: 'yes' })).toBe(false);
  });
});
