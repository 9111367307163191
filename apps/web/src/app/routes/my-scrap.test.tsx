import type { RecruitScrap } from '@dasibom/contract';
import { toPage } from '@dasibom/contract/plain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makePosting } from '../../features/recruit/recruit-test-data.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { makeTrainingScrap } from '../../test/fixtures.ts';
import { failWith, type MockHandler, mockApi } from '../../test/mock-api.ts';
import { pickOption } from '../../test/queries.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { MyScrapEduPage } from './my-scrap-edu.tsx';
import { MyScrapJobPage } from './my-scrap-job.tsx';

const REGIONS = [
  { regionCode: 101010, regionName: '서울 강남구' },
  { regionCode: 101020, regionName: '서울 강동구' },
  { regionCode: 106010, regionName: '부산 강서구' },
];

function makeRecruitScrap(n: number, overrides: Partial<RecruitScrap> = {}): RecruitScrap {
  return {
    ...makePosting({ id: `p${n}`, title: `저장한 공고 ${n}`, companyName: `회사 ${n}` }),
    scrapId: n,
    scrappedAt: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

function setupJob(search = '', list: MockHandler, handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /v1/scrap/recruit/list': list,
    'GET /v1/region/all': () => ({ data: REGIONS }),
    ...handlers,
  });
  const view = renderRoute(<MyScrapJobPage />, {
    path: '/mytodo/scrap/job',
    initialEntries: [`/mytodo/scrap/job${search}`],
  });
  const currentSearch = () => new URLSearchParams(view.router.state.location.search);
  const listCalls = () => api.calls('GET /v1/scrap/recruit/list').map((call) => call.url.searchParams);
  return { api, ...view, currentSearch, listCalls };
}

beforeEach(() => {
  useSessionStore.getState().setSession({ accessToken: 'access', memberId: 7, nickname: '봄날' });
});
afterEach(() => {
  useSessionStore.getState().clearSession();
});

