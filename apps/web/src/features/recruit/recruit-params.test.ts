import { describe, expect, it } from 'vitest';
import { pageParamCases } from '../../test/page-param-cases.ts';
import {
  buildRecruitSearch,
  parseRecruitSearch,
  recruitListHref,
  toRecruitListQuery,
} from './recruit-params.ts';

const parse = (search: string) => parseRecruitSearch(new URLSearchParams(search));

describe('recruit params', () => {
  it('an absent job is the spec default 요양보호사; job= means every occupation', () => {
    expect(parse('').job).toBe('요양보호사');
    expect(toRecruitListQuery(parse('')).keyWord).toBe('요양보호사');
    // The same value as /learning's: null, never ''.
    expect(parse('job=').job).toBeNull();
    expect(toRecruitListQuery(parse('job=')).keyWord).toBeUndefined();
    expect(toRecruitListQuery(parse('job=바리스타')).keyWord).toBe('바리스타');
  });

  it('maps location, sort and the 1-based page to the zero-based pageNum', () => {
    const params = parse('job=&location=서울+강남구&sort=마감+여유순&page=3');
    expect(toRecruitListQuery(params)).toEqual({
      pageNum: 2,
      sortBy: '마감 여유순',
      keyWord: undefined,
      locationName: '서울 강남구',
    });
    expect(toRecruitListQuery(parse('location=부산')).locationName).toBe('부산');
    expect(toRecruitListQuery(parse('')).pageNum).toBe(0);
  });

  it('ignores invalid values', () => {
    const params = parse(`location=화성+어딘가&sort=postDate&page=0&job=${'x'.repeat(51)}`);
    expect(params).toEqual({
      job: '요양보호사',
      location: null,
      sort: '마감 임박순',
      page: 1,
      posting: null,
    });
  });

  pageParamCases(
    (search) => parse(search).page,
    (search) => toRecruitListQuery(parse(search)).pageNum,
  );

  it('writes only what differs from the defaults, and job= for every occupation', () => {
    expect(buildRecruitSearch({}).toString()).toBe('');
    expect(recruitListHref({ job: '요양보호사', sort: '마감 임박순', page: 1 })).toBe('/jobsearch');
    expect(recruitListHref({ job: null })).toBe('/jobsearch?job=');
    expect(recruitListHref({ job: null, location: '서울 강남구' })).toBe(
      '/jobsearch?job=&location=%EC%84%9C%EC%9A%B8+%EA%B0%95%EB%82%A8%EA%B5%AC',
    );
    const round = parse(
      buildRecruitSearch({ job: null, location: '서울', sort: '마감 여유순', page: 4 }).toString(),
    );
    expect(round).toEqual({ job: null, location: '서울', sort: '마감 여유순', page: 4, posting: null });
  });
});
