import type { Course, DataSource, TrainingList } from '@dasibom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetResidencePrefillForTests } from '../../components/filters/use-residence-prefill.ts';
import { makeOccupationPage } from '../../features/jobs/occupation-test-data.ts';
import { formatCourseDates } from '../../features/training/format-course.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { makeCourse } from '../../test/fixtures.ts';
import { type MockHandler, mockApi } from '../../test/mock-api.ts';
import { refusingDeepPages } from '../../test/page-param-cases.ts';
import { escapeCloses, optionTexts } from '../../test/queries.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { LearningPage } from './learning.tsx';

// This year's dates, so the card shows them without a year whenever the test runs.
const YEAR = new Date().getFullYear();
const START = `${YEAR}-07-01`;
const END = `${YEAR}-08-14`;
const DATES_TEXT = formatCourseDates(START, END);

const REGIONS = [
  { regionCode: 101010, regionName: '서울 강남구' },
  { regionCode: 101180, regionName: '서울 종로구' },
  { regionCode: 106030, regionName: '부산 해운대구' },
  { regionCode: 102090, regionName: '경기 고양시 덕양구' },
];

function course(overrides: Partial<Course> = {}): Course {
  return makeCourse({ traStartDate: START, traEndDate: END, ...overrides });
}

function list(
  courses: Course[],
  { total = courses.length, source = 'WORK24' as DataSource, pageNum = 0 } = {},
): TrainingList {
  return {
    srchList: courses,
    scn_cnt: total,
    pageNum,
    pageSize: 12,
    source,
    syncedAt: new Date(Date.now() - 12 * 60_000).toISOString(),
  };
}

function setup({
  entry = '/learning',
  training = () => ({ data: list([course()], { total: 1234 }) }),
}: {
  entry?: string;
  training?: MockHandler;
} = {}) {
  const api = mockApi({
    'GET /v1/job/list': ({ url }) => ({ data: makeOccupationPage(Number(url.searchParams.get('pageNum'))) }),
    'GET /v1/region/all': () => ({ data: REGIONS }),
    'GET /v1/training/list': training,
  });
  const view = renderRoute(<LearningPage />, { path: '/learning', initialEntries: [entry] });
  return { api, ...view };
}

/** The query of the last list request. */
function lastQuery(api: ReturnType<typeof mockApi>) {
  const calls = api.calls('GET /v1/training/list');
  const last = calls.at(-1);
  if (!last) throw new Error('no training list request');
  return Object.fromEntries(last.url.searchParams);
}

const TRAINING_ERROR = '훈련과정을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

function currentSearch(router: { state: { location: { search: string } } }) {
  return new URLSearchParams(router.state.location.search);
}

afterEach(() => {
  useSessionStore.getState().clearSession();
  resetResidencePrefillForTests();
});

