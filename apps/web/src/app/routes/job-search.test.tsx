import type { RecruitList } from '@dasibom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetResidencePrefillForTests } from '../../components/filters/use-residence-prefill.ts';
import { makeOccupationPage, OCCUPATION_NAMES } from '../../features/jobs/occupation-test-data.ts';
import { makePosting, makePostings, makeRecruitList } from '../../features/recruit/recruit-test-data.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { failWith, type MockHandler, mockApi } from '../../test/mock-api.ts';
import { unmountBeforeStubsGo } from '../../test/page-hooks.ts';
import { refusingDeepPages } from '../../test/page-param-cases.ts';
import { escapeCloses, optionTexts, pickOption } from '../../test/queries.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { JobSearchPage } from './job-search.tsx';

const REGIONS = [
  { regionCode: 101010, regionName: '서울 강남구' },
  { regionCode: 101020, regionName: '서울 강동구' },
  { regionCode: 106010, regionName: '부산 강서구' },
];

function setup(
  search = '',
  { list, handlers = {} }: { list?: (url: URL) => RecruitList; handlers?: Record<string, MockHandler> } = {},
) {
  const api = mockApi({
    'GET /v1/recruit/list': ({ url }) => ({ data: list ? list(url) : makeRecruitList() }),
    'GET /v1/job/list': ({ url }) => ({
      data: makeOccupationPage(Number(url.searchParams.get('pageNum'))),
    }),
    'GET /v1/region/all': () => ({ data: REGIONS }),
    ...handlers,
  });
  const view = renderRoute(<JobSearchPage />, {
    path: '/jobsearch',
    initialEntries: [`/jobsearch${search}`],
  });
  const currentSearch = () => new URLSearchParams(view.router.state.location.search);
  const listCalls = () => api.calls('GET /v1/recruit/list').map((call) => call.url.searchParams);
  return { api, ...view, currentSearch, listCalls };
}

function signIn(regionName: string | null = '서울 강남구', memberId = 7) {
  useSessionStore.getState().setSession({
    accessToken: 'access',
    refreshToken: 'refresh',
    memberId,
    nickname: '봄날',
    regionName,
  });
}

beforeEach(() => {
  resetResidencePrefillForTests();
});
// Unmount before the real fetch comes back, so no query still running can reach the network.
unmountBeforeStubsGo();

