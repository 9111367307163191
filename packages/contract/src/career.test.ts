import { describe, expect, it } from 'vitest';
import {
  CAREER_GROUPS,
  CAREER_MESSAGES,
  CareerSuggestionsQuerySchema,
  careerGroupOf,
  careerLeadIn,
} from './career-query.ts';

const messages = (query: unknown) => {
  const result = CareerSuggestionsQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('career (경력에서 시작하기)', () => {
  it('has 12–15 plain groups, each with 3–6 strengths, ids unique', () => {
    expect(CAREER_GROUPS.length).toBeGreaterThanOrEqual(12);
    expect(CAREER_GROUPS.length).toBeLessThanOrEqual(15);
    expect(new Set(CAREER_GROUPS.map((g) => g.id)).size).toBe(CAREER_GROUPS.length);
    expect(new Set(CAREER_GROUPS.map((g) => g.label)).size).toBe(CAREER_GROUPS.length);
    for (const group of CAREER_GROUPS) {
      expect(group.strengths.length).toBeGreaterThanOrEqual(3);
      expect(group.strengths.length).toBeLessThanOrEqual(6);
      expect(new Set(group.strengths.map((s) => s.id)).size).toBe(group.strengths.length);
    }
  });

  it('reads the group and the comma-separated strengths, each once', () => {
    expect(CareerSuggestionsQuerySchema.parse({ group: 'office' })).toEqual({
      group: 'office',
      strengths: [],
    });
    expect(
      CareerSuggestionsQuerySchema.parse({ group: 'office', strengths: 'numbers,documents,numbers' }),
    ).toEqual({ group: 'office', strengths: ['numbers', 'documents'] });
    expect(CareerSuggestionsQuerySchema.parse({ group: 'office', strengths: '' }).strengths).toEqual([]);
  });

  it('refuses an unknown group and a strength of another group, in Korean', () => {
    expect(messages({})).toContain(CAREER_MESSAGES.unknownGroup);
    expect(messages({ group: 'pilot' })).toContain(CAREER_MESSAGES.unknownGroup);
    expect(messages({ group: 'office', strengths: 'cooking' })).toContain(CAREER_MESSAGES.unknownStrength);
    expect(messages({ group: 'office', strengths: 'a,'.repeat(150) })).toContain(
      CAREER_MESSAGES.tooManyStrengths,
    );
  });

  it('says the carry-over follows from the picked group', () => {
    expect(careerLeadIn(careerGroupOf('office')!)).toBe('사무·행정 일을 오래 하셨으니, ');
    expect(careerGroupOf('nope')).toBeUndefined();
  });
});
