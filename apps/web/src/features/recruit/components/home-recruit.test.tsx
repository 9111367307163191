import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { type MockHandler, mockApi } from '../../../test/mock-api.ts';
import { unmountBeforeStubsGo } from '../../../test/page-hooks.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { parseRecruitSearch } from '../recruit-params.ts';
import { makeRecruitNear } from '../recruit-test-data.ts';
import { HiringStatusCard, type HiringStatusKind } from './hiring-status-card.tsx';
import { LatestPostingsSection } from './latest-postings-section.tsx';

const POPULAR = [
  { 'job-name': '요양보호사', count: 1234 },
  { 'job-name': '바리스타', count: 56 },
  { 'job-name': '사회복지사', count: 7 },
];

function signIn(regionName = '서울 강남구') {
  useSessionStore.getState().setSession({
    accessToken: 'access',
    refreshToken: 'refresh',
    memberId: 7,
    nickname: '봄날',
    regionName,
  });
}

function setup(handlers: Record<string, MockHandler> = {}, kind?: HiringStatusKind) {
  const api = mockApi({
    'GET /v1/recruit/popular': () => ({ data: POPULAR }),
    'GET /v1/recruit/near': () => ({ data: makeRecruitNear({ tiers: Array(6).fill('nationwide') }) }),
    ...handlers,
  });
  const view = renderRoute(
    <>
      <HiringStatusCard kind={kind ?? (useSessionStore.getState().isLoggedIn ? 'mine' : 'popular')} />
      <LatestPostingsSection />
    </>,
  );
  return { api, ...view };
}

const hrefParams = (link: HTMLElement) => new URLSearchParams(link.getAttribute('href')!.split('?')[1] ?? '');

// Unmount before the real fetch comes back, so no query still running can reach the network.
unmountBeforeStubsGo();

describe('home recruitment for visitors', () => {
  it('shows the popular occupations with counts linking to their postings', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { name: '인기 직종 채용 현황' })).toBeInTheDocument();
    const row = await screen.findByRole('link', { name: '요양보호사 1,234건' });
    expect(row).toHaveAttribute('href', '/jobsearch');
    expect(hrefParams(screen.getByRole('link', { name: '바리스타 56건' })).get('job')).toBe('바리스타');
    expect(screen.getByRole('link', { name: /채용 정보 보러 가기/ })).toHaveAttribute('href', '/jobsearch');
    expect(api.calls('GET /v1/recruit/popular')[0]!.headers.has('Authorization')).toBe(false);
  });

  it('shows 6 of the newest postings nationwide, says so, and 더 보러가기 to every occupation', async () => {
    const { api } = setup();
    const section = screen.getByRole('region', { name: '최근 올라온 일자리' });
    await within(section).findByRole('button', { name: '요양보호사 채용 1' });
    expect(within(section).getAllByRole('button', { name: /^요양보호사 채용 \d+$/ })).toHaveLength(6);
    expect(within(section).getByText('전국 공고')).toBeInTheDocument();
    const params = api.calls('GET /v1/recruit/near')[0]!.url.searchParams;
    expect(params.get('sortBy')).toBe('postDate');
    expect(params.get('size')).toBe('6');
    expect(params.has('place')).toBe(false);
    expect(params.has('jobName')).toBe(false);
    expect(within(section).getByRole('link', { name: '더 보러가기' })).toHaveAttribute(
      'href',
      '/jobsearch?job=',
    );
  });

  it('says when the hiring status or the postings could not be loaded, with a retry', async () => {
    let fail = true;
    const failing: MockHandler = () =>
      fail ? { error: { status: 400, code: 'VALIDATION', message: 'x' } } : { data: POPULAR };
    setup({ 'GET /v1/recruit/popular': failing });
    const card = screen.getByRole('region', { name: '인기 직종 채용 현황' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('정보를 불러오지 못했어요');
    fail = false;
    await userEvent.setup().click(within(card).getByRole('button', { name: '다시 시도' }));
    expect(await within(card).findByRole('link', { name: '요양보호사 1,234건' })).toBeInTheDocument();
  });
});

