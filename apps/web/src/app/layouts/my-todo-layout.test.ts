import { describe, expect, it } from 'vitest';
import { menuHref } from './my-todo-layout.tsx';

describe('menuHref (the job carried between 할일 목록 and 시간표)', () => {
  it('carries the shown group to the other tab', () => {
    expect(menuHref('/mytodo/timeline', '?group=12', true)).toBe('/mytodo/timeline?group=12');
    expect(menuHref('/mytodo/list', '?group=12', true)).toBe('/mytodo/list?group=12');
  });

  it('carries 모든 직업 to the timeline only (the list has no such choice)', () => {
    expect(menuHref('/mytodo/timeline', '?group=all', true)).toBe('/mytodo/timeline?group=all');
    expect(menuHref('/mytodo/list', '?group=all', true)).toBe('/mytodo/list');
  });

  it('leaves the scrap tab and anything odd alone', () => {
    expect(menuHref('/mytodo/scrap/job', '?group=12', false)).toBe('/mytodo/scrap/job');
    expect(menuHref('/mytodo/timeline', '?group=<script>', true)).toBe('/mytodo/timeline');
    expect(menuHref('/mytodo/timeline', '', true)).toBe('/mytodo/timeline');
  });
});
