import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAlerts, showAlert, showConfirm } from '../../stores/alert-store.ts';
import { AlertDialogHost } from './alert-dialog.tsx';

afterEach(() => act(() => clearAlerts()));

/** Tracks whether a promise has settled, without awaiting it. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T } = { settled: false };
  promise.then((value) => {
    state.settled = true;
    state.value = value;
  });
  return state;
}

/** Renders the host, then makes `call` (inside act); `result` tracks the promise it returns. */
function open<T>(call: () => Promise<T>) {
  const user = userEvent.setup();
  render(<AlertDialogHost />);
  let result!: ReturnType<typeof track<T>>;
  act(() => {
    result = track(call());
  });
  return { user, result };
}

describe('showAlert', () => {
  it('shows the message in an alert dialog and resolves when 확인 is pressed', async () => {
    const { user, result } = open(() => showAlert('로그인에 실패했어요. 다시 시도해 주세요.'));

    const dialog = await screen.findByRole('alertdialog', { name: '알림' });
    expect(dialog).toHaveAccessibleDescription('로그인에 실패했어요. 다시 시도해 주세요.');
    const ok = screen.getByRole('button', { name: '확인' });
    await waitFor(() => expect(ok).toHaveFocus());
    expect(result.settled).toBe(false);

    await user.click(ok);
    await waitFor(() => expect(result.settled).toBe(true));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('queues several calls and shows them one after another', async () => {
    const { user } = open(() => {
      void showAlert('첫 번째', { title: '안내' });
      return showAlert('두 번째');
    });
    expect(await screen.findByRole('alertdialog', { name: '안내' })).toHaveTextContent('첫 번째');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alertdialog', { name: '알림' })).toHaveTextContent('두 번째');
  });
});

describe('showConfirm', () => {
  it('focuses the safe choice first and returns false on 취소', async () => {
    const { user, result } = open(() =>
      showConfirm('스크랩을 삭제하시겠습니까?', {
        confirmLabel: '삭제',
        cancelLabel: '취소',
        destructive: true,
      }),
    );
    await screen.findByRole('alertdialog');
    const cancel = screen.getByRole('button', { name: '취소' });
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(screen.getByRole('button', { name: '삭제' })).toBeInTheDocument();

    await user.click(cancel);
    await waitFor(() => expect(result.settled).toBe(true));
    expect(result.value).toBe(false);
  });

  it('returns false on Escape', async () => {
    const { user, result } = open(() => showConfirm('정말 탈퇴하시겠어요?'));
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByRole('button', { name: '취소' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(result.settled).toBe(true));
    expect(result.value).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('returns true on the confirm button', async () => {
    const { user, result } = open(() => showConfirm('할 일을 삭제할까요?', { confirmLabel: '삭제' }));
    await user.click(await screen.findByRole('button', { name: '삭제' }));
    await waitFor(() => expect(result.value).toBe(true));
  });
});
