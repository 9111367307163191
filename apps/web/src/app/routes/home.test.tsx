import type { MyTodoGroup, OtherTodoCard } from '@dasibom/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCard } from '../../features/community/community-test-data.ts';
import { makePostings, makeRecruitList } from '../../features/recruit/recruit-test-data.ts';
import { SESSION_STORAGE_KEYS, useSessionStore } from '../../stores/session-store.ts';
import { useToastStore } from '../../stores/toast-store.ts';
import { makePlan, makeTodo, NO_PLAN, signInMember } from '../../test/fixtures.ts';
import { type MockHandler, mockApi } from '../../test/mock-api.ts';
import { pageTestHooks } from '../../test/page-hooks.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { HomePage } from './home.tsx';

const todo = (todoId: number, title: string, completed = false) => makeTodo(todoId, title, { completed });

function makeMyGroup(overrides: Partial<MyTodoGroup> = {}): MyTodoGroup {
  return makePlan({
    todos: [
      todo(1, '요양보호사 교육원 알아보기'),
      todo(2, '자격증 시험 일정 확인하기', true),
      todo(3, '실습 기관 찾아보기'),
      todo(4, '건강 검진 받기'),
      todo(5, '이력서 쓰기'),
      todo(6, '면접 연습하기'),
    ],
    ...overrides,
  });
}

const DEMO_CARDS: OtherTodoCard[] = [
  makeCard({ todoGroupId: 11, memberNickname: '새봄', isDemo: true }),
  makeCard({ todoGroupId: 12, memberNickname: '하늘', isDemo: true, jobName: '바리스타' }),
];

function setup(
  handlers: Record<string, MockHandler> = {},
  initialEntries?: Parameters<typeof renderRoute>[1],
) {
  const api = mockApi({
    'GET /v1/recruit/popular': () => ({ data: [{ 'job-name': '요양보호사', count: 12 }] }),
    'GET /v1/recruit/list': () => ({ data: makeRecruitList({ job: makePostings(2), total: 2 }) }),
    'GET /v1/todo/other/public': () => ({ data: DEMO_CARDS }),
    'GET /v1/todo/other': () => ({ data: [makeCard({ todoGroupId: 21, memberNickname: '같은꿈' })] }),
    'GET /v1/my-dream/todo': () => ({ data: NO_PLAN }),
    ...handlers,
  });
  const view = renderRoute(<HomePage />, initialEntries);
  return { api, ...view };
}

const dreamers = (name: string) => screen.findByRole('region', { name });

pageTestHooks();

describe('home for a visitor', () => {
  it('offers the recommendation through the login screen and shows the hardest-working dreamers, 예시 marked', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('인생 2막');
    expect(screen.getByRole('link', { name: '직업 추천 받기' })).toHaveAttribute('href', '/login');

    const section = await dreamers('열심히 준비하는 드리머');
    const first = await within(section).findByRole('link', { name: /^새봄 예시/ });
    expect(first).toHaveAttribute('href', '/otherslist/11');
    expect(within(section).getByRole('link', { name: /^하늘 예시/ })).toHaveAttribute(
      'href',
      '/otherslist/12',
    );
    expect(within(section).getByRole('link', { name: '더 보러가기' })).toHaveAttribute('href', '/jobfound');
    expect(screen.queryByRole('heading', { name: '같은 꿈을 꾸는 드리머' })).not.toBeInTheDocument();
    // A visitor has no to-dos to read, and the public dreamers are asked without a token.
    expect(api.calls('GET /v1/my-dream/todo')).toHaveLength(0);
    expect(api.calls('GET /v1/todo/other/public')[0]!.headers.has('Authorization')).toBe(false);
    expect(api.calls('GET /v1/todo/other')).toHaveLength(0);
  });

  it('says so when there are no dreamers yet', async () => {
    setup({ 'GET /v1/todo/other/public': () => ({ data: [] }) });
    const section = await dreamers('열심히 준비하는 드리머');
    expect(
      await within(section).findByText('아직 드리머가 없어요. 첫 번째 드리머가 되어 보세요!'),
    ).toBeVisible();
  });

  it('shows a message sent with the navigation for 1.5 s, once', async () => {
    const { router } = setup(
      {},
      { initialEntries: [{ pathname: '/', state: { toast: '탈퇴가 완료되었어요.' } }] },
    );
    expect(await screen.findByText('탈퇴가 완료되었어요.')).toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => [t.message, t.durationMs])).toEqual([
      ['탈퇴가 완료되었어요.', 1500],
    ]);
    // Taken out of the history entry: a reload or coming back does not show it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });
});

