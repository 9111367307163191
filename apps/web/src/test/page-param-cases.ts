import { expect, it } from 'vitest';
import type { MockHandler } from './mock-api.ts';

/**
 * The page rules every list address shares, as tests: a 1-based page, 1 for what is not a page, and no deeper than
 * the 1,000 pages the API answers. `page` reads an address's page; `pageNum` is the zero-based page it asks the API for.
 */
export function pageParamCases(
  page: (search: string) => number,
  pageNum: (search: string) => number | undefined,
) {
  it.each([
    ['page=-2', 1],
    ['page=abc', 1],
    ['page=999', 999],
    ['page=1000', 1000],
    // Past 1,000 (the API answers no deeper): page 1,000.
    ['page=5000', 1000],
  ])('reads %s as page %i', (search, expected) => {
    expect(page(search)).toBe(expected);
  });

  it('asks the API for page 1,000 at most (pageNum 999)', () => {
    expect(pageNum('page=5000')).toBe(999);
  });
}

const TOO_DEEP = '페이지 번호가 너무 커요. 직업이나 지역을 골라 좁혀서 찾아 주세요.';

/** A list read that answers as the API does: `answer(pageNum)` up to page 1,000, a refusal past it. */
export function refusingDeepPages(answer: (pageNum: number) => unknown): MockHandler {
  return ({ url }) => {
    const pageNum = Number(url.searchParams.get('pageNum'));
    if (pageNum >= 1000) {
      return { error: { status: 400, code: 'VALIDATION', message: TOO_DEEP, fields: { pageNum: TOO_DEEP } } };
    }
    return { data: answer(pageNum) };
  };
}
