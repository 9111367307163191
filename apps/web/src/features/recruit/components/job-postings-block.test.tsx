import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockHandler, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { makePostings, makeRecruitList } from '../recruit-test-data.ts';
import { JobPostingsBlock } from './job-postings-block.tsx';

function setup(handler: MockHandler) {
  const api = mockApi({ 'GET /v1/recruit/list': handler });
  const view = renderRoute(<JobPostingsBlock jobName="바리스타" />, { path: '/jobinfo/19' });
  return { api, ...view };
}

afterEach(() => {
  // Unmount before the real fetch comes back, so no query still running can reach the network.
  cleanup();
  vi.unstubAllGlobals();
});

describe('JobPostingsBlock', () => {
  it('asks for the job’s postings closing soonest and shows the first 3', async () => {
    const { api } = setup(() => ({ data: makeRecruitList({ job: makePostings(12), total: 40 }) }));
    expect(screen.getByRole('heading', { name: '바리스타 채용 공고' })).toBeInTheDocument();
    await screen.findByRole('button', { name: '요양보호사 채용 1' });
    const section = screen.getByRole('region', { name: '바리스타 채용 공고' });
    expect(within(section).getAllByRole('button', { name: /^요양보호사 채용 \d+$/ })).toHaveLength(3);
    const params = api.calls('GET /v1/recruit/list')[0]!.url.searchParams;
    expect(params.get('pageNum')).toBe('0');
    expect(params.get('keyWord')).toBe('바리스타');
    expect(params.get('sortBy')).toBe('마감 임박순');
    expect(params.has('locationName')).toBe(false);
    expect(screen.getByText('사람인 · 10분 전 기준')).toBeInTheDocument();
  });

  it('더보기 goes to /jobsearch with the job filter', async () => {
    const { router } = setup(() => ({ data: makeRecruitList() }));
    const more = screen.getByRole('link', { name: /^더보기/ });
    expect(more).toHaveAttribute('href', '/jobsearch?job=%EB%B0%94%EB%A6%AC%EC%8A%A4%ED%83%80');
    await userEvent.setup().click(more);
    expect(router.state.location.pathname).toBe('/jobsearch');
    expect(new URLSearchParams(router.state.location.search).get('job')).toBe('바리스타');
  });

  it('opens the posting modal from a card', async () => {
    setup(() => ({ data: makeRecruitList() }));
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
    const first = setup(() => ({ data: makeRecruitList({ job: [], total: 0 }) }));
    expect(await screen.findByText('지금은 바리스타 채용 공고가 없어요.')).toBeInTheDocument();
    first.unmount();
    setup(() => ({ error: { status: 400, code: 'VALIDATION', message: '잘못된 요청' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('채용 공고를 불러오지 못했어요.');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
