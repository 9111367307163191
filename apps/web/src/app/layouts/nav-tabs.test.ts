import { describe, expect, it } from 'vitest';
import { isTabActive, NAV_TABS } from './nav-tabs.ts';

const activeTabs = (pathname: string) =>
  NAV_TABS.filter((tab) => isTabActive(tab, pathname)).map((tab) => tab.id);

describe('isTabActive', () => {
  it.each([
    ['/jobfound', ['jobs']],
    ['/jobinfo/3', ['jobs']],
    ['/jobrecommend', ['jobs']],
    ['/jobsearch', ['recruit']],
    ['/others/2', ['jobs']],
    ['/otherslist/5', ['jobs']],
    ['/mytodo/scrap/job', ['mytodo']],
    ['/mytodo', ['mytodo']],
    ['/learning', ['training']],
    ['/', []],
    ['/help', []],
    ['/othertodo/memo/4', []],
  ])('%s → %j', (pathname, expected) => {
    expect(activeTabs(pathname)).toEqual(expected);
  });

  it('accepts a tab id', () => {
    expect(isTabActive('jobs', '/jobinfo/3')).toBe(true);
    expect(isTabActive('recruit', '/jobinfo/3')).toBe(false);
  });
});
