import { describe, expect, it } from 'vitest';
import { hasFinalConsonant, parsePreparationMonths, topic } from './korean.ts';

describe('Korean helpers', () => {
  it('chooses 은/는 from the last Hangul syllable', () => {
    expect(topic('요양보호사')).toBe('요양보호사는');
    expect(topic('미용사 (일반)')).toBe('미용사 (일반)은');
    expect(topic('공인중개사')).toBe('공인중개사는');
    expect(topic('바리스타 자격증')).toBe('바리스타 자격증은');
    expect(hasFinalConsonant('ITQ')).toBe(false);
  });

  it.each([
    ['1개월', 1],
    ['1개월 내', 1],
    ['1~2개월', 2],
    ['3~6개월', 6],
    ['6~12개월', 12],
    ['1년', 12],
    ['1~2년', 24],
    ['6개월~1년', 12],
    ['4~5개월', 5],
  ])('reads the preparation period %s as at most %i months', (text, months) => {
    expect(parsePreparationMonths(text)).toBe(months);
  });

  it('does not guess at unknown text', () => {
    expect(parsePreparationMonths('수시')).toBeUndefined();
  });
});
