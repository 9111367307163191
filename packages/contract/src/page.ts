/* The page wrapper's type and builder without zod (envelope.ts builds the schema next to them). */

export type Page<T> = {
  content: T[];
  totalPages: number;
  totalElements: number;
  size: number;
  number: number;
  numberOfElements: number;
  first: boolean;
  last: boolean;
  empty: boolean;
  pageable: {
    pageNumber: number;
    pageSize: number;
    offset: number;
    paged: boolean;
    unpaged: boolean;
    sort: { empty: boolean; sorted: boolean; unsorted: boolean };
  };
  sort: { empty: boolean; sorted: boolean; unsorted: boolean };
};

/** Builds the page wrapper from one page of rows. `pageNumber` is zero-based. */
export function toPage<T>(
  content: T[],
  pageNumber: number,
  pageSize: number,
  totalElements: number,
): Page<T> {
  const totalPages = Math.ceil(totalElements / pageSize);
  const sort = { empty: true, sorted: false, unsorted: true };
  return {
    content,
    totalPages,
    totalElements,
    size: pageSize,
    number: pageNumber,
    numberOfElements: content.length,
    first: pageNumber === 0,
    last: pageNumber >= totalPages - 1,
    empty: content.length === 0,
    pageable: { pageNumber, pageSize, offset: pageNumber * pageSize, paged: true, unpaged: false, sort },
    sort,
  };
}
