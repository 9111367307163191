import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { escapeCloses } from '../../test/queries.ts';
import { Button } from './button.tsx';
import { DialogTrigger, Modal } from './dialog.tsx';

function Example() {
  return (
    <DialogTrigger>
      <Button>비밀번호 변경</Button>
      <Modal title="비밀번호 변경" footer={(close) => <Button onPress={close}>저장</Button>}>
        <label>
          새 비밀번호
          <input />
        </label>
      </Modal>
    </DialogTrigger>
  );
}

describe('Modal', () => {
  it('opens with its title, traps focus, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const opener = screen.getByRole('button', { name: '비밀번호 변경' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '비밀번호 변경' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    // Tab cycles inside the dialog: 닫기 → input → 저장 → 닫기.
    await user.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();

    await escapeCloses(user, 'dialog');
    expect(opener).toHaveFocus();
  });

  it('closes with 닫기', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await user.click(await screen.findByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
