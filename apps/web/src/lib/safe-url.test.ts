import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './safe-url.ts';

describe('safeExternalUrl', () => {
  it('opens only web addresses', () => {
    expect(safeExternalUrl('https://www.saramin.co.kr/x')).toBe('https://www.saramin.co.kr/x');
    expect(safeExternalUrl('http://www.work24.go.kr/hr/a/a/1100/trnnCrsInf.do')).toBe(
      'http://www.work24.go.kr/hr/a/a/1100/trnnCrsInf.do',
    );
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
  });
});
