import { type JobListItem, LIMITS, toPage } from '@dasibom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type MockAnswer, mockApi } from '../../test/mock-api.ts';
import { pickOption } from '../../test/queries.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { JobFoundPage } from './job-found.tsx';

function job(jobId: number, jobName: string, todoGroupNum = 0, todoGroupDemoNum = 0): JobListItem {
  return {
    jobId,
    jobName,
    jobDescription: `${jobName}가 하는 일을 설명하는 문장이에요.`,
    imageUrl: `/images/jobs/job-${jobId}.svg`,
    todoGroupNum,
    todoGroupDemoNum,
    requiredCertification: '필요함',
    workTimeInfo: '평일 9시-18시',
    physicalInfo: '중간 활동량',
  };
}

/** 20 jobs in an order that is NOT alphabetical, so a client-side re-sort would show. */
const ALL_JOBS = Array.from({ length: 20 }, (_, i) =>
  job(i + 1, `직업${String(20 - i).padStart(2, '0')}`, i, Math.min(i, 2)),
);

function pageOf(jobs: JobListItem[], pageNum: number) {
  const size = LIMITS.jobListPageSize;
  return toPage(jobs.slice(pageNum * size, (pageNum + 1) * size), pageNum, size, jobs.length);
}

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <h1>직업 상세 화면</h1>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

function setup(
  path = '/jobfound',
  answer: (url: URL) => MockAnswer = (url) => ({
    data: pageOf(ALL_JOBS, Number(url.searchParams.get('pageNum'))),
  }),
) {
  const api = mockApi({ 'GET /v1/job/list': ({ url }) => answer(url) });
  const view = renderRoute(<JobFoundPage />, {
    path: '/jobfound',
    initialEntries: [path],
    routes: [{ path: '/jobinfo/:jobId', element: <LocationProbe /> }],
  });
  const lastQuery = () => {
    const calls = api.calls('GET /v1/job/list');
    return Object.fromEntries(calls[calls.length - 1]!.url.searchParams);
  };
  const search = () => Object.fromEntries(new URLSearchParams(view.router.state.location.search));
  return { api, ...view, lastQuery, search };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await pickOption(user, new RegExp(label), option);
}

