import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route.tsx';
import { useClampToLastPage } from './use-clamp-to-last-page.ts';

type Pages = { pages: number };

function List({ data, isPlaceholderData = false }: { data: Pages | undefined; isPlaceholderData?: boolean }) {
  const [searchParams] = useSearchParams();
  const page = Number(searchParams.get('page') ?? '1');
  useClampToLastPage({
    page,
    list: { data, isPlaceholderData },
    totalPagesOf: (loaded) => loaded.pages,
    searchFor: (lastPage) => new URLSearchParams({ sort: 'x', page: String(lastPage) }),
  });
  return <h1>{page}쪽</h1>;
}

function setup(element: ReactNode, entry: string) {
  return renderRoute(element, { path: '/list', initialEntries: ['/list?sort=x', entry] });
}

describe('useClampToLastPage', () => {
  it('replaces a page past the end with the last page, keeping the scroll position', async () => {
    const { router } = setup(<List data={{ pages: 3 }} />, '/list?sort=x&page=9');
    expect(await screen.findByRole('heading', { name: '3쪽' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=x&page=3');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.preventScrollReset).toBe(true);
  });

  it.each([
    ['while loading', undefined, false],
    ['on placeholder data of other filters', { pages: 3 }, true],
    ['for an empty list', { pages: 0 }, false],
  ] as const)('leaves the address alone %s', (_name, data, isPlaceholderData) => {
    const { router } = setup(
      <List data={data} isPlaceholderData={isPlaceholderData} />,
      '/list?sort=x&page=9',
    );
    expect(screen.getByRole('heading', { name: '9쪽' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=x&page=9');
    expect(router.state.historyAction).toBe('POP');
  });

  it('leaves a page within the list alone', () => {
    const { router } = setup(<List data={{ pages: 3 }} />, '/list?sort=x&page=3');
    expect(router.state.location.search).toBe('?sort=x&page=3');
    expect(router.state.historyAction).toBe('POP');
  });
});
