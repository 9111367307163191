import type { PostingRecord } from '../sources/types.ts';

export type PostingSort = '마감 임박순' | '마감 여유순' | 'postDate';

/** The ids of `records` in the order the spec words for `sort` (always-open postings last); the id breaks ties. */
export function idsInSpecOrder(records: readonly PostingRecord[], sort: PostingSort): string[] {
  const byId = (a: PostingRecord, b: PostingRecord) => (a.externalId < b.externalId ? -1 : 1);
  const time = (r: PostingRecord) => r.expiresAt?.getTime() ?? null;
  return [...records]
    .sort((a, b) => {
      if (sort === 'postDate') return b.postedAt.getTime() - a.postedAt.getTime() || byId(a, b);
      const [ta, tb] = [time(a), time(b)];
      if (ta === null || tb === null) return (ta === null ? 1 : 0) - (tb === null ? 1 : 0) || byId(a, b);
      return (sort === '마감 임박순' ? ta - tb : tb - ta) || byId(a, b);
    })
    .map((r) => r.externalId);
}
