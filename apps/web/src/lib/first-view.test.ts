import { describe, expect, it } from 'vitest';
import {
  type FirstView,
  firstViewFromCookieHeader,
  parseFirstView,
  sameFirstView,
  serializeFirstView,
  VISITOR_VIEW,
} from './first-view.ts';

const member: FirstView = {
  textSize: 'xlarge',
  member: {
    memberId: 12,
    nickname: '김;봄=님',
    userImage: '/files/a b.png',
    regionName: '서울특별시',
    hasPlan: false,
  },
};

describe('the first-view cookie', () => {
  it('carries a member view through a Cookie header unchanged, separators and Korean included', () => {
    const header = `a=1; dasibom_view=${serializeFirstView(member)}; b=2`;
    expect(firstViewFromCookieHeader(header)).toEqual(member);
    expect(serializeFirstView(member)).not.toMatch(/[;,\s]/);
  });

  it('is the visitor at normal size for a missing, malformed or tampered value', () => {
    for (const raw of [undefined, '', '%E0%A4%A', 'null', '[]', encodeURIComponent('{"t":"huge"}')]) {
      expect(parseFirstView(raw)).toEqual(VISITOR_VIEW);
    }
    expect(parseFirstView(encodeURIComponent('{"t":"large","m":-3,"n":"x"}'))).toEqual({
      textSize: 'large',
      member: null,
    });
    expect(parseFirstView(encodeURIComponent(JSON.stringify({ m: 5, n: 'x'.repeat(201), p: 7 })))).toEqual({
      textSize: 'normal',
      member: { memberId: 5, nickname: null, userImage: null, regionName: null, hasPlan: null },
    });
    expect(firstViewFromCookieHeader('other=1')).toEqual(VISITOR_VIEW);
  });

  it('tells views apart by what the first paint shows', () => {
    expect(sameFirstView(member, { ...member })).toBe(true);
    expect(sameFirstView(member, { ...member, textSize: 'normal' })).toBe(false);
    expect(sameFirstView(member, VISITOR_VIEW)).toBe(false);
    expect(sameFirstView(member, { ...member, member: { ...member.member!, hasPlan: true } })).toBe(false);
  });
});