describe('/mytodo/scrap/job', () => {
  it('asks for 최신 순, page 0, everywhere by default and shows the cards newest first as answered', async () => {
    const { listCalls } = setupJob('', () => ({
      data: toPage([makeRecruitScrap(2), makeRecruitScrap(1, { deadline: '마감', active: 0 })], 0, 6, 2),
    }));
    const first = await screen.findByRole('button', { name: '저장한 공고 2' });
    const params = listCalls().at(-1)!;
    expect(params.get('pageNum')).toBe('0');
    expect(params.get('sortBy')).toBe('최신 순');
    expect(params.has('locName')).toBe(false);
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      '저장한 공고 2',
      '저장한 공고 1',
    ]);
    const closed = within(cards[1]!);
    expect(closed.getByText('마감')).toBeInTheDocument();
    expect(within(first.closest('li')!).getByText('회사 2')).toBeInTheDocument();
    expect(within(first.closest('li')!).getByText('서울 강남구')).toBeInTheDocument();
    expect(within(first.closest('li')!).getByText(/11월 20일\(금\)$/)).toBeInTheDocument();
    expect(screen.getByText('2개')).toBeInTheDocument();
    // The tabs are links; 채용 정보 is the selected one.
    expect(screen.getByRole('tab', { name: '채용 정보' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '학원 정보' })).toHaveAttribute('href', '/mytodo/scrap/edu');
  });

  it('reads sort, region and page from the address (page − 1 on the wire)', async () => {
    const { listCalls } = setupJob('?sort=오래된+순&location=서울+강남구&page=2', () => ({
      data: toPage([makeRecruitScrap(7)], 1, 6, 7),
    }));
    await screen.findByRole('button', { name: '저장한 공고 7' });
    const params = listCalls().at(-1)!;
    expect(params.get('pageNum')).toBe('1');
    expect(params.get('sortBy')).toBe('오래된 순');
    expect(params.get('locName')).toBe('서울 강남구');
    expect(screen.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /^지역 선택/ })).toHaveTextContent('서울 강남구');
  });

  it('a sort change writes the address and starts at page 1; a page change keeps the sort', async () => {
    const { currentSearch, listCalls } = setupJob('?page=2', ({ url }) => ({
      data: toPage([makeRecruitScrap(1)], Number(url.searchParams.get('pageNum')), 6, 14),
    }));
    await screen.findByRole('button', { name: '저장한 공고 1' });
    const user = userEvent.setup();
    await pickOption(user, /^정렬/, '오래된 순');
    await waitFor(() => expect(currentSearch().get('sort')).toBe('오래된 순'));
    expect(currentSearch().has('page')).toBe(false);
    await waitFor(() => expect(listCalls().at(-1)!.get('sortBy')).toBe('오래된 순'));
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    await waitFor(() => expect(currentSearch().get('page')).toBe('3'));
    expect(currentSearch().get('sort')).toBe('오래된 순');
    await waitFor(() => expect(listCalls().at(-1)!.get('pageNum')).toBe('2'));
  });

  it('picks a region (city, then district) into the address', async () => {
    const { currentSearch, listCalls } = setupJob('', () => ({
      data: toPage([makeRecruitScrap(1)], 0, 6, 1),
    }));
    await screen.findByRole('button', { name: '저장한 공고 1' });
    const user = userEvent.setup();
    await pickOption(user, /^지역 선택/, /^서울$/);
    await user.click(await screen.findByRole('option', { name: '강동구' }));
    await waitFor(() => expect(currentSearch().get('location')).toBe('서울 강동구'));
    await waitFor(() => expect(listCalls().at(-1)!.get('locName')).toBe('서울 강동구'));
  });

  it('empty: says so and offers /jobsearch', async () => {
    setupJob('', () => ({ data: toPage([], 0, 6, 0) }));
    expect(await screen.findByText('스크랩한 채용 공고가 아직 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '채용 정보 보러 가기' })).toHaveAttribute('href', '/jobsearch');
  });

  it('empty with a region chosen: says nothing saved matches and clears the region', async () => {
    const { currentSearch } = setupJob('?location=부산', () => ({ data: toPage([], 0, 6, 0) }));
    expect(await screen.findByText('부산 전체에 스크랩한 채용 공고가 없어요.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '지역 선택 지우기' }));
    await waitFor(() => expect(currentSearch().has('location')).toBe(false));
  });

  it('a failed list shows 오류: with the message and 다시 시도', async () => {
    let fail = true;
    setupJob('', () =>
      fail
        ? { error: { status: 503, code: 'SERVICE_UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' } }
        : { data: toPage([makeRecruitScrap(1)], 0, 6, 1) },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('오류: 잠시 후 다시 시도해 주세요.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('button', { name: '저장한 공고 1' })).toBeInTheDocument();
  });

  it('shows 로딩 중... while the first answer is on its way', async () => {
    setupJob('', () => new Promise(() => {}));
    expect(await screen.findByText('로딩 중...')).toBeInTheDocument();
  });

  it('삭제 asks first (취소 focused); 취소 keeps it, 삭제 removes it with the toast', async () => {
    let items = [makeRecruitScrap(2), makeRecruitScrap(1)];
    const { api } = setupJob('', () => ({ data: toPage(items, 0, 6, items.length) }), {
      'DELETE /v1/scrap/recruit/p2': () => {
        items = items.filter((item) => item.id !== 'p2');
        return { data: { deleted: 1 } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '저장한 공고 2 스크랩 삭제' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('스크랩을 삭제하시겠습니까?');
    expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /v1/scrap/recruit/p2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '저장한 공고 2 스크랩 삭제' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('채용 스크랩이 삭제되었습니다.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '저장한 공고 2' })).not.toBeInTheDocument(),
    );
    expect(api.calls('DELETE /v1/scrap/recruit/p2')).toHaveLength(1);
  });

  it('a failed removal says so in an alert and keeps the card', async () => {
    setupJob('', () => ({ data: toPage([makeRecruitScrap(1)], 0, 6, 1) }), {
      'DELETE /v1/scrap/recruit/p1': failWith(500, 'INTERNAL', '문제'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '저장한 공고 1 스크랩 삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveTextContent(
        '스크랩 삭제에 실패했습니다. 다시 시도해주세요.',
      ),
    );
    expect(screen.getByRole('button', { name: '저장한 공고 1' })).toBeInTheDocument();
  });

  it('goes back a page when the last card of the last page is gone', async () => {
    const { currentSearch } = setupJob('?page=3', ({ url }) =>
      url.searchParams.get('pageNum') === '2'
        ? { data: toPage([], 2, 6, 12) }
        : { data: toPage([makeRecruitScrap(1)], 1, 6, 12) },
    );
    await waitFor(() => expect(currentSearch().get('page')).toBe('2'));
  });

  it('a card opens the posting’s detail from the snapshot', async () => {
    setupJob('', () => ({ data: toPage([makeRecruitScrap(1)], 0, 6, 1) }));
    await userEvent.setup().click(await screen.findByRole('button', { name: '저장한 공고 1' }));
    const dialog = await screen.findByRole('dialog', { name: '채용 공고' });
    expect(within(dialog).getByRole('heading', { name: '저장한 공고 1' })).toBeInTheDocument();
  });
});

describe('/mytodo/scrap/edu', () => {
  it('shows 마감, 0원 and the way to 고용24; 삭제 removes only this round with the spec’s message', async () => {
    const api = mockApi({
      'GET /v1/scrap/training/list': () => ({ data: toPage([makeTrainingScrap()], 0, 6, 1) }),
      'GET /v1/region/all': () => ({ data: REGIONS }),
      'DELETE /v1/scrap/training/AIG1': () => ({ data: { deleted: 1 } }),
    });
    renderRoute(<MyScrapEduPage />, { path: '/mytodo/scrap/edu' });
    const card = (await screen.findByRole('heading', { name: '요양보호사 양성과정' })).closest('li')!;
    const inCard = within(card);
    expect(inCard.getByText('마감')).toBeInTheDocument();
    // 본인부담액 known at saving time: shown as what the person pays, 0 as 0원.
    expect(
      inCard.getByText('내가 내는 돈(본인부담액)', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('0원');
    expect(inCard.queryByText(/무료|수강료/)).not.toBeInTheDocument();
    expect(inCard.getByText('서울중앙요양보호사교육원')).toBeInTheDocument();
    expect(inCard.getByText('45일')).toBeInTheDocument();
    const link = inCard.getByRole('link', { name: /고용24에서 과정 보기 \(새 창\)/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('tab', { name: '학원 정보' })).toHaveAttribute('aria-selected', 'true');

    const user = userEvent.setup();
    await user.click(inCard.getByRole('button', { name: '요양보호사 양성과정 스크랩 삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('교육 스크랩이 성공적으로 삭제되었습니다.')).toBeInTheDocument();
    const [call] = api.calls('DELETE /v1/scrap/training/AIG1');
    expect(call!.url.searchParams.get('trprDegr')).toBe('3');
    expect(call!.url.searchParams.get('trainstCstId')).toBe('500020043526');
  });

  it('empty: says so and offers /learning', async () => {
    mockApi({
      'GET /v1/scrap/training/list': () => ({ data: toPage([], 0, 6, 0) }),
      'GET /v1/region/all': () => ({ data: REGIONS }),
    });
    renderRoute(<MyScrapEduPage />, { path: '/mytodo/scrap/edu' });
    expect(await screen.findByText('스크랩한 훈련과정이 아직 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '교육 정보 보러 가기' })).toHaveAttribute('href', '/learning');
  });
});
