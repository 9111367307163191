import type { MyTodoGroup } from '@dasibom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { QUICK_ADDED_MESSAGE } from '../../features/todos/components/quick-add-panel.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { useToastStore } from '../../stores/toast-store.ts';
import { failWith, type MockHandler, mockApi } from '../../test/mock-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { QuickAddSlot } from './quick-add-slot.tsx';

const JOBS = [
  { todoGroupId: 11, jobName: '요양보호사', jobId: 1 },
  { todoGroupId: 12, jobName: '바리스타', jobId: 2 },
];

const group = (todoGroupId: number): MyTodoGroup => ({
  todoGroupId,
  memberNickname: '봄날',
  profileImage: null,
  daysAgo: 1,
  jobName: null,
  totalView: 0,
  restorableTodos: [],
  todos: [],
});

function setup({
  jobs = JOBS,
  active = 12,
  handlers = {},
}: {
  jobs?: typeof JOBS;
  active?: number;
  handlers?: Record<string, MockHandler>;
} = {}) {
  const api = mockApi({
    'GET /v1/my-dream/todo/jobs': () => ({ data: jobs }),
    'GET /v1/my-dream/todo': () => ({ data: group(active) }),
    'POST /v1/my-dream/todo-group/11': () => ({ data: { todoId: 100 } }),
    'POST /v1/my-dream/todo-group/12': () => ({ data: { todoId: 101 } }),
    ...handlers,
  });
  const view = renderRoute(<QuickAddSlot />, { path: '/jobfound' });
  return { api, ...view };
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '바로 할일 추가' }));
  return screen.findByRole('dialog', { name: '바로 할일 추가' });
}

afterEach(() => {
  useSessionStore.getState().clearSession();
});

const member = () =>
  useSessionStore.getState().setSession({ accessToken: 'a', memberId: 7, nickname: '봄날' });

describe('quick-add', () => {
  it('a closed button costs nothing: no call until it is pressed', () => {
    member();
    const { api } = setup();
    expect(screen.getByRole('button', { name: '바로 할일 추가' })).toHaveAttribute('aria-expanded', 'false');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('a visitor is told why and offered a login that comes back', async () => {
    const { api, router } = setup();
    const user = userEvent.setup();
    const dialog = await open(user);
    expect(within(dialog).getByText('할일 바로 추가는 로그인한 회원이 쓸 수 있어요.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ returnTo: '/jobfound' });
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('a member without a job is invited to /jobfound', async () => {
    member();
    setup({ jobs: [] });
    const user = userEvent.setup();
    const dialog = await open(user);
    expect(await within(dialog).findByText('담은 직업이 아직 없어요!')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '직업 찾아보기' })).toHaveAttribute('href', '/jobfound');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('adds to the job worked on last by default; 추가 is disabled for blank text', async () => {
    member();
    const { api } = setup();
    const user = userEvent.setup();
    const dialog = await open(user);
    const text = await within(dialog).findByRole('textbox', { name: /^할일/ });
    const add = within(dialog).getByRole('button', { name: '추가' });
    expect(add).toBeDisabled();
    await user.type(text, '   ');
    expect(add).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /어느 직업의 할일인가요/ })).toHaveTextContent(
      '바리스타',
    );
    await user.type(text, '원두 공부하기');
    await user.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const form = api.calls('POST /v1/my-dream/todo-group/12')[0]?.body as FormData;
    expect([...form.keys()]).toEqual(['todoTitle']);
    expect(form.get('todoTitle')).toBe('원두 공부하기');
    expect(await screen.findByText(QUICK_ADDED_MESSAGE)).toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => t.durationMs)).toEqual([2500]);
    expect(api.calls('POST /v1/my-dream/todo-group/11')).toHaveLength(0);
  });

  it('takes an optional 목표일 and sends it with the title', async () => {
    member();
    const { api } = setup();
    const user = userEvent.setup();
    const dialog = await open(user);
    await user.type(await within(dialog).findByRole('textbox', { name: /^할일/ }), '원서 내기');
    const date = within(dialog).getByLabelText(/^목표일 \(선택\)$/);
    expect(date).toHaveAttribute('type', 'date');
    fireEvent.change(date, { target: { value: '2027-03-31' } });
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const form = api.calls('POST /v1/my-dream/todo-group/12')[0]?.body as FormData;
    expect([...form.entries()]).toEqual([
      ['todoTitle', '원서 내기'],
      ['targetDate', '2027-03-31'],
    ]);
  });

  it('with several jobs another one can be chosen', async () => {
    member();
    const { api } = setup();
    const user = userEvent.setup();
    const dialog = await open(user);
    await user.click(await within(dialog).findByRole('button', { name: /어느 직업의 할일인가요/ }));
    await user.click(await screen.findByRole('option', { name: '요양보호사' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^할일/ }), '교육원 전화하기');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    await waitFor(() => expect(api.calls('POST /v1/my-dream/todo-group/11')).toHaveLength(1));
  });

  it('with one job names it; a failure keeps the text and says so', async () => {
    member();
    setup({
      jobs: [JOBS[0] as (typeof JOBS)[number]],
      active: 11,
      handlers: {
        'POST /v1/my-dream/todo-group/11': failWith(500, 'INTERNAL', '잠시 문제가 생겼어요.'),
      },
    });
    const user = userEvent.setup();
    const dialog = await open(user);
    expect(await within(dialog).findByText('요양보호사')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /어느 직업의 할일인가요/ })).not.toBeInTheDocument();
    const text = within(dialog).getByRole('textbox', { name: /^할일/ });
    await user.type(text, '서류 준비');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText('잠시 문제가 생겼어요.')).toBeInTheDocument();
    expect(text).toHaveValue('서류 준비');
  });
});
