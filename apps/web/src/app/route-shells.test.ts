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
        { path: '/jobfound', module: 'job-found', aria: false },
        { path: '/jobinfo/:jobId', module: 'job-info', aria: false },
        { path: '/jobsearch', module: 'job-search', aria: false },
        { path: '/learning', module: 'learning', aria: false },
        { path: '/onboard', module: 'onboard', aria: true },
        { path: '/login', module: 'login', aria: true },
        { path: '/mypage', module: 'my-page', aria: true },
      ]),
    );
  });

  it('reads whether a page goes without React Aria’s providers', () => {
    const source = `
      page('a', 'A', () => import('./routes/a.tsx')),
      page('b/:id', 'B', () => import('./routes/b.tsx'), { aria: false }),
      page('c', 'C', () => import('./routes/c.tsx'), {
        aria: false,
      }),`;
    expect(readPagePaths(source)).toEqual([
      { path: '/a', module: 'a', aria: true },
      { path: '/b/:id', module: 'b', aria: false },
      { path: '/c', module: 'c', aria: false },
    ]);
  });
});