describe('/learning', () => {
  it('asks for 요양보호사, 이론 위주, 마감 임박순, page 0 by default and shows the count line', async () => {
    const { api } = setup();
    expect(
      await screen.findByRole('heading', { level: 2, name: '1,234개의 훈련과정이 모집 중이에요' }),
    ).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({
      pageNum: '0',
      jobName: '요양보호사',
      type: '이론 위주',
      sortBy: '마감 임박순',
    });
    expect(screen.getByRole('button', { name: '직업 종류 요양보호사' })).toBeInTheDocument();
    expect(screen.getByText('고용24 · 12분 전 기준')).toBeInTheDocument();
    // The occupation names come from the job list's three pages, asked for at once.
    expect(api.calls('GET /v1/job/list').map((call) => call.url.searchParams.get('pageNum'))).toEqual([
      '0',
      '1',
      '2',
    ]);
  });

  it('maps the address: job= (no jobName), location, type, sort and page → pageNum', async () => {
    const { api } = setup({
      entry: `/learning?job=&location=${encodeURIComponent('서울 강남구')}&type=${encodeURIComponent('실습 위주')}&sort=${encodeURIComponent('마감 여유순')}&page=3`,
      training: () => ({ data: list([course()], { total: 40, pageNum: 2 }) }),
    });
    await screen.findByRole('heading', { level: 2, name: '40개의 훈련과정이 모집 중이에요' });
    expect(lastQuery(api)).toEqual({
      pageNum: '2',
      regionName: '서울 강남구',
      type: '실습 위주',
      sortBy: '마감 여유순',
    });
    expect(screen.getByRole('button', { name: '직업 종류 전체 직업' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 페이지' })).toHaveAttribute('aria-current', 'page');
  });

  it('ignores a job that is not an occupation once the names are known', async () => {
    const { api } = setup({ entry: `/learning?job=${encodeURIComponent('우주비행사')}` });
    await screen.findByRole('heading', { level: 2, name: '1,234개의 훈련과정이 모집 중이에요' });
    expect(api.calls('GET /v1/training/list')).toHaveLength(1);
    expect(lastQuery(api).jobName).toBe('요양보호사');
  });

  it('switching to 실습 위주 sends type=실습 위주 and goes back to page 1', async () => {
    const user = userEvent.setup();
    const { api, router } = setup({
      entry: '/learning?page=2',
      training: () => ({ data: list([course()], { total: 30, pageNum: 1 }) }),
    });
    await screen.findByRole('heading', { level: 2, name: '30개의 훈련과정이 모집 중이에요' });
    expect(lastQuery(api).pageNum).toBe('1');

    const group = screen.getByRole('radiogroup', { name: '훈련과정 종류' });
    expect(within(group).getByRole('radio', { name: '이론 위주' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: '실습 위주' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ type: '실습 위주', pageNum: '0' }));
    expect(currentSearch(router).get('type')).toBe('실습 위주');
    expect(currentSearch(router).get('page')).toBeNull();
  });

  it('sorts by 마감 여유순 and explains that 마감 임박순 means starting soonest', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await screen.findByRole('heading', { level: 2, name: '1,234개의 훈련과정이 모집 중이에요' });
    const sort = screen.getByRole('radiogroup', { name: '정렬' });
    expect(sort).toHaveAccessibleDescription(/신청 마감일이 없어요. 마감 임박순은 개강이 빠른 순서/);
    await user.click(within(sort).getByRole('radio', { name: '마감 여유순' }));
    await waitFor(() => expect(lastQuery(api).sortBy).toBe('마감 여유순'));
  });

  it('pages with the 1-based page in the address and pageNum = page − 1 on the wire', async () => {
    const user = userEvent.setup();
    const { api, router } = setup({ training: () => ({ data: list([course()], { total: 30 }) }) });
    await screen.findByRole('heading', { level: 2, name: '30개의 훈련과정이 모집 중이에요' });
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(lastQuery(api).pageNum).toBe('1'));
    expect(currentSearch(router).get('page')).toBe('2');
  });

  it('picks another occupation; picking the chosen one again clears it (every occupation)', async () => {
    const user = userEvent.setup();
    const { api, router } = setup({ entry: '/learning?page=2' });
    await screen.findByRole('heading', { level: 2, name: '1,234개의 훈련과정이 모집 중이에요' });

    await user.click(screen.getByRole('button', { name: '직업 종류 요양보호사' }));
    const options = await screen.findByRole('listbox', { name: '직업 종류' });
    // "전체 직업" first, then the 20 names in the server's order.
    expect(within(options).getAllByRole('option')).toHaveLength(21);
    expect(within(options).getAllByRole('option')[0]).toHaveTextContent('전체 직업');
    await user.click(within(options).getByRole('option', { name: '바리스타' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ jobName: '바리스타', pageNum: '0' }));
    expect(currentSearch(router).get('job')).toBe('바리스타');

    await user.click(screen.getByRole('button', { name: '직업 종류 바리스타' }));
    await user.click(
      within(await screen.findByRole('listbox', { name: '직업 종류' })).getByRole('option', {
        name: '바리스타',
      }),
    );
    await waitFor(() => expect(lastQuery(api).jobName).toBeUndefined());
    expect(currentSearch(router).get('job')).toBe('');
    expect(screen.getByRole('button', { name: '직업 종류 전체 직업' })).toBeInTheDocument();
  });

  it('picks a city, then a district, with a way back to the cities', async () => {
    const user = userEvent.setup();
    const { api, router } = setup();
    await screen.findByRole('heading', { level: 2, name: '1,234개의 훈련과정이 모집 중이에요' });

    await user.click(screen.getByRole('button', { name: '거주지 전국' }));
    const dialog = await screen.findByRole('dialog', { name: '거주지' });
    const cities = await within(dialog).findByRole('listbox', { name: '시·도' });
    expect(optionTexts(cities)).toEqual(['전국', '서울', '부산', '경기']);
    // Picking a city keeps the list open and switches it to that city's districts.
    await user.click(within(cities).getByRole('option', { name: '부산' }));
    let districts = within(dialog).getByRole('listbox', { name: '부산 시·군·구' });
    expect(optionTexts(districts)).toEqual(['부산 전체', '해운대구']);
    await user.click(within(dialog).getByRole('button', { name: '시·도 다시 고르기' }));
    await user.click(
      within(within(dialog).getByRole('listbox', { name: '시·도' })).getByRole('option', { name: '서울' }),
    );
    districts = within(dialog).getByRole('listbox', { name: '서울 시·군·구' });
    await user.click(within(districts).getByRole('option', { name: '강남구' }));

    await waitFor(() => expect(lastQuery(api).regionName).toBe('서울 강남구'));
    expect(screen.queryByRole('dialog', { name: '거주지' })).not.toBeInTheDocument();
    expect(currentSearch(router).get('location')).toBe('서울 강남구');
  });

  it('Escape closes a filter list without changing the filter', async () => {
    const user = userEvent.setup();
    const { api, router } = setup({ entry: `/learning?location=${encodeURIComponent('부산')}` });
    await screen.findByRole('heading', { level: 2, name: '1,234개의 훈련과정이 모집 중이에요' });
    const job = screen.getByRole('button', { name: '직업 종류 요양보호사' });
    await user.click(job);
    await screen.findByRole('listbox', { name: '직업 종류' });
    await escapeCloses(user, 'listbox');
    expect(job).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '거주지 부산 전체' }));
    // It opens where the choice is: 부산's districts, with 부산 전체 chosen and focused.
    await waitFor(() => expect(screen.getByRole('option', { name: '부산 전체' })).toHaveFocus());
    await escapeCloses(user, 'listbox');
    expect(router.state.location.search).toBe(`?location=${encodeURIComponent('부산')}`);
    expect(api.calls('GET /v1/training/list')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '직업 종류 요양보호사' })).toBeInTheDocument();
  });

  it('works with the keyboard alone: city, then district, focus back on the field', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await screen.findByRole('heading', { level: 2, name: '1,234개의 훈련과정이 모집 중이에요' });
    const trigger = screen.getByRole('button', { name: '거주지 전국' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const cities = await screen.findByRole('listbox', { name: '시·도' });
    await waitFor(() => expect(within(cities).getByRole('option', { name: '전국' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const districts = await screen.findByRole('listbox', { name: '부산 시·군·구' });
    await waitFor(() => expect(within(districts).getByRole('option', { name: '부산 전체' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(lastQuery(api).regionName).toBe('부산 해운대구'));
    await waitFor(() => expect(screen.getByRole('button', { name: '거주지 부산 해운대구' })).toHaveFocus());
  });

  it('"{city} 전체" selects the whole city; picking the chosen value again clears it', async () => {
    const user = userEvent.setup();
    const { api, router } = setup({ entry: `/learning?location=${encodeURIComponent('서울 강남구')}` });
    await screen.findByRole('heading', { level: 2, name: '1,234개의 훈련과정이 모집 중이에요' });
    expect(lastQuery(api).regionName).toBe('서울 강남구');

    // It opens at the chosen district's city, the district marked; the whole city is a choice of its own.
    await user.click(screen.getByRole('button', { name: '거주지 서울 강남구' }));
    const seoul = await screen.findByRole('listbox', { name: '서울 시·군·구' });
    expect(within(seoul).getByRole('option', { name: '강남구' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(seoul).getByRole('option', { name: '서울 전체' }));
    await waitFor(() => expect(lastQuery(api).regionName).toBe('서울'));
    expect(screen.getByRole('button', { name: '거주지 서울 전체' })).toBeInTheDocument();

    // The chosen value picked again clears it.
    await user.click(screen.getByRole('button', { name: '거주지 서울 전체' }));
    await user.click(
      within(await screen.findByRole('listbox', { name: '서울 시·군·구' })).getByRole('option', {
        name: '서울 전체',
      }),
    );
    await waitFor(() => expect(currentSearch(router).get('location')).toBeNull());
    await waitFor(() => expect(lastQuery(api).regionName).toBeUndefined());
    expect(screen.getByRole('button', { name: '거주지 전국' })).toBeInTheDocument();
  });

  it('shows chips that clear one condition, and 초기화 restores the defaults', async () => {
    const user = userEvent.setup();
    const { api, router } = setup({
      entry: `/learning?job=${encodeURIComponent('바리스타')}&location=${encodeURIComponent('부산')}&type=${encodeURIComponent('실습 위주')}&sort=${encodeURIComponent('마감 여유순')}`,
    });
    await screen.findByRole('heading', { level: 2, name: '1,234개의 훈련과정이 모집 중이에요' });
    const chips = screen.getByRole('group', { name: '선택한 조건' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      '바리스타바리스타 필터 지우기',
      '부산 전체부산 전체 필터 지우기',
      '실습 위주실습 위주 필터 지우기',
    ]);

    await user.click(screen.getByRole('button', { name: '부산 전체 필터 지우기' }));
    await waitFor(() => expect(lastQuery(api).regionName).toBeUndefined());
    await user.click(screen.getByRole('button', { name: '바리스타 필터 지우기' }));
    await waitFor(() => expect(lastQuery(api).jobName).toBeUndefined());
    expect(currentSearch(router).get('job')).toBe('');

    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        pageNum: '0',
        jobName: '요양보호사',
        type: '이론 위주',
        sortBy: '마감 임박순',
      }),
    );
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: '초기화' })).not.toBeInTheDocument();
  });

  it("pre-fills a member's residence once per browser session; clearing it sticks", async () => {
    useSessionStore.getState().setSession({
      accessToken: 'access',
      memberId: 7,
      nickname: '봄날',
      regionName: '서울 강남구',
    });
    const user = userEvent.setup();
    const first = setup();
    await waitFor(() => expect(lastQuery(first.api).regionName).toBe('서울 강남구'));
    // The list waited for the pre-fill instead of first asking for the whole country.
    expect(first.api.calls('GET /v1/training/list')).toHaveLength(1);
    expect(currentSearch(first.router).get('location')).toBe('서울 강남구');
    // A replace: going back does not return to the address without the location.
    expect(first.router.state.historyAction).toBe('REPLACE');

    await user.click(await screen.findByRole('button', { name: '서울 강남구 필터 지우기' }));
    await waitFor(() => expect(currentSearch(first.router).get('location')).toBeNull());
    first.unmount();

    // Another visit in the same session: no second pre-fill.
    const second = setup();
    await screen.findByRole('heading', { level: 2, name: '1,234개의 훈련과정이 모집 중이에요' });
    expect(lastQuery(second.api).regionName).toBeUndefined();
    expect(currentSearch(second.router).get('location')).toBeNull();
  });

  it('never pre-fills an address that names its location, even as everywhere (location=)', async () => {
    useSessionStore.getState().setSession({
      accessToken: 'access',
      memberId: 7,
      nickname: '봄날',
      regionName: '서울 강남구',
    });
    const { api, router } = setup({ entry: '/learning?location=' });
    await screen.findByRole('heading', { level: 2, name: '1,234개의 훈련과정이 모집 중이에요' });
    expect(api.calls('GET /v1/training/list')).toHaveLength(1);
    expect(lastQuery(api).regionName).toBeUndefined();
    expect(router.state.location.search).toBe('?location=');
  });

  it('a page past the end shows the last page instead, in place', async () => {
    const { api, router } = setup({
      entry: '/learning?page=9',
      training: ({ url }) => ({
        data: list([course()], { total: 30, pageNum: Number(url.searchParams.get('pageNum')) }),
      }),
    });
    await waitFor(() => expect(currentSearch(router).get('page')).toBe('3'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.preventScrollReset).toBe(true);
    await waitFor(() => expect(lastQuery(api).pageNum).toBe('2'));
  });

  it('does not pre-fill for visitors', async () => {
    const { api, router } = setup();
    await screen.findByRole('heading', { level: 2, name: '1,234개의 훈련과정이 모집 중이에요' });
    expect(lastQuery(api).regionName).toBeUndefined();
    expect(router.state.location.search).toBe('');
  });

  it('shows cards with the fee as 고용24 names it, dates and duration, and opens the detail with the link to 고용24', async () => {
    const user = userEvent.setup();
    setup({
      training: () => ({
        data: list([
          course(),
          course({
            trprId: 'AIG20240000499999',
            title: '요양보호사 실습 집중반',
            realMan: 0,
            courseMan: null,
            selfPay: null,
            telNo: null,
            type: '실습 위주',
          }),
        ]),
      }),
    });
    const results = await screen.findByRole('region', { name: /훈련과정이 모집 중이에요/ });
    const cards = within(results).getAllByRole('listitem');
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('서울중앙요양보호사교육원')).toBeInTheDocument();
    expect(within(first).getByText('서울 강남구 테헤란로 123, 4층')).toBeInTheDocument();
    expect(within(first).getByText('45일 과정')).toBeInTheDocument();
    expect(DATES_TEXT).toMatch(/^7월 1일\([일월화수목금토]\) ~ 8월 14일\([일월화수목금토]\)$/);
    expect(within(first).getByText(DATES_TEXT)).toBeInTheDocument();
    // 본인부담액 where the course detail gave it, as what the person pays; 실제 훈련비 is not offered as that.
    const fee = (card: HTMLElement, label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fee(first, '내가 내는 돈(본인부담액)')).toHaveTextContent('37,970원');
    expect(within(first).queryByText('189,850원')).not.toBeInTheDocument();
    // Unknown: 실제 훈련비 under its own name, saying it is before support; 0 is 0원.
    expect(fee(second, '실제 훈련비')).toHaveTextContent('0원');
    expect(fee(second, '실제 훈련비')).toHaveTextContent('지원금을 빼기 전 금액이에요.');
    expect(within(second).queryByText('내가 내는 돈(본인부담액)')).not.toBeInTheDocument();
    expect(screen.queryByText(/무료|수강료|본인이 내는 금액/)).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: '요양보호사 양성과정 (주간반)' }));
    const dialog = await screen.findByRole('dialog', { name: '요양보호사 양성과정 (주간반)' });
    const row = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
    const facts: [string, string][] = [
      ['지역', '서울 강남구'],
      ['훈련기관', '서울중앙요양보호사교육원'],
      ['기간', DATES_TEXT],
      ['훈련일수', '45일'],
      ['내가 내는 돈(본인부담액)', '37,970원'],
      ['내가 내는 돈(본인부담액)', '지원 조건에 따라 달라질 수 있으니'],
      ['실제 훈련비', '189,850원'],
      ['실제 훈련비', '지원금을 빼기 전 금액이에요.'],
      ['수강비', '189,850원'],
    ];
    for (const [label, text] of facts) expect(row(label)).toHaveTextContent(text);
    expect(within(dialog).queryByText(/수강료|전체 훈련비|본인이 내는 금액|무료/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '02-555-1234' })).toHaveAttribute(
      'href',
      'tel:02-555-1234',
    );
    const link = within(dialog).getByRole('link', { name: '고용24에서 과정 보기 (새 창)' });
    expect(link).toHaveAttribute('href', course().titleLink);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).queryByText(/예시 데이터로 만든 과정/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(second).getByRole('button', { name: '요양보호사 실습 집중반' }));
    const other = await screen.findByRole('dialog', { name: '요양보호사 실습 집중반' });
    const otherRow = (label: string) => within(other).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(otherRow('실제 훈련비')).toHaveTextContent(
      '0원지원금을 빼기 전 금액이에요. 내가 내는 돈은 고용24 과정 안내에서 확인해 주세요.',
    );
    expect(within(other).queryByText('내가 내는 돈(본인부담액)')).not.toBeInTheDocument();
    expect(within(other).queryByText('수강비')).not.toBeInTheDocument();
    expect(within(other).getByText('알려진 번호가 없어요')).toBeInTheDocument();
  });

  it('marks sample data with the 예시 데이터 badge, in the list and next to the outside link', async () => {
    const user = userEvent.setup();
    setup({ training: () => ({ data: list([course()], { source: 'SAMPLE' }) }) });
    expect(await screen.findByText('예시 데이터')).toBeInTheDocument();
    expect(screen.getByText(/실제 고용24 훈련과정이 아니에요/)).toBeInTheDocument();
    expect(screen.queryByText(/고용24 ·/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '요양보호사 양성과정 (주간반)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/예시 데이터로 만든 과정이라 실제로 열리지 않아요/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '고용24에서 과정 보기 (새 창)' })).toBeInTheDocument();
  });

  it('shows the empty state with a reset, and an error with a retry', async () => {
    const user = userEvent.setup();
    let fail = false;
    const { api, router } = setup({
      entry: `/learning?location=${encodeURIComponent('부산')}`,
      training: () =>
        fail
          ? { error: { status: 500, code: 'INTERNAL', message: '서버 오류' } }
          : { data: list([], { total: 0 }) },
    });
    expect(await screen.findByText('조건에 맞는 훈련과정이 없어요')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '0개의 훈련과정이 모집 중이에요' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '조건 초기화' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    fail = true;
    await user.click(screen.getByRole('button', { name: '직업 종류 요양보호사' }));
    await user.click(
      within(await screen.findByRole('listbox', { name: '직업 종류' })).getByRole('option', {
        name: '보육교사',
      }),
    );
    expect(
      await screen.findByText('훈련과정을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'),
    ).toBeInTheDocument();
    fail = false;
    const before = api.calls('GET /v1/training/list').length;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(api.calls('GET /v1/training/list').length).toBe(before + 1));
    expect(await screen.findByText('조건에 맞는 훈련과정이 없어요')).toBeInTheDocument();
  });
});

