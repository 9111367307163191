import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { pageTestHooks } from '../../../test/page-hooks.ts';
import { makeCard } from '../community-test-data.ts';

async function renderPanel() {
  // A fresh module each time: the panel remembers that its list has loaded once.
  vi.resetModules();
  const [{ JobDreamersPanel }, { renderRoute }] = await Promise.all([
    import('./job-dreamers-panel.tsx'),
    import('../../../test/render-route.tsx'),
  ]);
  return renderRoute(<JobDreamersPanel jobId={1} />, { path: '/jobinfo/1' });
}

pageTestHooks({ observer: 'fake' });

describe('the job detail’s 이 직업을 준비하는 사람들 panel', () => {
  it('shows its heading at once, and reads and shows the dreamers when it comes near the screen', async () => {
    const api = mockApi({
      'GET /v1/todo/other/simple/1': () => ({
        data: [makeCard({ todoGroupId: 21, memberNickname: '봄날' })],
      }),
    });
    await renderPanel();
    const panel = screen.getByRole('region', { name: '이 직업을 준비하는 사람들' });
    // Nothing is read, and nothing says it is loading, until the panel comes near (the end of the page on a phone).
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
    expect(api.calls('GET /v1/todo/other/simple/1')).toHaveLength(0);
    const observer = FakeIntersectionObserver.instances.find((o) => o.observed.includes(panel));
    expect(observer?.options?.rootMargin).toBe('200px 0px');

    act(() => observer!.reveal());
    expect(
      await within(panel).findByRole('link', { name: '봄날 · 요양보호사 할일 목록 보기' }),
    ).toHaveAttribute('href', '/otherslist/21');
    expect(api.calls('GET /v1/todo/other/simple/1')).toHaveLength(1);
  });
});
