import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AddJobPanel, type AddJobPanelProps } from './add-job-panel.tsx';

const props: AddJobPanelProps = {
  isLoggedIn: true,
  returnTo: '/jobinfo/2',
  onAdd: () => {},
  isPending: false,
};

function renderPanel(overrides: Partial<AddJobPanelProps> = {}) {
  const view = render(
    <MemoryRouter>
      <AddJobPanel {...props} {...overrides} />
    </MemoryRouter>,
  );
  return {
    ...view,
    rerenderWith: (next: Partial<AddJobPanelProps>) =>
      view.rerender(
        <MemoryRouter>
          <AddJobPanel {...props} {...overrides} {...next} />
        </MemoryRouter>,
      ),
  };
}

describe('AddJobPanel', () => {
  it('hands the focus to 내 할일 보기 when the pressed button gives way to "already added" (focus on <body>)', async () => {
    const onAdd = vi.fn();
    const { rerenderWith } = renderPanel({ onAdd });
    const button = screen.getByRole('button', { name: '내 할일에 추가' });
    button.focus();
    fireEvent.click(button);
    expect(onAdd).toHaveBeenCalledOnce();
    // The follow-up dialog had the focus and is gone: the focus is on <body> when the panel switches.
    button.blur();
    rerenderWith({ onAdd, isAlreadyAdded: true });
    await waitFor(() => expect(screen.getByRole('link', { name: '내 할일 보기' })).toHaveFocus());
  });

  it('leaves the focus alone when the member’s list arrives showing the job as added', async () => {
    const { rerenderWith } = renderPanel();
    rerenderWith({ isAlreadyAdded: true });
    const link = screen.getByRole('link', { name: '내 할일 보기' });
    // A frame for the hand-over to have run, had it been wrongly armed.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(link).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });
});
