import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer.ts';
import { signInMember } from '../../../test/fixtures.ts';
import { failWith, type MockHandler, mockApi } from '../../../test/mock-api.ts';
import { pageTestHooks } from '../../../test/page-hooks.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { makeRecruitNear } from '../recruit-test-data.ts';
import { JobPostingsBlock, type LoadScrap } from './job-postings-block.tsx';

/** A scrap slot that says where it is and which postings are shown with it. */
const showSlot: LoadScrap =
  async () =>
  (posting, { place, pageIds }) => <span>{`${place}:${posting.id}:${pageIds.join(',')}`}</span>;

function setup(handler: MockHandler) {
  const api = mockApi({ 'GET /v1/recruit/near': handler });
  const view = renderRoute(<JobPostingsBlock jobName="바리스타" />, { path: '/jobinfo/19' });
  return { api, ...view };
}

// The cards load at once (their loading near the screen is tested below).
pageTestHooks();

describe('JobPostingsBlock', () => {
  it('asks a visitor for 3 of the job’s postings nationwide, closing soonest, and says 전국 공고', async () => {
    const { api } = setup(() => ({ data: makeRecruitNear() }));
    expect(screen.getByRole('heading', { name: '바리스타 채용 공고' })).toBeInTheDocument();
    await screen.findByRole('button', { name: '요양보호사 채용 1' });
    const section = screen.getByRole('region', { name: '바리스타 채용 공고' });
    expect(within(section).getAllByRole('button', { name: /^요양보호사 채용 \d+$/ })).toHaveLength(3);
    expect(within(section).getByText('전국 공고')).toBeInTheDocument();
    const params = api.calls('GET /v1/recruit/near')[0]!.url.searchParams;
    expect(params.get('jobName')).toBe('바리스타');
    expect(params.get('size')).toBe('3');
    expect(params.get('sortBy')).toBe('마감 임박순');
    expect(params.has('place')).toBe(false);
    expect(screen.getByText('사람인 · 10분 전 기준')).toBeInTheDocument();
  });

  it('asks for a member’s postings around their residence and says how near they are', async () => {
    signInMember();
    const { api } = setup(() => ({
      data: makeRecruitNear({ place: '서울 강남구', tiers: ['district', 'district', 'nationwide'] }),
    }));
    const section = screen.getByRole('region', { name: '바리스타 채용 공고' });
    expect(await within(section).findByText('강남구 근처 2건 · 전국 1건')).toBeInTheDocument();
    expect(api.calls('GET /v1/recruit/near')[0]!.url.searchParams.get('place')).toBe('서울 강남구');
    // Some are nationwide: 더보기 lists the job everywhere, so every posting shown is in it.
    expect(within(section).getByRole('link', { name: /^더보기/ })).toHaveAttribute(
      'href',
      '/jobsearch?job=%EB%B0%94%EB%A6%AC%EC%8A%A4%ED%83%80',
    );
  });

  it('keeps the district in 더보기 when every posting shown is in it', async () => {
    signInMember();
    setup(() => ({
      data: makeRecruitNear({ place: '서울 강남구', tiers: ['district', 'district', 'district'] }),
    }));
    const section = screen.getByRole('region', { name: '바리스타 채용 공고' });
    expect(await within(section).findByText('강남구 근처 공고')).toBeInTheDocument();
    const href = within(section)
      .getByRole('link', { name: /^더보기/ })
      .getAttribute('href')!;
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('job')).toBe('바리스타');
    expect(params.get('location')).toBe('서울 강남구');
  });

  it('더보기 goes to /jobsearch with the job filter', async () => {
    const { router } = setup(() => ({ data: makeRecruitNear() }));
    const more = screen.getByRole('link', { name: /^더보기/ });
    expect(more).toHaveAttribute('href', '/jobsearch?job=%EB%B0%94%EB%A6%AC%EC%8A%A4%ED%83%80');
    await userEvent.setup().click(more);
    expect(router.state.location.pathname).toBe('/jobsearch');
    expect(new URLSearchParams(router.state.location.search).get('job')).toBe('바리스타');
  });

  it('opens the posting modal from a card', async () => {
    setup(() => ({ data: makeRecruitNear() }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '요양보호사 채용 2' }));
    const dialog = await screen.findByRole('dialog', { name: '채용 공고' });
    expect(await within(dialog).findByRole('heading', { name: '요양보호사 채용 2' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '사람인에서 공고 보기 (새 창)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('says when there are none, and when they could not be loaded', async () => {
    const first = setup(() => ({ data: makeRecruitNear({ tiers: [] }) }));
    expect(await screen.findByText('지금은 바리스타 채용 공고가 없어요.')).toBeInTheDocument();
    first.unmount();
    setup(failWith(400, 'VALIDATION', '잘못된 요청'));
    expect(await screen.findByRole('alert')).toHaveTextContent('채용 공고를 불러오지 못했어요.');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('an address naming a shown posting opens it once and then drops the parameter', async () => {
    mockApi({ 'GET /v1/recruit/near': () => ({ data: makeRecruitNear() }) });
    const { router } = renderRoute(<JobPostingsBlock jobName="바리스타" loadScrap={showSlot} />, {
      path: '/jobinfo/19',
      initialEntries: ['/jobinfo/19?posting=p2'],
    });
    const dialog = await screen.findByRole('dialog', { name: '채용 공고' });
    expect(within(dialog).getByRole('heading', { name: '요양보호사 채용 2' })).toBeInTheDocument();
    // The slot is told where it is and which postings are shown with it.
    expect(within(dialog).getByText('modal:p2:p1,p2,p3')).toBeInTheDocument();
    expect(screen.getByText('card:p1:p1,p2,p3')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('an address naming a posting that is not among the cards asks for it by id and opens it', async () => {
    const [outside] = makeRecruitNear().job;
    const api = mockApi({
      'GET /v1/recruit/near': () => ({ data: makeRecruitNear() }),
      'GET /v1/recruit/detail': () => ({ data: { ...outside, id: 'x9', title: '다른 곳의 공고' } }),
    });
    const { router } = renderRoute(<JobPostingsBlock jobName="바리스타" loadScrap={showSlot} />, {
      path: '/jobinfo/19',
      initialEntries: ['/jobinfo/19?posting=x9'],
    });
    const dialog = await screen.findByRole('dialog', { name: '채용 공고' });
    expect(within(dialog).getByRole('heading', { name: '다른 곳의 공고' })).toBeInTheDocument();
    expect(api.calls('GET /v1/recruit/detail')[0]!.url.searchParams.get('id')).toBe('x9');
    // Its heart is checked on its own, not with the cards.
    expect(within(dialog).getByText('modal:x9:x9')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('JobPostingsBlock’s cards, below the job’s facts', () => {
  async function renderFresh(path = '/jobinfo/19') {
    // A fresh module each time: the block remembers that its cards have loaded once.
    vi.resetModules();
    const [{ JobPostingsBlock: Block }, { renderRoute: render }] = await Promise.all([
      import('./job-postings-block.tsx'),
      import('../../../test/render-route.tsx'),
    ]);
    return render(<Block jobName="바리스타" loadScrap={showSlot} />, {
      path: '/jobinfo/19',
      initialEntries: [path],
    });
  }

  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  it('reads the postings at once, but loads the cards and hearts when the section comes near the screen', async () => {
    const api = mockApi({ 'GET /v1/recruit/near': () => ({ data: makeRecruitNear() }) });
    await renderFresh();
    const section = screen.getByRole('region', { name: '바리스타 채용 공고' });
    expect(await within(section).findByText('전국 공고')).toBeInTheDocument();
    expect(api.calls('GET /v1/recruit/near')).toHaveLength(1);
    // The cards' place is kept, empty: nothing is loading, so no spinner says so.
    expect(within(section).queryByRole('button', { name: /^요양보호사 채용/ })).not.toBeInTheDocument();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    const observer = FakeIntersectionObserver.instances.find((o) => o.observed.includes(section));
    expect(observer?.options?.rootMargin).toBe('200px 0px');

    act(() => observer!.reveal());
    expect(await within(section).findByRole('button', { name: '요양보호사 채용 1' })).toBeInTheDocument();
    expect(within(section).getAllByRole('button', { name: /^요양보호사 채용 \d+$/ })).toHaveLength(3);
    expect(within(section).getByText('card:p1:p1,p2,p3')).toBeInTheDocument();
    // The postings were not asked for again.
    expect(api.calls('GET /v1/recruit/near')).toHaveLength(1);
  });

  it('loads the cards when the focus enters the section (a keyboard reader reaching 더보기)', async () => {
    mockApi({ 'GET /v1/recruit/near': () => ({ data: makeRecruitNear() }) });
    await renderFresh();
    const section = screen.getByRole('region', { name: '바리스타 채용 공고' });
    await within(section).findByText('전국 공고');
    act(() =>
      within(section)
        .getByRole('link', { name: /^더보기/ })
        .focus(),
    );
    expect(await within(section).findByRole('button', { name: '요양보호사 채용 1' })).toBeInTheDocument();
  });

  it('loads them at once for an address that reopens a posting (?posting=)', async () => {
    mockApi({ 'GET /v1/recruit/near': () => ({ data: makeRecruitNear() }) });
    const { router } = await renderFresh('/jobinfo/19?posting=p2');
    const dialog = await screen.findByRole('dialog', { name: '채용 공고' });
    expect(within(dialog).getByRole('heading', { name: '요양보호사 채용 2' })).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances.every((o) => o.observed.length === 0)).toBe(true);
    // The parameter leaves the address once the dialog is open; the cards stay.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: '요양보호사 채용 1' })).toBeInTheDocument();
  });
});
