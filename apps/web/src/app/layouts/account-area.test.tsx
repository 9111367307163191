import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store.ts';
import { AccountArea, AccountStrip } from './account-area.tsx';

afterEach(() => act(() => useSessionStore.getState().clearSession()));

const logIn = (nickname: string) =>
  act(() => useSessionStore.getState().setSession({ accessToken: 't', memberId: 7, nickname }));

describe('the member in the top bar (issue 27)', () => {
  it('the strip under a narrow bar: the avatar and "닉네임님", linking to /mypage', () => {
    logIn('봄날');
    render(<AccountStrip />, { wrapper: MemoryRouter });
    const link = within(screen.getByRole('navigation', { name: '내 계정' })).getByRole('link');
    expect(link).toHaveAccessibleName('봄날님 마이페이지');
    expect(link).toHaveTextContent(/^봄날님$/);
    expect(link.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('a long nickname is cut on screen, keeps 님, and is whole in the accessible name', () => {
    logIn('봄날햇살가득해요');
    render(<AccountStrip />, { wrapper: MemoryRouter });
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('봄날햇살가득해요님 마이페이지');
    const name = link.querySelector('[data-account-name]');
    // Only the nickname is cut; 님 stays after the ellipsis.
    expect(name?.querySelector('.truncate')).toHaveTextContent(/^봄날햇살가득해요$/);
    expect(name).toHaveTextContent(/^봄날햇살가득해요님$/);
  });

  it('a visitor gets no strip (로그인 is in the bar and the menu)', () => {
    const { container } = render(<AccountStrip />, { wrapper: MemoryRouter });
    expect(container).toBeEmptyDOMElement();
  });

  it('in the bar the name is beside the avatar and may shrink, not pushed out by it', () => {
    logIn('봄날');
    render(<AccountArea />, { wrapper: MemoryRouter });
    const link = screen.getByRole('link', { name: '봄날님 마이페이지' });
    expect(link).not.toHaveClass('shrink-0');
    expect(link.querySelector('[data-account-name]')).toHaveClass('min-w-0');
    expect(link.querySelector('[data-account-name]')).toHaveTextContent('봄날님');
  });
});
