import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../test/queries.ts';
import { OccupationFilter, type OccupationNamesState } from './occupation-filter.tsx';

function names(overrides: Partial<OccupationNamesState> = {}): OccupationNamesState {
  return {
    data: ['바리스타', '요양보호사'],
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
    ...overrides,
  };
}

describe('OccupationFilter', () => {
  it('says when the names could not be loaded and loads them again from inside the list', async () => {
    const refetch = vi.fn();
    render(
      <OccupationFilter
        names={names({ data: undefined, isError: true, refetch })}
        value="요양보호사"
        onChange={() => {}}
      />,
    );
    const user = userEvent.setup();
    const field = screen.getByRole('button', { name: '직업 종류 요양보호사' });
    expect(field).toHaveAccessibleDescription(/직업 목록을 불러오지 못했어요/);
    await user.click(field);
    const dialog = await screen.findByRole('dialog', { name: '직업 종류' });
    // The job of the address still shows as chosen while the list is missing.
    expect(within(dialog).getByRole('option', { name: '요양보호사' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: '다시 불러오기' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('does not report "전체 직업" picked again while every occupation is already shown', async () => {
    const onChange = vi.fn();
    render(<OccupationFilter names={names()} value={null} onChange={onChange} />);
    const user = userEvent.setup();
    await pickOption(user, '직업 종류 전체 직업', '전체 직업');
    expect(onChange).not.toHaveBeenCalled();
    await pickOption(user, '직업 종류 전체 직업', '바리스타');
    expect(onChange).toHaveBeenCalledWith('바리스타');
  });
});
