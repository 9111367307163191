import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ResidenceButton, ResidencePicker } from './residence-picker.tsx';

const REGIONS = [
  { regionCode: 101010, regionName: '서울 강남구' },
  { regionCode: 101020, regionName: '서울 강동구' },
  { regionCode: 102010, regionName: '경기 가평군' },
  { regionCode: 106010, regionName: '부산 강서구' },
];

function mockRegionsResponse() {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, timestamp: '2025-01-01T00:00:00.000Z', data: REGIONS }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function withQueryClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('ResidencePicker', () => {
  it('returns 서울 강남구 with its code after picking 서울 then 강남구, and closes', async () => {
    const fetchMock = mockRegionsResponse();
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(withQueryClient(<ResidencePicker isOpen onClose={onClose} onSelect={onSelect} />));

    const dialog = await screen.findByRole('dialog', { name: '거주지 선택' });
    expect(fetchMock).toHaveBeenCalledWith('/v1/region/all', expect.anything());
    const cities = await within(dialog).findByRole('listbox', { name: '시·도' });
    // CITY_ORDER: 서울, 부산, …, 경기
    expect(
      within(cities)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['서울', '부산', '경기']);
    expect(within(dialog).getByText('먼저 시·도를 골라 주세요.')).toBeInTheDocument();

    await user.click(within(cities).getByRole('option', { name: '서울' }));
    expect(within(cities).getByRole('option', { name: '서울' })).toHaveAttribute('aria-selected', 'true');
    const districts = within(dialog).getByRole('listbox', { name: '서울 시·군·구' });
    expect(
      within(districts)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['강남구', '강동구']);

    await user.click(within(districts).getByRole('option', { name: '강남구' }));
    expect(onSelect).toHaveBeenCalledWith({ regionName: '서울 강남구', regionCode: 101010 });
    expect(onClose).toHaveBeenCalled();
  });

  it('can be used with the keyboard alone', async () => {
    mockRegionsResponse();
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(withQueryClient(<ResidencePicker isOpen onClose={() => {}} onSelect={onSelect} />));
    const cities = await screen.findByRole('listbox', { name: '시·도' });
    await waitFor(() => expect(within(cities).getAllByRole('option')).toHaveLength(3));
    // Focus starts on the dialog; Tab reaches 닫기, then the city list.
    await user.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.tab();
    expect(within(cities).getByRole('option', { name: '서울' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}'); // 부산
    await user.tab();
    const districts = screen.getByRole('listbox', { name: '부산 시·군·구' });
    expect(within(districts).getByRole('option', { name: '강서구' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ regionName: '부산 강서구', regionCode: 106010 });
  });

  it('returns nothing when closed without a choice', async () => {
    mockRegionsResponse();
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(withQueryClient(<ResidencePicker isOpen onClose={onClose} onSelect={onSelect} />));
    await screen.findByRole('listbox', { name: '시·도' });
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('falls back to the 7 cities when the list cannot be loaded, and a pick still works', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(withQueryClient(<ResidencePicker isOpen onClose={() => {}} onSelect={onSelect} />));

    expect(
      await screen.findByText('지역 목록을 불러오지 못해 주요 도시만 보여드려요.', undefined, {
        timeout: 4000,
      }),
    ).toBeInTheDocument();
    const cities = screen.getByRole('listbox', { name: '시·도' });
    expect(
      within(cities)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['서울', '부산', '대구', '인천', '광주', '대전', '울산']);
    await user.click(within(cities).getByRole('option', { name: '서울' }));
    await user.click(screen.getByRole('option', { name: '강남구' }));
    expect(onSelect).toHaveBeenCalledWith({ regionName: '서울 강남구', regionCode: 101010 });
  });
});

describe('ResidencePicker on a phone (< 480 px)', () => {
  it('shows one list at a time with a way back, and keeps focus on what replaced the list', async () => {
    mockRegionsResponse();
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width: 479.98px'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(withQueryClient(<ResidencePicker isOpen onClose={() => {}} onSelect={onSelect} />));
    const cities = await screen.findByRole('listbox', { name: '시·도' });
    await waitFor(() => expect(within(cities).getAllByRole('option')).toHaveLength(3));
    expect(screen.queryByRole('listbox', { name: /시·군·구/ })).not.toBeInTheDocument();

    await user.click(within(cities).getByRole('option', { name: '서울' }));
    const back = screen.getByRole('button', { name: '시·도 다시 고르기' });
    await waitFor(() => expect(back).toHaveFocus());
    expect(screen.queryByRole('listbox', { name: '시·도' })).not.toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: '서울 시·군·구' })).toBeInTheDocument();

    await user.click(back);
    await waitFor(() => expect(screen.getByRole('option', { name: '서울' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: '시·도 다시 고르기' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('option', { name: '부산' }));
    await user.click(screen.getByRole('option', { name: '강서구' }));
    expect(onSelect).toHaveBeenCalledWith({ regionName: '부산 강서구', regionCode: 106010 });
  });
});

describe('ResidenceButton', () => {
  it('shows the placeholder, opens the picker and then shows the chosen region', async () => {
    mockRegionsResponse();
    const user = userEvent.setup();
    function Form() {
      const [region, setRegion] = useState<{ regionName: string; regionCode: number } | null>(null);
      return <ResidenceButton label="거주지" isRequired value={region} onChange={setRegion} />;
    }
    render(withQueryClient(<Form />));
    const button = screen.getByRole('button', { name: '거주지 (필수) 거주지를 선택해 주세요' });
    await user.click(button);
    await user.click(await screen.findByRole('option', { name: '서울' }));
    await user.click(screen.getByRole('option', { name: '강동구' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '거주지 (필수) 서울 강동구' })).toHaveFocus();
  });

  it('marks the current value in the picker with a selected option', async () => {
    mockRegionsResponse();
    const user = userEvent.setup();
    render(
      withQueryClient(
        <ResidenceButton value={{ regionName: '서울 강동구', regionCode: 101020 }} onChange={() => {}} />,
      ),
    );
    await user.click(screen.getByRole('button', { name: '거주지 서울 강동구' }));
    const districts = await screen.findByRole('listbox', { name: '서울 시·군·구' });
    expect(within(districts).getByRole('option', { name: '강동구' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
