import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorResponseSchema, PageNumberSchema, pageSchema, successEnvelope } from './envelope.ts';
import { ERROR_CODES, ERRORS, isErrorCode } from './errors.ts';
import { codeOfLabel, WORK_TIME_LABELS } from './labels.ts';
import { toPage } from './page.ts';
import { cityOf, districtOf, groupRegionsByCity, parseRegionsCsv, sortRegions } from './region-names.ts';

describe('errors', () => {
  it('gives every code an HTTP status and a Korean message', () => {
    for (const code of ERROR_CODES) {
      expect(ERRORS[code].status).toBeGreaterThanOrEqual(400);
      expect(ERRORS[code].message).toMatch(/[가-힣]/);
    }
    expect(isErrorCode('VALIDATION')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('keeps the spec wording where the spec gives one', () => {
    expect(ERRORS.AUTH_REQUIRED.message).toBe('인증 토큰이 없습니다. 로그인 후 다시 시도해주세요.');
    expect(ERRORS.LOGIN_FAILED.message).toBe('아이디 또는 비밀번호가 일치하지 않습니다.');
    expect(ERRORS.TODO_MEMO_NOT_PUBLIC.message).toBe('공개되지 않은 투두 메모입니다.');
    expect(ERRORS.JOB_NOT_FOUND.message).toBe('존재하지 않는 직업입니다.');
  });

  it('rejects an error body with a code outside the closed list', () => {
    const body = { success: false, timestamp: 't', status: 400, code: 'NOPE', message: 'm' };
    expect(ErrorResponseSchema.safeParse(body).success).toBe(false);
    expect(ErrorResponseSchema.safeParse({ ...body, code: 'VALIDATION' }).success).toBe(true);
  });
});

describe('page wrapper', () => {
  it('builds zero-based pages with first/last/empty flags', () => {
    const page = toPage(['a', 'b'], 1, 2, 5);
    expect(page).toMatchObject({ totalPages: 3, number: 1, numberOfElements: 2, first: false, last: false });
    expect(page.pageable.offset).toBe(2);
    expect(toPage([], 7, 9, 20)).toMatchObject({ empty: true, last: true, totalPages: 3 });
    expect(pageSchema(z.string()).parse(page)).toEqual(page);
  });

  it('accepts digit page numbers and refuses negative or non-numeric ones', () => {
    expect(PageNumberSchema.parse('3')).toBe(3);
    expect(PageNumberSchema.safeParse('-1').success).toBe(false);
    expect(PageNumberSchema.safeParse('abc').success).toBe(false);
    expect(PageNumberSchema.safeParse('1.5').success).toBe(false);
  });

  it('wraps data in the success envelope', () => {
    const schema = successEnvelope(z.object({ n: z.number() }));
    expect(schema.safeParse({ success: true, timestamp: 't', data: { n: 1 } }).success).toBe(true);
    expect(schema.safeParse({ success: false, timestamp: 't', data: { n: 1 } }).success).toBe(false);
  });
});

describe('regions', () => {
  const csv =
    'saramin_loc_cd,region_name\n102190,경기 고양시 덕양구\n101010,서울 강남구\n106010,부산 강서구\n101020,서울 강동구\n';

  it('parses the CSV and splits city and district', () => {
    const regions = parseRegionsCsv(csv);
    expect(regions).toHaveLength(4);
    expect(cityOf('경기 고양시 덕양구')).toBe('경기');
    expect(districtOf('경기 고양시 덕양구')).toBe('고양시 덕양구');
  });

  it('refuses a malformed row instead of seeding garbage', () => {
    expect(() => parseRegionsCsv('saramin_loc_cd,region_name\nabc,서울 강남구')).toThrow(/row 2/);
    expect(() => parseRegionsCsv('saramin_loc_cd,region_name\n101010,서울')).toThrow(/row 2/);
    expect(() => parseRegionsCsv('code,name\n101010,서울 강남구')).toThrow(/header/);
  });

  it('orders by city order then district name', () => {
    const names = sortRegions(parseRegionsCsv(csv)).map((r) => r.regionName);
    expect(names).toEqual(['서울 강남구', '서울 강동구', '부산 강서구', '경기 고양시 덕양구']);
    expect(groupRegionsByCity(parseRegionsCsv(csv)).map((g) => g.city)).toEqual(['서울', '부산', '경기']);
  });
});

describe('labels', () => {
  it('maps a Korean label back to its code', () => {
    expect(codeOfLabel(WORK_TIME_LABELS, '평일 9시-18시')).toBe('WEEKDAY_NINE_TO_SIX');
    expect(codeOfLabel(WORK_TIME_LABELS, '야간')).toBeUndefined();
  });
});
