import { describe, expect, it } from 'vitest';
import { readReturnTo, returnToState } from './navigation.ts';

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
