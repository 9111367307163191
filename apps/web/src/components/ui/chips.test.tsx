import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Chips } from './chips.tsx';

const ITEMS = [
  { id: 'cert', label: '자격증 필요' },
  { id: 'time', label: '평일 오전' },
];

describe('Chips', () => {
  it('removes a chip with its × button, named after the chip', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<Chips items={ITEMS} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: '평일 오전 필터 지우기' }));
    expect(onRemove).toHaveBeenCalledWith('time');
  });

  it('removes the focused chip with Delete', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<Chips items={ITEMS} onRemove={onRemove} />);
    await user.tab();
    await user.keyboard('{Delete}');
    expect(onRemove).toHaveBeenCalledWith('cert');
  });

  it('offers 초기화 when given onReset, even with no chips', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    render(<Chips items={[]} onRemove={() => {}} onReset={onReset} />);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '초기화' }));
    expect(onReset).toHaveBeenCalledOnce();
  });
});