describe('home recruitment for members', () => {
  it('without a plan: the nationwide popular card, asked without the token (spec: Home)', async () => {
    signIn('서울 강남구');
    const { api } = setup({}, 'popular');
    expect(screen.getByRole('heading', { name: '인기 직종 채용 현황' })).toBeInTheDocument();
    const row = await screen.findByRole('link', { name: '바리스타 56건' });
    expect(hrefParams(row).has('location')).toBe(false);
    expect(screen.getByRole('link', { name: /채용 정보 보러 가기/ })).toHaveAttribute('href', '/jobsearch');
    expect(screen.getByText('많이 준비하는 직업의 전국 채용 공고 수예요.')).toBeInTheDocument();
    expect(api.calls('GET /v1/recruit/popular')[0]!.headers.has('Authorization')).toBe(false);
  });

  it('while home does not yet know whether there is a plan, the card keeps its place and asks nothing', async () => {
    signIn('서울 강남구');
    const { api } = setup({}, 'pending');
    expect(screen.getByRole('heading', { name: '채용 현황' })).toBeInTheDocument();
    expect(screen.getByText('채용 현황을 불러오는 중이에요')).toBeInTheDocument();
    // The postings section beside it has asked by now; the card has not.
    await waitFor(() => expect(api.calls('GET /v1/recruit/near')).toHaveLength(1));
    expect(api.calls('GET /v1/recruit/popular')).toHaveLength(0);
  });

  it('with a plan: titles the card with the residence city and links to postings there', async () => {
    signIn('서울 강남구');
    const { api } = setup();
    expect(screen.getByRole('heading', { name: '서울 채용 현황' })).toBeInTheDocument();
    const row = await screen.findByRole('link', { name: '요양보호사 1,234건' });
    // 요양보호사 is the list's default job, so the link leaves `job` out.
    expect(parseRecruitSearch(hrefParams(row))).toMatchObject({ job: '요양보호사', location: '서울' });
    expect(hrefParams(screen.getByRole('link', { name: /채용 정보 보러 가기/ })).get('location')).toBe(
      '서울',
    );
    expect(api.calls('GET /v1/recruit/popular')[0]!.headers.get('Authorization')).toBe('Bearer access');
  });

  it('asks again when the member moves to another city (the counts are for the city they live in)', async () => {
    signIn('서울 강남구');
    const { api } = setup();
    await screen.findByRole('link', { name: '요양보호사 1,234건' });
    expect(api.calls('GET /v1/recruit/popular')).toHaveLength(1);

    act(() => useSessionStore.getState().updateUser({ regionName: '부산 해운대구' }));
    const card = screen.getByRole('region', { name: '부산 채용 현황' });
    await waitFor(() => expect(api.calls('GET /v1/recruit/popular')).toHaveLength(2));
    const row = await within(card).findByRole('link', { name: '요양보호사 1,234건' });
    expect(parseRecruitSearch(hrefParams(row)).location).toBe('부산');
  });

  it('reads the newest postings around the residence, says how near they are, and 더 보러가기 covers them', async () => {
    signIn('서울 강남구');
    const { api, router } = setup({
      'GET /v1/recruit/near': () => ({
        data: makeRecruitNear({ place: '서울 강남구', tiers: ['district', 'district', 'city'] }),
      }),
    });
    const section = screen.getByRole('region', { name: '최근 올라온 일자리' });
    // Before the answer: what is asked for, not a claim about what came back.
    expect(within(section).getByText('서울 강남구에서 가까운 공고부터 보여드려요')).toBeInTheDocument();
    await within(section).findByRole('button', { name: '요양보호사 채용 1' });
    expect(within(section).getByText('강남구 근처 2건 · 서울 1건')).toBeInTheDocument();
    expect(api.calls('GET /v1/recruit/near')[0]!.url.searchParams.get('place')).toBe('서울 강남구');
    const more = within(section).getByRole('link', { name: '더 보러가기' });
    expect(hrefParams(more).get('job')).toBe('');
    expect(hrefParams(more).get('location')).toBe('서울');
    await userEvent.setup().click(more);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobsearch'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('job')).toBe('');
    expect(search.get('location')).toBe('서울');
  });

  it('says 전국 공고 when nothing near the residence came back', async () => {
    signIn('서울 강남구');
    setup({ 'GET /v1/recruit/near': () => ({ data: makeRecruitNear({ place: '서울 강남구' }) }) });
    const section = screen.getByRole('region', { name: '최근 올라온 일자리' });
    await within(section).findByRole('button', { name: '요양보호사 채용 1' });
    expect(within(section).getByText('전국 공고')).toBeInTheDocument();
    expect(hrefParams(within(section).getByRole('link', { name: '더 보러가기' })).has('location')).toBe(
      false,
    );
  });
});
