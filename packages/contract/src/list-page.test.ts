import { describe, expect, it } from 'vitest';
import {
  CommunityPageQuerySchema,
  LIMITS,
  ListPageNumberSchema,
  PageNumberSchema,
  RecruitListQuerySchema,
  ScrapListQuerySchema,
  TrainingListQuerySchema,
} from './index.ts';

const TOO_DEEP = '페이지 번호가 너무 커요. 직업이나 지역을 골라 좁혀서 찾아 주세요.';

describe('the recruit and training lists stop at LIMITS.listMaxPages pages', () => {
  it('is 1,000 pages: zero-based 0 … 999', () => {
    expect(LIMITS.listMaxPages).toBe(1000);
    expect(ListPageNumberSchema.parse('0')).toBe(0);
    expect(ListPageNumberSchema.parse('999')).toBe(999);
    expect(ListPageNumberSchema.safeParse('1000').success).toBe(false);
  });

  it.each([
    ['recruit', RecruitListQuerySchema],
    ['training', TrainingListQuerySchema],
  ])('the %s list query takes page 999 and refuses 1000 with a message that says what to do', (_, schema) => {
    expect(schema.parse({ pageNum: '999' }).pageNum).toBe(999);
    const deep = schema.safeParse({ pageNum: '1000' });
    expect(deep.success).toBe(false);
    expect(deep.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['pageNum', TOO_DEEP],
    ]);
  });

  it('keeps the shared messages for pages that are not numbers', () => {
    for (const raw of ['-1', 'abc', '1.5']) {
      expect(ListPageNumberSchema.safeParse(raw).error?.issues[0]?.message).toBe(
        '페이지 번호는 0 이상의 숫자여야 해요.',
      );
      expect(PageNumberSchema.safeParse(raw).error?.issues[0]?.message).toBe(
        '페이지 번호는 0 이상의 숫자여야 해요.',
      );
    }
  });

  it('leaves the other lists their own bound', () => {
    expect(PageNumberSchema.parse('1000')).toBe(1000);
    expect(ScrapListQuerySchema.parse({ pageNum: '1000' }).pageNum).toBe(1000);
    expect(CommunityPageQuerySchema.parse({ page: '1000' }).page).toBe(1000);
    expect(PageNumberSchema.safeParse('100001').error?.issues[0]?.message).toBe('페이지 번호가 너무 커요.');
  });
});