describe('/learning: deep pages (the API answers 1,000 pages)', () => {
  const listOf = (total: number) => refusingDeepPages((pageNum) => list([course()], { total, pageNum }));
  const note = '처음 12,000건까지 볼 수 있어요. 직업 종류나 거주지를 골라 좁혀 보세요.';

  it('a link to page 5000 of a long list shows page 1000 with the real count and why the pages end', async () => {
    const { api } = setup({ entry: '/learning?job=&page=5000', training: listOf(416_000) });
    expect(
      await screen.findByRole('heading', { level: 2, name: '416,000개의 훈련과정이 모집 중이에요' }),
    ).toBeInTheDocument();
    const pageNums = api.calls('GET /v1/training/list').map((call) => call.url.searchParams.get('pageNum'));
    expect(pageNums).toContain('999');
    expect(pageNums.every((pageNum) => pageNum === '999')).toBe(true);
    expect(screen.getByRole('button', { name: '1000 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '다음 페이지 묶음' })).toBeDisabled();
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.queryByText(TRAINING_ERROR)).not.toBeInTheDocument();
  });

  it('a link to page 5000 of a short list ends on its last page, not on an error', async () => {
    const { api, router } = setup({ entry: '/learning?page=5000', training: listOf(30) });
    await waitFor(() => expect(currentSearch(router).get('page')).toBe('3'));
    await waitFor(() => expect(lastQuery(api).pageNum).toBe('2'));
    expect(await screen.findByRole('button', { name: '3 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText(TRAINING_ERROR)).not.toBeInTheDocument();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('says nothing about an end when every course has a page', async () => {
    setup({ training: listOf(12_000) });
    expect(
      await screen.findByRole('heading', { level: 2, name: '12,000개의 훈련과정이 모집 중이에요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '페이지 이동' })).toBeInTheDocument();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });
});

beforeEach(() => {
  useSessionStore.getState().clearSession();
});

describe('/learning: the open course lives in the address', () => {
  it('opening adds only `course` (an explicit location= stays); closing takes it out', async () => {
    const { router } = setup({ entry: '/learning?job=&location=' });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: '요양보호사 양성과정 (주간반)' }));
    expect(await screen.findByRole('dialog', { name: '요양보호사 양성과정 (주간반)' })).toBeInTheDocument();
    expect(currentSearch(router).get('course')).toBe('AIG20240000412345:3:500020043526');
    expect(currentSearch(router).get('location')).toBe('');
    expect(currentSearch(router).get('job')).toBe('');
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(currentSearch(router).has('course')).toBe(false));
    expect(currentSearch(router).get('location')).toBe('');
  });

  it('an address naming a course of the page opens it (a visitor back from the login screen)', async () => {
    setup({ entry: '/learning?course=AIG20240000412345:3:500020043526' });
    const dialog = await screen.findByRole('dialog', { name: '요양보호사 양성과정 (주간반)' });
    // Its scrap toggle is there (a visitor's: greyed, explains on press).
    expect(within(dialog).getByRole('button', { name: '담기' })).toHaveAttribute('aria-pressed', 'false');
  });
});
