import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.ts';

describe('formatNumber', () => {
  it("writes whole numbers exactly as toLocaleString('ko-KR') does", () => {
    for (const value of [
      0,
      7,
      999,
      1000,
      12_345,
      100_000,
      1_234_567,
      98_765_432_100,
      -1,
      -4_500,
      2 ** 53 - 1,
    ]) {
      expect(formatNumber(value)).toBe(value.toLocaleString('ko-KR'));
    }
  });

  it('leaves fractions and non-finite values to Intl', () => {
    for (const value of [1234.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumber(value)).toBe(value.toLocaleString('ko-KR'));
    }
  });
});
