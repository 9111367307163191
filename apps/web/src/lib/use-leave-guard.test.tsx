import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteProviders } from '../app/providers.tsx';
import { LEAVE_MESSAGE, useLeaveGuard } from './use-leave-guard.ts';

function Form() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const release = useLeaveGuard(text !== '');
  return (
    <>
      <h1>양식</h1>
      <input aria-label="내용" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/elsewhere">다른 곳</Link>
      <button
        type="button"
        onClick={() => {
          release();
          navigate('/elsewhere');
        }}
      >
        저장
      </button>
    </>
  );
}

// The app's router is declarative (BrowserRouter); MemoryRouter is the same kind.
function renderForm() {
  return render(
    <MemoryRouter initialEntries={['/form']}>
      <RouteProviders>
        <Routes>
          <Route path="/form" element={<Form />} />
          <Route path="/elsewhere" element={<h1>다른 화면</h1>} />
        </Routes>
      </RouteProviders>
    </MemoryRouter>,
  );
}

/** The form with unsaved text in it. */
async function renderWithNote() {
  renderForm();
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: '내용' }), '메모');
  return user;
}

describe('useLeaveGuard', () => {
  it('leaves freely when nothing was typed', async () => {
    renderForm();
    await userEvent.setup().click(screen.getByRole('link', { name: '다른 곳' }));
    expect(await screen.findByRole('heading', { name: '다른 화면' })).toBeInTheDocument();
  });

  it('asks before leaving with unsaved text: 머무르기 keeps it, 나가기 leaves', async () => {
    const user = await renderWithNote();
    await user.click(screen.getByRole('link', { name: '다른 곳' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(LEAVE_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: '머무르기' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('메모');

    await user.click(screen.getByRole('link', { name: '다른 곳' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '나가기' }));
    expect(await screen.findByRole('heading', { name: '다른 화면' })).toBeInTheDocument();
  });

  it('release() lets the screen’s own navigation through without asking', async () => {
    const user = await renderWithNote();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('heading', { name: '다른 화면' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