describe('/jobsearch: the address decides the request', () => {
  it('asks for 요양보호사, 마감 임박순, page 0 when the address has no filters', async () => {
    const { listCalls } = setup();
    await screen.findByText('3개의 일자리가 구인 중이에요');
    const params = listCalls().at(-1)!;
    expect(params.get('keyWord')).toBe('요양보호사');
    expect(params.get('sortBy')).toBe('마감 임박순');
    expect(params.get('pageNum')).toBe('0');
    expect(params.has('locationName')).toBe(false);
  });

  it('sends no keyWord for job=, and location, sort and page − 1', async () => {
    const { listCalls } = setup('?job=&location=서울+강남구&sort=마감+여유순&page=3', {
      list: () => makeRecruitList({ total: 40, start: 2 }),
    });
    await screen.findByText('40개의 일자리가 구인 중이에요');
    const params = listCalls().at(-1)!;
    expect(params.has('keyWord')).toBe(false);
    expect(params.get('locationName')).toBe('서울 강남구');
    expect(params.get('sortBy')).toBe('마감 여유순');
    expect(params.get('pageNum')).toBe('2');
    expect(screen.getByRole('button', { name: '3 페이지' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes the count with grouped digits and shows the source and its freshness', async () => {
    setup('', { list: () => makeRecruitList({ total: 1234 }) });
    expect(await screen.findByText('1,234개의 일자리가 구인 중이에요')).toBeInTheDocument();
    expect(screen.getByText('사람인 · 10분 전 기준')).toBeInTheDocument();
    expect(screen.queryByText('예시 데이터')).not.toBeInTheDocument();
  });

  it('says "more than" and why the pages end when a free-text search stopped counting', async () => {
    setup('?job=모집', { list: () => makeRecruitList({ total: 1200, totalCapped: true }) });
    expect(await screen.findByText('1,200개가 넘는 일자리가 구인 중이에요')).toBeInTheDocument();
    expect(
      screen.getByText(
        '검색 결과가 많아 처음 1,200건까지 볼 수 있어요. 검색어를 더 자세히 쓰거나 거주지를 골라 좁혀 보세요.',
      ),
    ).toBeInTheDocument();
  });

  it('marks sample data with a visible badge and says they are not real postings', async () => {
    setup('', { list: () => makeRecruitList({ source: 'SAMPLE' }) });
    expect(await screen.findByText('예시 데이터')).toBeInTheDocument();
    expect(screen.getByText(/실제 채용 공고가 아니에요/)).toBeInTheDocument();
    expect(screen.queryByText(/기준$/)).not.toBeInTheDocument();
  });

  it('shows the cards with deadline badge, company, tags and the expiry date', async () => {
    setup('', {
      list: () =>
        makeRecruitList({
          job: [makePosting(), makePosting({ id: 'b', deadline: 'D-0', title: '오늘 마감 공고' })],
        }),
    });
    const card = (await screen.findByRole('button', { name: '주간보호센터 요양보호사 모집' })).closest('li')!;
    expect(within(card).getByText('D-6')).toBeInTheDocument();
    expect(within(card).getByText('햇살요양원')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: '공고 조건' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['서울 강남구', '정규직', '경력무관', '학력무관']);
    expect(within(card).getByText('6월 1일(일)까지')).toBeInTheDocument();
    const today = screen.getByRole('button', { name: '오늘 마감 공고' }).closest('li')!;
    expect(within(today).getByText('D-day')).toBeInTheDocument();
  });
});

describe('/jobsearch: filters', () => {
  it('a sort change updates the address and goes back to page 1', async () => {
    const { currentSearch, listCalls } = setup('?page=2', { list: () => makeRecruitList({ total: 30 }) });
    await screen.findByText('30개의 일자리가 구인 중이에요');
    const user = userEvent.setup();
    await pickOption(user, /^정렬/, '마감 여유순');
    await waitFor(() => expect(currentSearch().get('sort')).toBe('마감 여유순'));
    expect(currentSearch().has('page')).toBe(false);
    await waitFor(() => expect(listCalls().at(-1)!.get('pageNum')).toBe('0'));
    expect(listCalls().at(-1)!.get('sortBy')).toBe('마감 여유순');
  });

  it('a page change keeps the filters', async () => {
    const { currentSearch } = setup('?job=&sort=마감+여유순', { list: () => makeRecruitList({ total: 30 }) });
    await screen.findByText('30개의 일자리가 구인 중이에요');
    await userEvent.setup().click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(currentSearch().get('page')).toBe('2'));
    expect(currentSearch().get('job')).toBe('');
    expect(currentSearch().get('sort')).toBe('마감 여유순');
  });

  it('lists 전체 직업 and the occupations; choosing the selected job again clears it to 전체 직업', async () => {
    const { currentSearch, listCalls } = setup('?job=바리스타');
    await screen.findByText('3개의 일자리가 구인 중이에요');
    const user = userEvent.setup();
    const jobButton = screen.getByRole('button', { name: '직업 종류 바리스타' });
    await user.click(jobButton);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['전체 직업', ...OCCUPATION_NAMES]);
    expect(screen.getByRole('option', { name: '바리스타' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: '바리스타' }));
    await waitFor(() => expect(currentSearch().get('job')).toBe(''));
    await waitFor(() => expect(listCalls().at(-1)!.has('keyWord')).toBe(false));
    expect(screen.getByRole('button', { name: '직업 종류 전체 직업' })).toBeInTheDocument();
  });

  it('removes a filter with its chip ×', async () => {
    const { currentSearch } = setup('?job=바리스타&location=서울+강남구');
    await screen.findByText('3개의 일자리가 구인 중이에요');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '서울 강남구 필터 지우기' }));
    await waitFor(() => expect(currentSearch().has('location')).toBe(false));
    expect(currentSearch().get('job')).toBe('바리스타');
    await user.click(screen.getByRole('button', { name: '바리스타 필터 지우기' }));
    await waitFor(() => expect(currentSearch().get('job')).toBe(''));
  });

  it('초기화 restores 요양보호사 and 마감 임박순 and clears the location', async () => {
    const { currentSearch, listCalls } = setup('?job=&location=부산&sort=마감+여유순&page=2', {
      list: () => makeRecruitList({ total: 30 }),
    });
    await screen.findByText('30개의 일자리가 구인 중이에요');
    await userEvent.setup().click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(currentSearch().toString()).toBe(''));
    await waitFor(() => expect(listCalls().at(-1)!.get('keyWord')).toBe('요양보호사'));
    const params = listCalls().at(-1)!;
    expect(params.get('sortBy')).toBe('마감 임박순');
    expect(params.has('locationName')).toBe(false);
    expect(params.get('pageNum')).toBe('0');
    expect(screen.getByRole('button', { name: '직업 종류 요양보호사' })).toBeInTheDocument();
  });

  it('거주지: a city opens its districts with a way back; 서울 전체 and a district are choices', async () => {
    const { currentSearch } = setup();
    await screen.findByText('3개의 일자리가 구인 중이에요');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '거주지 전체 지역' }));
    const cities = await screen.findByRole('listbox', { name: '시·도' });
    expect(optionTexts(cities)).toEqual(['전체 지역', '서울', '부산']);

    await user.click(within(cities).getByRole('option', { name: '서울' }));
    // Still open: the district list replaced the cities.
    const districts = await screen.findByRole('listbox', { name: '서울 시·군·구' });
    expect(optionTexts(districts)).toEqual(['서울 전체', '강남구', '강동구']);
    expect(currentSearch().has('location')).toBe(false);

    await user.click(screen.getByRole('button', { name: '시·도 다시 고르기' }));
    await user.click(
      within(await screen.findByRole('listbox', { name: '시·도' })).getByRole('option', { name: '부산' }),
    );
    await user.click(
      within(await screen.findByRole('listbox', { name: '부산 시·군·구' })).getByRole('option', {
        name: '강서구',
      }),
    );
    await waitFor(() => expect(currentSearch().get('location')).toBe('부산 강서구'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Reopening starts at the chosen city's districts; the whole city is a choice of its own.
    await user.click(screen.getByRole('button', { name: '거주지 부산 강서구' }));
    const busan = await screen.findByRole('listbox', { name: '부산 시·군·구' });
    expect(within(busan).getByRole('option', { name: '강서구' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(busan).getByRole('option', { name: '부산 전체' }));
    await waitFor(() => expect(currentSearch().get('location')).toBe('부산'));
    expect(screen.getByRole('button', { name: '부산 전체 필터 지우기' })).toBeInTheDocument();

    // Choosing the selected value again clears it.
    await user.click(screen.getByRole('button', { name: '거주지 부산 전체' }));
    await user.click(
      within(await screen.findByRole('listbox', { name: '부산 시·군·구' })).getByRole('option', {
        name: '부산 전체',
      }),
    );
    await waitFor(() => expect(currentSearch().has('location')).toBe(false));
  });
});

