import { careerGroupOf } from '@dasibom/contract/career';
import { describe, expect, it } from 'vitest';
import { buildCareerSearch, parseCareerParams } from './career-params.ts';

const parse = (search: string) => parseCareerParams(new URLSearchParams(search));

describe('the /career address', () => {
  it('starts at step 1 without a (known) group', () => {
    expect(parse('')).toEqual({ step: 'group', group: null, strengths: [] });
    expect(parse('group=pilot&step=result')).toEqual({ step: 'group', group: null, strengths: [] });
  });

  it('reads the group, the strengths (comma-separated or repeated, in the group’s order) and the step', () => {
    const office = careerGroupOf('office')!;
    expect(parse('group=office')).toEqual({ step: 'strengths', group: office, strengths: [] });
    expect(parse('group=office&strengths=numbers,documents,x&step=result')).toEqual({
      step: 'result',
      group: office,
      strengths: ['documents', 'numbers'],
    });
    expect(parse('group=office&strengths=numbers&strengths=documents&step=result').strengths).toEqual([
      'documents',
      'numbers',
    ]);
    expect(parse('group=office&step=group').step).toBe('group');
  });

  it('writes what it reads', () => {
    for (const search of [
      '?group=office',
      '?group=office&strengths=documents,numbers&step=result',
      '?group=care&step=group',
    ])
      expect(buildCareerSearch(parse(search))).toBe(search);
    expect(buildCareerSearch(parse(''))).toBe('');
  });
});
