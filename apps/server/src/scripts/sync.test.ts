import { describe, expect, it } from 'vitest';
import { parseScale } from './sync.ts';

describe('npm run sync -- --scale', () => {
  it('reads --scale N and --scale=N, 1 by default', () => {
    expect(parseScale([])).toBe(1);
    expect(parseScale(['--scale', '100'])).toBe(100);
    expect(parseScale(['--scale=2.5'])).toBe(2.5);
  });

  it.each([['--scale'], ['--scale', 'x'], ['--scale=0'], ['--scale', '-3'], ['--scale=5000']])(
    'refuses %s with the usage line',
    (...args) => {
      expect(() => parseScale(args)).toThrow(/usage: npm run sync/);
    },
  );
});