describe('home for a member without a to-do group', () => {
  it('keeps the banner’s place while loading, then offers the questionnaire', async () => {
    signInMember();
    let answer!: () => void;
    const { api } = setup({
      'GET /v1/my-dream/todo': () =>
        new Promise((resolve) => {
          answer = () => resolve({ data: NO_PLAN });
        }),
    });
    expect(screen.getByRole('region', { name: '내 할일을 불러오는 중이에요' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(api.calls('GET /v1/my-dream/todo')).toHaveLength(1));
    act(() => answer());

    expect(await screen.findByRole('link', { name: '직업 추천 받기' })).toHaveAttribute('href', '/onboard');
    expect(screen.queryByRole('link', { name: '로그인 없이 먼저 해 보기' })).not.toBeInTheDocument();
    await dreamers('열심히 준비하는 드리머');
    await waitFor(() => expect(api.calls('GET /v1/todo/other/public')).toHaveLength(1));
    expect(api.calls('GET /v1/todo/other')).toHaveLength(0);
    // The popular occupations' hiring status, as for a visitor (spec: Home), asked once the plan was known.
    expect(screen.getByRole('heading', { name: '인기 직종 채용 현황' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /v1/recruit/popular')).toHaveLength(1));
    expect(api.calls('GET /v1/recruit/popular')[0]!.headers.has('Authorization')).toBe(false);
  });
});

describe('home for a returning member', () => {
  const pending = () => {
    let answer!: (group: MyTodoGroup) => void;
    const handler = () =>
      new Promise<{ data: MyTodoGroup }>((resolve) => {
        answer = (group) => resolve({ data: group });
      });
    return { handler, answer: (group: MyTodoGroup) => act(() => answer(group)) };
  };

  it('who had no plan last time gets the questionnaire banner at once while the plan loads', async () => {
    signInMember();
    setup();
    expect(await screen.findByRole('link', { name: '직업 추천 받기' })).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.homePlanHint)).toBe('7:0');
    cleanup();

    const slow = pending();
    const { api } = setup({ 'GET /v1/my-dream/todo': slow.handler });
    // Drawn before any answer: no placeholder that the banner would then push down.
    expect(screen.getByRole('link', { name: '직업 추천 받기' })).toHaveAttribute('href', '/onboard');
    expect(screen.queryByRole('region', { name: '내 할일을 불러오는 중이에요' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '인기 직종 채용 현황' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /v1/my-dream/todo')).toHaveLength(1));

    // They made a plan elsewhere since: the answer wins, and is remembered.
    slow.answer(makeMyGroup());
    expect(await screen.findByRole('heading', { level: 1, name: '요양보호사' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '직업 추천 받기' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '서울 채용 현황' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEYS.homePlanHint)).toBe('7:1'));
  });

  it('expects a plan when what home remembers belongs to someone else, and forgets it at logout', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.homePlanHint, '8:0');
    signInMember();
    const slow = pending();
    const { api } = setup({ 'GET /v1/my-dream/todo': slow.handler });
    expect(screen.getByRole('region', { name: '내 할일을 불러오는 중이에요' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('link', { name: '직업 추천 받기' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /v1/my-dream/todo')).toHaveLength(1));
    slow.answer(NO_PLAN);
    expect(await screen.findByRole('link', { name: '직업 추천 받기' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEYS.homePlanHint)).toBe('7:0'));
    act(() => useSessionStore.getState().clearSession());
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.homePlanHint)).toBeNull();
  });
});

describe('home for a member with to-dos', () => {
  it('shows the days, the job, the first 4 open to-dos, the list link and the same-dream dreamers', async () => {
    signInMember();
    const { api } = setup({ 'GET /v1/my-dream/todo': () => ({ data: makeMyGroup() }) });

    expect(await screen.findByRole('heading', { level: 1, name: '요양보호사' })).toBeInTheDocument();
    expect(screen.getByText('1일째 꿈꾸는 중')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '직업 추천 받기' })).not.toBeInTheDocument();
    const open = screen.getByRole('list', { name: '남은 할일' });
    expect(
      within(open)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['요양보호사 교육원 알아보기', '실습 기관 찾아보기', '건강 검진 받기', '이력서 쓰기']);
    expect(screen.getByRole('link', { name: '할일 목록 전체 보기' })).toHaveAttribute('href', '/mytodo');
    expect(screen.getByRole('link', { name: '경력에서 시작하기' })).toHaveAttribute('href', '/career');

    const section = await dreamers('같은 꿈을 꾸는 드리머');
    expect(await within(section).findByRole('link', { name: /^같은꿈/ })).toHaveAttribute(
      'href',
      '/otherslist/21',
    );
    expect(api.calls('GET /v1/todo/other')[0]!.headers.get('Authorization')).toBe('Bearer access');
    expect(api.calls('GET /v1/todo/other/public')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: '열심히 준비하는 드리머' })).not.toBeInTheDocument();
    // The hiring status of the region they live in (spec: Home), asked as the member.
    expect(screen.getByRole('heading', { name: '서울 채용 현황' })).toBeInTheDocument();
    expect(api.calls('GET /v1/recruit/popular')).toHaveLength(1);
    expect(api.calls('GET /v1/recruit/popular')[0]!.headers.get('Authorization')).toBe('Bearer access');
  });

  it('names the job 준비 중인 직업 when the group has none, and says when nothing is left', async () => {
    signInMember();
    setup({
      'GET /v1/my-dream/todo': () => ({
        data: makeMyGroup({ jobName: null, daysAgo: 45, todos: [todo(1, '끝난 일', true)] }),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '준비 중인 직업' })).toBeInTheDocument();
    expect(screen.getByText('45일째 꿈꾸는 중')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(/남은 할일이 없어요/)).toBeInTheDocument();
  });

  it('takes a checked to-do out of the list, saves it, and puts it back in its place on 되돌리기', async () => {
    signInMember();
    const user = userEvent.setup();
    const { api } = setup({
      'GET /v1/my-dream/todo': () => ({ data: makeMyGroup() }),
      'PATCH /v1/my-dream/todo/3/complete-state': ({ body }) => ({
        data: { todoId: 3, completed: (body as { completed: boolean }).completed },
      }),
    });
    const box = await screen.findByRole('checkbox', { name: '실습 기관 찾아보기' });
    await user.click(box);

    const titles = () => screen.getAllByRole('checkbox').map((b) => b.closest('label')!.textContent);
    // Gone at once; the next open to-do moves up into the four.
    expect(titles()).toEqual([
      '요양보호사 교육원 알아보기',
      '건강 검진 받기',
      '이력서 쓰기',
      '면접 연습하기',
    ]);
    // Focus stays in the list: on the row that took its place.
    expect(screen.getByRole('checkbox', { name: '건강 검진 받기' })).toHaveFocus();
    const toastText = await screen.findByText('할일을 완료했어요.');
    expect(api.calls('PATCH /v1/my-dream/todo/3/complete-state').map((c) => c.body)).toEqual([
      { completed: true },
    ]);

    const toastItem = toastText.closest('li') ?? toastText.parentElement!;
    await user.click(within(toastItem.parentElement ?? toastItem).getByRole('button', { name: '되돌리기' }));
    await waitFor(() =>
      expect(api.calls('PATCH /v1/my-dream/todo/3/complete-state').map((c) => c.body)).toEqual([
        { completed: true },
        { completed: false },
      ]),
    );
    expect(titles()).toEqual([
      '요양보호사 교육원 알아보기',
      '실습 기관 찾아보기',
      '건강 검진 받기',
      '이력서 쓰기',
    ]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '실습 기관 찾아보기' })).toHaveFocus());
  });

  it('puts a to-do back and says so when the check could not be saved', async () => {
    signInMember();
    const user = userEvent.setup();
    let fail!: () => void;
    const { api } = setup({
      'GET /v1/my-dream/todo': () => ({ data: makeMyGroup() }),
      'PATCH /v1/my-dream/todo/1/complete-state': () =>
        new Promise((resolve) => {
          fail = () => resolve({ error: { status: 500, code: 'INTERNAL', message: '서버 오류' } });
        }),
    });
    await user.click(await screen.findByRole('checkbox', { name: '요양보호사 교육원 알아보기' }));
    expect(screen.queryByRole('checkbox', { name: '요양보호사 교육원 알아보기' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls('PATCH /v1/my-dream/todo/1/complete-state')).toHaveLength(1));
    act(() => fail());
    expect(await screen.findByText('완료 표시를 저장하지 못했어요. 다시 시도해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '요양보호사 교육원 알아보기' })).toBeInTheDocument();
    expect(screen.queryByText('할일을 완료했어요.')).not.toBeInTheDocument();
  });
});
