import { describe, expect, it } from 'vitest';
import { buildJobListSearch, parseJobListParams, readJobListHref } from './job-list-params.ts';

const parse = (search: string) => parseJobListParams(new URLSearchParams(search));

describe('job list address', () => {
  it('reads known filter labels and a positive page', () => {
    expect(parse('require=필요함&workTime=주말 근무&physical=높은 활동량&page=3')).toEqual({
      filters: { require: '필요함', workTime: '주말 근무', physical: '높은 활동량' },
      page: 3,
    });
  });

  it('ignores unknown values and pages that are not positive whole numbers', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '9999999', '']) {
      expect(parse(`page=${page}&require=REQUIRED&workTime=<script>`)).toEqual({ filters: {}, page: 1 });
    }
  });

  it('writes back only what is set, page 1 left out', () => {
    expect(buildJobListSearch({ filters: { physical: '낮은 활동량' }, page: 1 }).toString()).toBe(
      new URLSearchParams({ physical: '낮은 활동량' }).toString(),
    );
    expect(buildJobListSearch({ filters: {}, page: 2 }).toString()).toBe('page=2');
  });

  it('returns to a /jobfound address only', () => {
    expect(readJobListHref({ jobListHref: '/jobfound?page=2' })).toBe('/jobfound?page=2');
    expect(readJobListHref({ jobListHref: '/jobfound' })).toBe('/jobfound');
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { jobListHref: 'https://evil.example' },
      { jobListHref: '/jobfoundx' },
    ]) {
      expect(readJobListHref(state)).toBe('/jobfound');
    }
  });
});