describe('/jobsearch: filters with the keyboard', () => {
  it('Escape closes a dropdown without touching the filter', async () => {
    const { currentSearch } = setup('?job=바리스타&location=서울+강남구');
    await screen.findByText('3개의 일자리가 구인 중이에요');
    const user = userEvent.setup();
    const jobButton = screen.getByRole('button', { name: '직업 종류 바리스타' });
    await user.click(jobButton);
    await waitFor(() => expect(screen.getByRole('option', { name: '바리스타' })).toHaveFocus());
    await escapeCloses(user, 'dialog');
    expect(jobButton).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '거주지 서울 강남구' }));
    await waitFor(() => expect(screen.getByRole('option', { name: '강남구' })).toHaveFocus());
    await escapeCloses(user, 'dialog');
    expect(currentSearch().get('job')).toBe('바리스타');
    expect(currentSearch().get('location')).toBe('서울 강남구');
  });

  it('going back from the districts puts the focus on the city just left', async () => {
    setup();
    await screen.findByText('3개의 일자리가 구인 중이에요');
    const user = userEvent.setup();
    await pickOption(user, '거주지 전체 지역', '부산');
    await waitFor(() => expect(screen.getByRole('option', { name: '부산 전체' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: '시·도 다시 고르기' }));
    await waitFor(() => expect(screen.getByRole('option', { name: '부산' })).toHaveFocus());
  });
});

