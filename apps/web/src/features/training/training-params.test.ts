import { describe, expect, it } from 'vitest';
import { pageParamCases } from '../../test/page-param-cases.ts';
import {
  buildTrainingSearch,
  DEFAULT_TRAINING_PARAMS,
  parseTrainingParams,
  toTrainingListQuery,
  trainingListHref,
} from './training-params.ts';

const parse = (search: string) => parseTrainingParams(new URLSearchParams(search));

describe('training params', () => {
  it('reads an empty address as the spec defaults', () => {
    expect(parse('')).toEqual({
      job: '요양보호사',
      location: null,
      type: '이론 위주',
      sort: '마감 임박순',
      page: 1,
    });
    expect(toTrainingListQuery(parse(''))).toEqual({
      pageNum: 0,
      jobName: '요양보호사',
      regionName: undefined,
      type: '이론 위주',
      sortBy: '마감 임박순',
    });
  });

  it('job= means every occupation (no jobName); a value is sent as is', () => {
    expect(parse('job=').job).toBeNull();
    expect(toTrainingListQuery(parse('job=')).jobName).toBeUndefined();
    expect(toTrainingListQuery(parse('job=%EB%B0%94%EB%A6%AC%EC%8A%A4%ED%83%80')).jobName).toBe('바리스타');
  });

  it('maps location, type, sort and the 1-based page', () => {
    const params = parse(
      `location=${encodeURIComponent('서울  강남구')}&type=${encodeURIComponent('실습 위주')}&sort=${encodeURIComponent('마감 여유순')}&page=3`,
    );
    expect(toTrainingListQuery(params)).toEqual({
      pageNum: 2,
      jobName: '요양보호사',
      regionName: '서울 강남구',
      type: '실습 위주',
      sortBy: '마감 여유순',
    });
    expect(
      parse('location=%EA%B2%BD%EA%B8%B0%20%EA%B3%A0%EC%96%91%EC%8B%9C%20%EB%8D%95%EC%96%91%EA%B5%AC')
        .location,
    ).toBe('경기 고양시 덕양구');
  });

  it('ignores values that cannot be right', () => {
    const params = parse(
      `location=${encodeURIComponent('화성 어딘가')}&type=theory&sort=postDate&page=0&job=${'가'.repeat(51)}`,
    );
    expect(params).toEqual(DEFAULT_TRAINING_PARAMS);
  });

  pageParamCases(
    (search) => parse(search).page,
    (search) => toTrainingListQuery(parse(search)).pageNum,
  );

  it('writes defaults out of the address and every occupation as job=', () => {
    expect(buildTrainingSearch(DEFAULT_TRAINING_PARAMS).toString()).toBe('');
    const search = buildTrainingSearch({
      job: null,
      location: '서울',
      type: '실습 위주',
      sort: '마감 여유순',
      page: 2,
    });
    expect(search.get('job')).toBe('');
    expect(search.get('location')).toBe('서울');
    expect(search.get('type')).toBe('실습 위주');
    expect(search.get('sort')).toBe('마감 여유순');
    expect(search.get('page')).toBe('2');
    expect(parseTrainingParams(search)).toEqual({
      job: null,
      location: '서울',
      type: '실습 위주',
      sort: '마감 여유순',
      page: 2,
    });
    expect(trainingListHref({ job: '바리스타' })).toBe(`/learning?job=${encodeURIComponent('바리스타')}`);
    expect(trainingListHref()).toBe('/learning');
  });
});
