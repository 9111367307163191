import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePostings, makeRecruitNear } from '../../features/recruit/recruit-test-data.ts';
import { FakeIntersectionObserver } from '../../test/fake-intersection-observer.ts';
import { mockApi } from '../../test/mock-api.ts';
import { pageTestHooks } from '../../test/page-hooks.ts';

async function renderHomeSlot(path = '/') {
  // A fresh module each time: the slot remembers that its list has loaded once.
  vi.resetModules();
  const [{ HomeLatestSlot }, { renderRoute }] = await Promise.all([
    import('./home-latest-slot.tsx'),
    import('../../test/render-route.tsx'),
  ]);
  return renderRoute(<HomeLatestSlot />, { path: '/', initialEntries: [path] });
}

pageTestHooks({ observer: 'fake' });

describe('home’s latest postings slot', () => {
  it('shows the heading and 더 보러가기 at once, and the postings once near the screen', async () => {
    const api = mockApi({
      'GET /v1/recruit/near': () => ({ data: makeRecruitNear({ tiers: Array(6).fill('nationwide') }) }),
    });
    await renderHomeSlot();

    const section = screen.getByRole('region', { name: '최근 올라온 일자리' });
    expect(within(section).getByRole('link', { name: '더 보러가기' })).toHaveAttribute(
      'href',
      '/jobsearch?job=',
    );
    // Nothing is loading yet, so no spinner says so.
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    // Nothing of the list is read until the section comes near.
    expect(api.calls('GET /v1/recruit/near')).toHaveLength(0);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.observed).toEqual([section]);
    expect(observer?.options?.rootMargin).toBe('200px 0px');

    act(() => observer!.reveal());
    await screen.findByRole('button', { name: '요양보호사 채용 1' });
    // The loaded section took the placeholder's place: one section, with six postings.
    const loaded = screen.getByRole('region', { name: '최근 올라온 일자리' });
    expect(within(loaded).getAllByRole('button', { name: /^요양보호사 채용 \d+$/ })).toHaveLength(6);
    expect(within(loaded).getByRole('link', { name: '더 보러가기' })).toBeInTheDocument();
    expect(api.calls('GET /v1/recruit/near')).toHaveLength(1);
  });

  it('loads at once for an address that reopens a posting (?posting=)', async () => {
    const postings = makePostings(3);
    mockApi({ 'GET /v1/recruit/near': () => ({ data: makeRecruitNear({ job: postings }) }) });
    const { router } = await renderHomeSlot(`/?posting=${postings[1]!.id}`);

    expect(FakeIntersectionObserver.instances.every((observer) => observer.observed.length === 0)).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: '채용 공고' });
    expect(within(dialog).getByRole('heading', { name: '요양보호사 채용 2' })).toBeInTheDocument();
    // The parameter leaves the address once the dialog is open; the list and its dialog stay.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('dialog', { name: '채용 공고' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '요양보호사 채용 1' })).toBeInTheDocument();
  });
});
