import { TOAST_DURATION } from '@dasibom/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, dismissToast, toast } from '../../stores/toast-store.ts';
import { ToastHost } from './toast.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library flushes with setTimeout(0) and only advances fake timers when it sees a `jest` global.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<ToastHost />);
  const region = screen.getByRole('status', { name: '알림' });
  return { user, region };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const show = (...args: Parameters<typeof toast>) =>
  act(() => {
    toast(...args);
  });

describe('toasts', () => {
  it('announces the text in a polite live region that is there before the toast', () => {
    const { region } = setup();
    expect(region).toHaveAttribute('aria-live', 'polite');
    show('할 일을 추가했어요', { tone: 'success' });
    expect(region).toHaveTextContent('할 일을 추가했어요');
  });

  it.each([
    {
      what: 'its duration (2.5 s by default)',
      message: '스크랩에 담았어요',
      options: {},
      shownMs: TOAST_DURATION.common,
    },
    {
      what: 'a custom duration',
      message: '직업을 담았어요',
      options: { durationMs: TOAST_DURATION.jobSaved },
      shownMs: 3000,
    },
  ])('closes after $what', ({ message, options, shownMs }) => {
    const { region } = setup();
    show(message, options);
    advance(shownMs - 1);
    expect(region).toHaveTextContent(message);
    advance(1);
    expect(region).not.toHaveTextContent(message);
  });

  it('pauses while hovered and resumes afterwards', async () => {
    const { user, region } = setup();
    show('할 일 1개를 삭제했어요');
    advance(1000);
    const card = within(region).getByRole('listitem');
    await user.hover(card);
    advance(10_000);
    expect(region).toHaveTextContent('할 일 1개를 삭제했어요');

    await user.unhover(card);
    advance(1400);
    expect(region).toHaveTextContent('할 일 1개를 삭제했어요');
    advance(200);
    expect(region).not.toHaveTextContent('할 일 1개를 삭제했어요');
  });

  it('pauses while a toast has keyboard focus and resumes when focus leaves', async () => {
    const { user, region } = setup();
    render(<button type="button">다른 곳</button>);
    show('저장했어요');
    await user.tab();
    expect(within(region).getByRole('button', { name: '알림 닫기' })).toHaveFocus();
    advance(10_000);
    expect(region).toHaveTextContent('저장했어요');

    await user.tab();
    expect(screen.getByRole('button', { name: '다른 곳' })).toHaveFocus();
    advance(TOAST_DURATION.common);
    expect(region).not.toHaveTextContent('저장했어요');
  });

  it('keeps keyboard focus in the toasts when one closes, then returns it where it came from', async () => {
    const { user, region } = setup();
    render(<button type="button">저장하기</button>);
    const origin = screen.getByRole('button', { name: '저장하기' });
    act(() => {
      toast('첫째', { durationMs: Number.POSITIVE_INFINITY });
      toast('둘째', { durationMs: Number.POSITIVE_INFINITY });
    });
    origin.focus();
    await user.tab({ shift: true }); // the toasts come before the button in this test's DOM
    await user.tab({ shift: true });
    expect(within(region).getAllByRole('button', { name: '알림 닫기' })[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(region).not.toHaveTextContent('첫째');
    expect(within(region).getByRole('button', { name: '알림 닫기' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
    expect(origin).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user, region } = setup();
    show('로그인 후 이용 가능한 기능입니다.', { durationMs: TOAST_DURATION.navigation });
    await user.click(within(region).getByRole('button', { name: '알림 닫기' }));
    expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('runs the action (삭제 취소) and closes', async () => {
    const { user, region } = setup();
    const onAction = vi.fn();
    show('할 일 1개를 삭제했어요', { action: { label: '삭제 취소', onAction } });
    await user.click(within(region).getByRole('button', { name: '삭제 취소' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('returns an id that dismissToast closes, and keeps at most 3 on screen', () => {
    const { region } = setup();
    let id = '';
    act(() => {
      id = toast('첫째');
      toast('둘째');
      toast('셋째');
    });
    act(() => dismissToast(id));
    expect(region).not.toHaveTextContent('첫째');
    act(() => {
      toast('넷째');
      toast('다섯째');
    });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(region).not.toHaveTextContent('둘째');
  });
});
