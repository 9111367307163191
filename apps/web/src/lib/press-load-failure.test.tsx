import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../app/routes/home.tsx';
import { ScrapToggle } from '../features/scraps/components/scrap-toggle.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import { useToastStore } from '../stores/toast-store.ts';
import { makePlan, makeTodo } from '../test/fixtures.ts';
import { mockApi } from '../test/mock-api.ts';
import { renderRoute } from '../test/render-route.tsx';
import { PRESS_LOAD_FAILED_TEXT } from './press-load-failure.ts';

// What a press on home does cannot be fetched (no network, or a new version replaced the old files).
vi.mock('../features/scraps/scrap-query-press.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('../features/todos/banner-tick.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  // Unmount first: a query still in flight must not reach the real network once fetch is no longer stubbed.
  cleanup();
  useSessionStore.getState().clearSession();
  useToastStore.setState({ toasts: [] });
});

describe("home's heart when its press cannot be loaded", () => {
  it('says so, saves nothing and leaves the heart as it was, ready for another press', async () => {
    useSessionStore.getState().setSession({ accessToken: 'access', memberId: 7, nickname: '봄날' });
    const api = mockApi({
      'GET /v1/scrap/checked': () => ({ data: [{ index: 0, isScrap: false }] }),
    });
    renderRoute(<ScrapToggle target={{ category: 'RECRUIT', id: 'a' }} place="card" pageIds={['a']} />);
    await waitFor(() => expect(api.calls('GET /v1/scrap/checked')).toHaveLength(1));
    const heart = screen.getByRole('button', { name: '관심 공고 저장' });
    await userEvent.setup().click(heart);
    expect(await screen.findByText(PRESS_LOAD_FAILED_TEXT)).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).not.toHaveAttribute('aria-busy', 'true');
    expect(api.calls('POST /v1/scrap/recruit/a')).toHaveLength(0);
  });
});

describe("home's to-do tick when its press cannot be loaded", () => {
  it('puts the to-do back in its place, says so and sends nothing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    useSessionStore.getState().setSession({ accessToken: 'access', memberId: 7, nickname: '봄날' });
    const api = mockApi({
      'GET /v1/my-dream/todo': () => ({
        data: makePlan({ todos: [makeTodo(1, '교육원 알아보기'), makeTodo(2, '실습 기관 찾아보기')] }),
      }),
      'GET /v1/recruit/popular': () => ({ data: [] }),
    });
    renderRoute(<HomePage />);
    const box = await screen.findByRole('checkbox', { name: '실습 기관 찾아보기' });
    await userEvent.setup().click(box);
    expect(await screen.findByText(PRESS_LOAD_FAILED_TEXT)).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      '교육원 알아보기',
      '실습 기관 찾아보기',
    ]);
    expect(boxes[1]).not.toBeChecked();
    await waitFor(() => expect(boxes[1]).toHaveFocus());
    expect(api.calls('PATCH /v1/my-dream/todo/2/complete-state')).toHaveLength(0);
  });
});
