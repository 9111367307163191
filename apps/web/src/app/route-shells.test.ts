// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPagePaths } from '../../route-shells.ts';

const routerSource = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');

describe('per-route shells (route-shells.ts)', () => {
  it('finds every lazily loaded page of the router, with its path', () => {
    const pages = readPagePaths(routerSource);
    // Every `page(` call of router.tsx is read: a change of its form must not silently drop pages from the shells.
    const calls = routerSource.match(/\bpage\(\s*'/g) ?? [];
    expect(pages).toHaveLength(calls.length);
    expect(pages).toEqual(
      expect.arrayContaining([
        ['/jobfound', 'job-found'],
        ['/jobinfo/:jobId', 'job-info'],
        ['/jobsearch', 'job-search'],
        ['/learning', 'learning'],
        ['/onboard', 'onboard'],
        ['/login', 'login'],
        ['/mypage', 'my-page'],
      ]),
    );
  });
});
