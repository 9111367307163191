import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { optionTexts } from '../../test/queries.ts';
import { RegionFilter } from './region-filter.tsx';

const GROUPS = [
  { city: '서울', districts: [{ regionName: '서울 강남구' }, { regionName: '서울 종로구' }] },
  { city: '부산', districts: [{ regionName: '부산 해운대구' }] },
];

describe('RegionFilter', () => {
  it('says when only the built-in main cities could be shown', async () => {
    render(<RegionFilter regions={{ groups: GROUPS, isFallback: true }} value={null} onChange={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '거주지 전국' }));
    const dialog = await screen.findByRole('dialog', { name: '거주지' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '지역 목록을 불러오지 못해 주요 도시만 보여드려요.',
    );
    expect(optionTexts(dialog)).toEqual(['전국', '서울', '부산']);
  });

  it('shows a loading list until the regions arrive, then the cities', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <RegionFilter regions={{ groups: null, isFallback: false }} value={null} onChange={onChange} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '거주지 전국' }));
    expect(await screen.findByText('지역 목록을 불러오는 중이에요')).toBeInTheDocument();
    rerender(
      <RegionFilter regions={{ groups: GROUPS, isFallback: false }} value={null} onChange={onChange} />,
    );
    await user.click(await screen.findByRole('option', { name: '서울' }));
    await user.click(await screen.findByRole('option', { name: '종로구' }));
    expect(onChange).toHaveBeenCalledWith('서울 종로구');
  });
});