describe('/jobsearch: states', () => {
  it('says when nothing matches and offers a reset', async () => {
    const { currentSearch } = setup('?job=&location=부산', {
      list: () => makeRecruitList({ job: [], total: 0 }),
    });
    expect(await screen.findByText('조건에 맞는 일자리가 없어요')).toBeInTheDocument();
    expect(screen.getByText('0개의 일자리가 구인 중이에요')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '조건 초기화' }));
    await waitFor(() => expect(currentSearch().toString()).toBe(''));
  });

  it('shows a failure with a retry that loads again', async () => {
    let fail = true;
    setup('', {
      handlers: {
        'GET /v1/recruit/list': () =>
          fail
            ? { error: { status: 400, code: 'VALIDATION', message: '잘못된 요청' } }
            : { data: makeRecruitList() },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('채용 공고를 불러오지 못했어요');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('3개의 일자리가 구인 중이에요')).toBeInTheDocument();
  });
});

describe('/jobsearch: posting detail', () => {
  it('opens the modal from a card with every field and the link out in a new tab', async () => {
    const { currentSearch } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '요양보호사 채용 1' }));
    const dialog = await screen.findByRole('dialog', { name: '채용 공고' });
    expect(await within(dialog).findByRole('heading', { name: '요양보호사 채용 1' })).toBeInTheDocument();
    expect(currentSearch().get('posting')).toBe('p1');
    expect(within(dialog).getByText('D-6')).toBeInTheDocument();
    expect(within(dialog).getByText('회사 1')).toBeInTheDocument();
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    const facts = {
      마감일: '6월 1일(일)까지 · D-6',
      지역: '서울 강남구',
      학력: '학력무관',
      '고용 형태': '정규직',
      경력: '경력무관',
      급여: '월 230만원',
    };
    for (const [label, text] of Object.entries(facts)) expect(value(label)).toBe(text);
    const link = within(dialog).getByRole('link', { name: '사람인에서 공고 보기 (새 창)' });
    expect(link).toHaveAttribute('href', 'https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=50123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentSearch().has('posting')).toBe(false);
    expect(screen.getByRole('button', { name: '요양보호사 채용 1' })).toHaveFocus();
  });

  it('says honestly where a sample posting leads, and 마감일 정보 없음 without a deadline', async () => {
    setup('', {
      list: () =>
        makeRecruitList({
          source: 'SAMPLE',
          job: [makePosting({ id: 'S-1', deadline: '', 'expiration-date': null, closeType: '' })],
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '주간보호센터 요양보호사 모집' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('마감일 정보 없음')).toHaveLength(2);
    expect(within(dialog).getByText(/예시 공고라 사람인 검색 결과로 연결돼요/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: '사람인에서 비슷한 공고 찾기 (새 창)' }),
    ).toBeInTheDocument();
  });

  it('a shared ?posting= link opens the posting through the detail call', async () => {
    const { api } = setup('?posting=far-away', {
      handlers: {
        'GET /v1/recruit/detail': ({ url }) => ({
          data: makePosting({
            id: url.searchParams.get('id')!,
            title: '다른 페이지의 공고',
            deadline: '상시 채용',
            'expiration-date': null,
          }),
        }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: '채용 공고' });
    expect(await within(dialog).findByRole('heading', { name: '다른 페이지의 공고' })).toBeInTheDocument();
    expect(within(dialog).getByText('마감일').nextElementSibling).toHaveTextContent('상시 채용');
    expect(api.calls('GET /v1/recruit/detail')[0]!.url.searchParams.get('id')).toBe('far-away');
  });

  it('a link to a posting that is gone says so', async () => {
    setup('?posting=gone', {
      handlers: {
        'GET /v1/recruit/detail': failWith(404, 'POSTING_NOT_FOUND', '존재하지 않는 채용 공고입니다.'),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: '채용 공고' });
    expect(await within(dialog).findByText('마감되었거나 찾을 수 없는 공고예요.')).toBeInTheDocument();
  });

  it('does not call the detail when the posting is on the page', async () => {
    const { api } = setup('?posting=p2');
    const dialog = await screen.findByRole('dialog', { name: '채용 공고' });
    expect(await within(dialog).findByRole('heading', { name: '요양보호사 채용 2' })).toBeInTheDocument();
    expect(api.calls('GET /v1/recruit/detail')).toHaveLength(0);
  });
});

describe('/jobsearch: a member’s residence', () => {
  it('fills the location once per session; clearing it sticks', async () => {
    signIn('서울 강남구');
    const first = setup();
    await waitFor(() => expect(first.currentSearch().get('location')).toBe('서울 강남구'));
    await screen.findByText('3개의 일자리가 구인 중이에요');
    // No request went out for the address without the region.
    expect(first.listCalls().every((params) => params.get('locationName') === '서울 강남구')).toBe(true);
    expect(first.router.state.historyAction).toBe('REPLACE');

    await userEvent.setup().click(screen.getByRole('button', { name: '서울 강남구 필터 지우기' }));
    await waitFor(() => expect(first.currentSearch().has('location')).toBe(false));
    first.unmount();

    const second = setup();
    await screen.findByText('3개의 일자리가 구인 중이에요');
    expect(second.currentSearch().has('location')).toBe(false);
    expect(second.listCalls().at(-1)!.has('locationName')).toBe(false);
  });

  it('honours the location of the address', async () => {
    signIn('서울 강남구');
    const { currentSearch, listCalls } = setup('?location=부산');
    await screen.findByText('3개의 일자리가 구인 중이에요');
    expect(currentSearch().get('location')).toBe('부산');
    expect(listCalls().at(-1)!.get('locationName')).toBe('부산');
  });

  it('never fills an address that names its location, even as everywhere (location=)', async () => {
    signIn('서울 강남구');
    const { currentSearch, listCalls } = setup('?location=');
    await screen.findByText('3개의 일자리가 구인 중이에요');
    expect(currentSearch().get('location')).toBe('');
    expect(listCalls().every((params) => !params.has('locationName'))).toBe(true);
  });

  it('does nothing for visitors', async () => {
    const { currentSearch } = setup();
    await screen.findByText('3개의 일자리가 구인 중이에요');
    expect(currentSearch().has('location')).toBe(false);
  });
});

describe('/jobsearch: more than one page', () => {
  it('a page past the end shows the last page instead, in place', async () => {
    const { currentSearch, listCalls, router } = setup('?job=&page=9', {
      list: () => makeRecruitList({ total: 30 }),
    });
    await waitFor(() => expect(currentSearch().get('page')).toBe('3'));
    expect(currentSearch().get('job')).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.preventScrollReset).toBe(true);
    await waitFor(() => expect(listCalls().at(-1)!.get('pageNum')).toBe('2'));
  });

  it('shows 12 cards and the page buttons', async () => {
    setup('', { list: () => makeRecruitList({ job: makePostings(12), total: 30 }) });
    await screen.findByText('30개의 일자리가 구인 중이에요');
    expect(screen.getAllByRole('button', { name: /^요양보호사 채용 \d+$/ })).toHaveLength(12);
    expect(screen.getByRole('button', { name: '3 페이지' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '4 페이지' })).not.toBeInTheDocument();
  });
});

describe('/jobsearch: deep pages (the API answers 1,000 pages)', () => {
  const listOf = (total: number) =>
    refusingDeepPages((pageNum) => makeRecruitList({ total, start: pageNum }));
  const note = '처음 12,000건까지 볼 수 있어요. 직업 종류나 거주지를 골라 좁혀 보세요.';

  it('a link to page 5000 of a long list shows page 1000 with the real count and why the pages end', async () => {
    const { listCalls } = setup('?job=&page=5000', { handlers: { 'GET /v1/recruit/list': listOf(416_000) } });
    expect(await screen.findByText('416,000개의 일자리가 구인 중이에요')).toBeInTheDocument();
    expect(listCalls().map((params) => params.get('pageNum'))).toContain('999');
    expect(listCalls().every((params) => params.get('pageNum') === '999')).toBe(true);
    expect(screen.getByRole('button', { name: '1000 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '다음 페이지 묶음' })).toBeDisabled();
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a link to page 5000 of a short list ends on its last page, not on an error', async () => {
    const { currentSearch, listCalls } = setup('?job=&page=5000', {
      handlers: { 'GET /v1/recruit/list': listOf(30) },
    });
    await waitFor(() => expect(currentSearch().get('page')).toBe('3'));
    await waitFor(() => expect(listCalls().at(-1)!.get('pageNum')).toBe('2'));
    expect(await screen.findByRole('button', { name: '3 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('says nothing about an end when every posting has a page', async () => {
    setup('', { handlers: { 'GET /v1/recruit/list': listOf(12_000) } });
    expect(await screen.findByText('12,000개의 일자리가 구인 중이에요')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '페이지 이동' })).toBeInTheDocument();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });
});
