import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageGroup } from './pagination.tsx';

function pageButtons() {
  const nav = screen.getByRole('navigation', { name: '페이지 이동' });
  return within(nav)
    .getAllByRole('button')
    .filter((button) => /^\d+ 페이지$/.test(button.textContent ?? ''))
    .map((button) => Number.parseInt(button.textContent ?? '', 10));
}

describe('Pagination', () => {
  it('computes 10-page groups', () => {
    expect(pageGroup(1, 35)).toEqual({ start: 1, end: 10 });
    expect(pageGroup(10, 35)).toEqual({ start: 1, end: 10 });
    expect(pageGroup(11, 35)).toEqual({ start: 11, end: 20 });
    expect(pageGroup(34, 35)).toEqual({ start: 31, end: 35 });
  });

  it('shows 1–10 and marks the current page on page 3', () => {
    render(<Pagination page={3} totalPages={25} onChange={() => {}} />);
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(screen.getByRole('button', { name: '3 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '4 페이지' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: '이전 페이지 묶음' })).toBeDisabled();
  });

  it('names each page button by its own visible number, as WCAG 2.5.3 asks (issue 27)', () => {
    render(<Pagination page={1} totalPages={3} onChange={() => {}} />);
    const first = screen.getByRole('button', { name: '1 페이지' });
    // No aria-label: the name is the visible "1" plus a screen-reader-only 페이지, so it can never drift from it.
    expect(first).not.toHaveAttribute('aria-label');
    expect(first.textContent).toBe('1 페이지');
  });

  it('shows 11–20 on page 11 and moves between groups', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination page={11} totalPages={25} onChange={onChange} />);
    expect(pageButtons()).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(screen.getByRole('button', { name: '11 페이지' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: '다음 페이지 묶음' }));
    expect(onChange).toHaveBeenLastCalledWith(21);
    await user.click(screen.getByRole('button', { name: '이전 페이지 묶음' }));
    expect(onChange).toHaveBeenLastCalledWith(10);
    await user.click(screen.getByRole('button', { name: '15 페이지' }));
    expect(onChange).toHaveBeenLastCalledWith(15);
  });

  it('shows only the remaining pages in the last group and disables 다음', () => {
    render(<Pagination page={22} totalPages={25} onChange={() => {}} />);
    expect(pageButtons()).toEqual([21, 22, 23, 24, 25]);
    expect(screen.getByRole('button', { name: '다음 페이지 묶음' })).toBeDisabled();
  });

  it('is keyboard operable', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination page={1} totalPages={3} onChange={onChange} />);
    await user.tab(); // 이전 is disabled, so the first stop is page 1
    expect(screen.getByRole('button', { name: '1 페이지' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('renders nothing with one page or none', () => {
    const { container, rerender } = render(<Pagination page={1} totalPages={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={1} totalPages={0} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
