import { describe, expect, it } from 'vitest';
import { nearListLocation, nearSummary, nearTierName } from './near-label.ts';

const of = (...tiers: ('district' | 'city' | 'nationwide')[]) => tiers.map((tier) => ({ tier }));

describe('near labels', () => {
  it('names each tier after the place', () => {
    expect(nearTierName('district', '서울 강남구')).toBe('강남구 근처');
    expect(nearTierName('district', '경기 고양시 덕양구')).toBe('고양시 덕양구 근처');
    expect(nearTierName('city', '서울 강남구')).toBe('서울');
    expect(nearTierName('nationwide', '서울 강남구')).toBe('전국');
    expect(nearTierName('nationwide', null)).toBe('전국');
  });

  it('says one tier as "… 공고"', () => {
    expect(nearSummary(of('district', 'district', 'district'), '서울 강남구')).toBe('강남구 근처 공고');
    expect(nearSummary(of('city'), '서울 강남구')).toBe('서울 공고');
    expect(nearSummary(of('nationwide', 'nationwide'), '서울 강남구')).toBe('전국 공고');
    expect(nearSummary(of('nationwide'), null)).toBe('전국 공고');
  });

  it('counts mixed tiers, nearest first, whatever the order given', () => {
    expect(nearSummary(of('nationwide', 'district', 'district'), '서울 강남구')).toBe(
      '강남구 근처 2건 · 전국 1건',
    );
    expect(nearSummary(of('district', 'city', 'nationwide'), '서울 강남구')).toBe(
      '강남구 근처 1건 · 서울 1건 · 전국 1건',
    );
  });

  it('has nothing to say about no postings', () => {
    expect(nearSummary([], '서울 강남구')).toBeNull();
  });
});

describe('nearListLocation', () => {
  it('points 더보기 at the farthest place shown', () => {
    expect(nearListLocation(of('district', 'district'), '서울 강남구')).toBe('서울 강남구');
    expect(nearListLocation(of('district', 'city'), '서울 강남구')).toBe('서울');
    expect(nearListLocation(of('district', 'nationwide'), '서울 강남구')).toBeNull();
    expect(nearListLocation(of('nationwide'), null)).toBeNull();
    expect(nearListLocation([], '서울 강남구')).toBeNull();
  });
});
