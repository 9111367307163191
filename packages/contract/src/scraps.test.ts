import { describe, expect, it } from 'vitest';
import { TrainingScrapBodySchema, TrainingScrapDeleteQuerySchema } from './index.ts';
import { courseScrapKey, SCRAP_CHECK_MAX_IDS } from './scrap-constants.ts';
import { RecruitScrapParamsSchema, ScrapCheckQuerySchema, ScrapListQuerySchema } from './scraps.ts';

describe('scrap check query', () => {
  it('splits idList in order and trims each id', () => {
    const parsed = ScrapCheckQuerySchema.parse({ category: 'RECRUIT', idList: 'b, a ,c' });
    expect(parsed.idList).toEqual(['b', 'a', 'c']);
  });

  it('rejects an empty list, an empty id, too many ids and an unknown category', () => {
    expect(ScrapCheckQuerySchema.safeParse({ category: 'RECRUIT', idList: '' }).success).toBe(false);
    expect(ScrapCheckQuerySchema.safeParse({ category: 'RECRUIT', idList: 'a,,b' }).success).toBe(false);
    const many = Array.from({ length: SCRAP_CHECK_MAX_IDS + 1 }, (_, i) => `id${i}`).join(',');
    expect(ScrapCheckQuerySchema.safeParse({ category: 'RECRUIT', idList: many }).success).toBe(false);
    const enough = Array.from({ length: SCRAP_CHECK_MAX_IDS }, (_, i) => `id${i}`).join(',');
    expect(ScrapCheckQuerySchema.safeParse({ category: 'RECRUIT', idList: enough }).success).toBe(true);
    expect(ScrapCheckQuerySchema.safeParse({ category: 'JOB', idList: 'a' }).success).toBe(false);
    expect(ScrapCheckQuerySchema.safeParse({ category: 'TRAINING' }).success).toBe(false);
  });
});

describe('scrap list query', () => {
  it('defaults to page 0, newest first, everywhere', () => {
    expect(ScrapListQuerySchema.parse({})).toEqual({ pageNum: 0, sortBy: '최신 순', locName: undefined });
  });

  it('keeps a city or a city and district, and rejects unknown sorts and negative pages', () => {
    expect(ScrapListQuerySchema.parse({ locName: ' 서울   강남구 ' }).locName).toBe('서울 강남구');
    expect(ScrapListQuerySchema.safeParse({ sortBy: 'newest' }).success).toBe(false);
    expect(ScrapListQuerySchema.safeParse({ pageNum: '-1' }).success).toBe(false);
  });
});

describe('training scrap body', () => {
  it('accepts the spec slash dates and stores them as ISO dates', () => {
    const body = TrainingScrapBodySchema.parse({
      trprId: 'AIG2026000001',
      trprDegr: '3',
      trainstCstId: '500012',
      traStartDate: '2026/12/01',
      traEndDate: '2027/02/28',
    });
    expect(body.traStartDate).toBe('2026-12-01');
    expect(body.traEndDate).toBe('2027-02-28');
  });

  it('rejects a missing key part, a key with a separator and a malformed date', () => {
    const base = {
      trprId: 'A1',
      trprDegr: '1',
      trainstCstId: '9',
      traStartDate: '2026/12/01',
      traEndDate: '2026/12/31',
    };
    expect(TrainingScrapBodySchema.safeParse({ ...base, trprId: '' }).success).toBe(false);
    expect(TrainingScrapBodySchema.safeParse({ ...base, trprId: 'A:1' }).success).toBe(false);
    expect(TrainingScrapBodySchema.safeParse({ ...base, traStartDate: '12/01/2026' }).success).toBe(false);
    expect(TrainingScrapBodySchema.safeParse({ ...base, trprDegr: undefined }).success).toBe(false);
  });

  it('narrows a deletion to a round only with both its parts', () => {
    expect(TrainingScrapDeleteQuerySchema.safeParse({}).success).toBe(true);
    expect(TrainingScrapDeleteQuerySchema.safeParse({ trprDegr: '1', trainstCstId: '9' }).success).toBe(true);
    expect(TrainingScrapDeleteQuerySchema.safeParse({ trprDegr: '1' }).success).toBe(false);
  });
});

describe('scrap keys', () => {
  it('names a course round by its three key parts', () => {
    expect(courseScrapKey({ trprId: 'A1', trprDegr: '2', trainstCstId: '9' })).toBe('A1:2:9');
  });

  it('rejects a blank or overlong posting id', () => {
    expect(RecruitScrapParamsSchema.safeParse({ id: ' ' }).success).toBe(false);
    expect(RecruitScrapParamsSchema.safeParse({ id: 'x'.repeat(41) }).success).toBe(false);
    expect(RecruitScrapParamsSchema.parse({ id: ' 123 ' }).id).toBe('123');
  });
});
