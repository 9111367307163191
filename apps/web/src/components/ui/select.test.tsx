import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select.tsx';

const SORTS = [
  { id: 'latest', label: '최신 순' },
  { id: 'oldest', label: '오래된 순' },
  { id: 'deadline', label: '마감 임박 순' },
];

describe('Select', () => {
  it('opens and picks an option with the keyboard only', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    function Sort() {
      const [key, setKey] = useState<string | null>('latest');
      return (
        <Select
          label="정렬"
          items={SORTS}
          selectedKey={key}
          onSelectionChange={(next) => {
            onSelectionChange(next);
            setKey(next);
          }}
        />
      );
    }
    render(<Sort />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: /정렬/ });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent('최신 순');

    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    expect(options[0]).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('deadline');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('마감 임박 순');
    expect(trigger).toHaveFocus();
  });

  it('shows the placeholder and ties an error message to the trigger', () => {
    render(<Select label="근무 시간" items={SORTS} errorMessage="근무 시간을 골라 주세요" />);
    const trigger = screen.getByRole('button', { name: /근무 시간/ });
    expect(trigger).toHaveTextContent('선택해 주세요');
    expect(trigger).toHaveAccessibleDescription('근무 시간을 골라 주세요');
  });

  it('caps the list height so more than 8 options scroll', async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: 12 }, (_, i) => ({ id: `o${i}`, label: `선택지 ${i + 1}` }));
    render(<Select label="직업" items={items} />);
    await user.click(screen.getByRole('button', { name: /직업/ }));
    const listbox = await screen.findByRole('listbox');
    const scroller = listbox.closest('.overflow-y-auto');
    expect(scroller).toHaveClass('max-h-[33.75rem]');
    for (const option of within(listbox).getAllByRole('option')) expect(option).toHaveClass('min-h-15');
  });
});