describe('/jobfound', () => {
  it('shows the cards in the server’s order with "N명이 준비중", linking by name only', async () => {
    setup();
    const grid = await screen.findByRole('list', { name: '직업 목록' });
    const items = within(grid).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      ALL_JOBS.slice(0, 9).map((j) => j.jobName),
    );
    expect(within(items[0]!).getByText('0명이 준비중')).toBeInTheDocument();
    expect(within(items[3]!).getByText('3명이 준비중')).toBeInTheDocument();
    // Sample members are counted and said to be (issue 27); a figure without any says nothing more.
    expect(within(items[3]!).getByText('예시 2명 포함')).toBeInTheDocument();
    expect(within(items[1]!).getByText('예시 1명 포함')).toBeInTheDocument();
    expect(within(items[0]!).queryByText(/예시/)).toBeNull();
    expect(within(items[0]!).getByText(ALL_JOBS[0]!.jobDescription)).toBeInTheDocument();
    // One link per card (the picture is covered by it, not a second tab stop), and a decorative picture.
    expect(within(items[0]!).getAllByRole('link')).toHaveLength(1);
    expect(within(items[0]!).getByRole('link', { name: '직업20' })).toHaveAttribute('href', '/jobinfo/1');
    expect(items[0]!.querySelector('img')).toHaveAttribute('alt', '');
    // The count is a polite live region, so a filter or page change is announced.
    expect(screen.getByText('20개 직업 · 1/3쪽')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: '나에게 맞는 직업 추천받기' })).toHaveAttribute(
      'href',
      '/onboard',
    );
  });

  it('sends the chosen filter as its Korean label and goes back to page 1', async () => {
    const { lastQuery, search } = setup('/jobfound?page=2');
    const user = userEvent.setup();
    await screen.findByText('20개 직업 · 2/3쪽');
    expect(lastQuery()).toEqual({ pageNum: '1' });

    await choose(user, '자격증 필요여부', '필요함');
    await waitFor(() => expect(lastQuery()).toEqual({ pageNum: '0', require: '필요함' }));
    expect(search()).toEqual({ require: '필요함' });

    await choose(user, '근무시간대', '평일 9시-18시');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ pageNum: '0', require: '필요함', workTime: '평일 9시-18시' }),
    );

    // "전체" clears that one filter.
    await choose(user, '자격증 필요여부', '전체');
    await waitFor(() => expect(search()).toEqual({ workTime: '평일 9시-18시' }));
    expect(lastQuery()).toEqual({ pageNum: '0', workTime: '평일 9시-18시' });
  }, 15_000);

  it('removes a filter with its chip and all of them with 초기화', async () => {
    const { search, lastQuery } = setup(
      `/jobfound?require=${encodeURIComponent('불필요함')}&physical=${encodeURIComponent('높은 활동량')}&page=2`,
    );
    const user = userEvent.setup();
    await screen.findByText(/개 직업/);

    await user.click(screen.getByRole('button', { name: '자격증 불필요함 필터 지우기' }));
    await waitFor(() => expect(search()).toEqual({ physical: '높은 활동량' }));
    expect(lastQuery()).toEqual({ pageNum: '0', physical: '높은 활동량' });
    expect(screen.queryByRole('button', { name: '자격증 불필요함 필터 지우기' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(search()).toEqual({}));
    expect(lastQuery()).toEqual({ pageNum: '0' });
    expect(screen.queryByRole('button', { name: '초기화' })).not.toBeInTheDocument();
    // The focus did not fall to the page top with the vanished button.
    expect(screen.getByRole('heading', { name: '조건으로 찾기' })).toHaveFocus();
  });

  it('sends the filters and page found in the address on first load, and ignores invalid ones', async () => {
    const { lastQuery } = setup(
      `/jobfound?require=${encodeURIComponent('선택 사항')}&workTime=bogus&physical=${encodeURIComponent('낮은 활동량')}&page=2`,
    );
    await screen.findByText(/개 직업/);
    expect(lastQuery()).toEqual({ pageNum: '1', require: '선택 사항', physical: '낮은 활동량' });
    expect(screen.getByRole('button', { name: /자격증 필요여부/ })).toHaveTextContent('선택 사항');
    expect(screen.getByRole('button', { name: /근무시간대/ })).toHaveTextContent('전체');
  });

  it('survives a nonsense page number (treated as page 1)', async () => {
    const { lastQuery } = setup('/jobfound?page=-3');
    await screen.findByText('20개 직업 · 1/3쪽');
    expect(lastQuery()).toEqual({ pageNum: '0' });
  });

  it('pages with pageNum = page - 1, keeps it in the address and moves focus to the results', async () => {
    const { lastQuery, search } = setup();
    const user = userEvent.setup();
    await screen.findByText('20개 직업 · 1/3쪽');
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    await waitFor(() => expect(lastQuery()).toEqual({ pageNum: '2' }));
    expect(search()).toEqual({ page: '3' });
    expect(await screen.findByText('20개 직업 · 3/3쪽')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '직업 목록' })).toHaveFocus();
    expect(within(screen.getByRole('list', { name: '직업 목록' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a page past the end shows the last page instead', async () => {
    const { search, router } = setup('/jobfound?page=9');
    await waitFor(() => expect(search()).toEqual({ page: '3' }));
    // In place, like every page change of this list: no jump to the top.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.preventScrollReset).toBe(true);
    expect(await screen.findByText('20개 직업 · 3/3쪽')).toBeInTheDocument();
  });

  it('says so when nothing matches, and 조건 초기화 clears the filters', async () => {
    const { search } = setup(
      `/jobfound?require=${encodeURIComponent('불필요함')}&physical=${encodeURIComponent('낮은 활동량')}`,
      (url) => ({ data: pageOf(url.searchParams.has('require') ? [] : ALL_JOBS, 0) }),
    );
    const user = userEvent.setup();
    expect(await screen.findByText('해당 조건에 맞는 직업이 없어요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '조건 초기화' }));
    await waitFor(() => expect(search()).toEqual({}));
    expect(await screen.findByText('20개 직업 · 1/3쪽')).toBeInTheDocument();
  });

  it('shows 에러가 발생했어요. and loads again with 다시 시도', async () => {
    let fail = true;
    const { api } = setup('/jobfound', (url) =>
      fail
        ? { error: { status: 500, code: 'INTERNAL', message: '서버 오류' } }
        : { data: pageOf(ALL_JOBS, Number(url.searchParams.get('pageNum'))) },
    );
    const user = userEvent.setup();
    expect(await screen.findByText('에러가 발생했어요.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('20개 직업 · 1/3쪽')).toBeInTheDocument();
    expect(screen.queryByText('에러가 발생했어요.')).not.toBeInTheDocument();
    expect(api.calls('GET /v1/job/list')).toHaveLength(2);
  });

  it('hands the list address (filters, page) to the detail page for its back link', async () => {
    const path = `/jobfound?require=${encodeURIComponent('필요함')}&page=2`;
    setup(path);
    const user = userEvent.setup();
    await screen.findByText('20개 직업 · 2/3쪽');
    await user.click(screen.getByRole('link', { name: ALL_JOBS[9]!.jobName }));
    expect(await screen.findByRole('heading', { name: '직업 상세 화면' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ jobListHref: path });
  });
});
