import type { MyTodoGroup, RestorableTodo, TodoItem } from '@dasibom/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store.ts';
import { makePlan, makeTodo } from '../../test/fixtures.ts';
import { failWith, type MockHandler, mockApi } from '../../test/mock-api.ts';
import { pickOption } from '../../test/queries.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { MyTodoListPage, NO_JOBS_MESSAGE, parseGroupParam } from './my-todo-list.tsx';

const JOBS = [
  { todoGroupId: 11, jobName: '요양보호사', jobId: 1 },
  { todoGroupId: 12, jobName: '바리스타', jobId: 2 },
];

const todo = makeTodo;

type Deleted = {
  groupId: number;
  index: number;
  item: TodoItem;
  afterTodoId: number | null;
  restorableUntil: string;
};

/** A small in-memory server for the list's calls. `deletedBefore`: to-dos deleted before the page was loaded. */
function fakeServer({
  jobs = JOBS,
  handlers = {},
  deletedBefore = [],
}: {
  jobs?: typeof JOBS;
  handlers?: Record<string, MockHandler>;
  deletedBefore?: Deleted[];
} = {}) {
  const groups = new Map<number, TodoItem[]>([
    [
      11,
      [
        todo(1, '교육기관 찾기'),
        todo(2, '국민내일배움카드 신청', { isMemoExist: true }),
        todo(3, '시험 접수'),
      ],
    ],
    [12, [todo(21, '커피 자격증 알아보기')]],
  ]);
  const deleted = new Map<number, Deleted>(deletedBefore.map((gone) => [gone.item.todoId, gone]));
  const restorableOf = (groupId: number): RestorableTodo[] =>
    [...deleted.values()]
      .filter((gone) => gone.groupId === groupId && Date.parse(gone.restorableUntil) > Date.now())
      .map((gone) => ({
        todoId: gone.item.todoId,
        title: gone.item.title,
        afterTodoId: gone.afterTodoId,
        deletedAt: new Date(Date.parse(gone.restorableUntil) - 600_000).toISOString(),
        restorableUntil: gone.restorableUntil,
      }));
  const groupOf = (id: number): MyTodoGroup => ({
    todoGroupId: id,
    memberNickname: '봄날',
    profileImage: null,
    daysAgo: 3,
    jobName: jobs.find((job) => job.todoGroupId === id)?.jobName ?? null,
    totalView: 42,
    restorableTodos: restorableOf(id),
    todos: groups.get(id) ?? [],
  });
  const findTodo = (todoId: number) => {
    for (const [groupId, todos] of groups) {
      const item = todos.find((t) => t.todoId === todoId);
      if (item) return { groupId, item };
    }
    return null;
  };
  const idFrom = (url: URL) => Number(url.pathname.split('/')[4]);
  const h: Record<string, MockHandler> = {
    'GET /v1/my-dream/todo/jobs': () => ({ data: jobs }),
    'GET /v1/my-dream/todo': () => ({ data: groupOf(11) }),
    'GET /v1/my-dream/todo-group/12': () => ({ data: groupOf(12) }),
    'GET /v1/my-dream/todo-group/11': () => ({ data: groupOf(11) }),
    'PATCH /v1/my-dream/todo/11/public-state': ({ body }) => {
      const isPublic = (body as { isPublic: boolean }).isPublic;
      groups.set(
        11,
        (groups.get(11) ?? []).map((t) => ({ ...t, isPublic })),
      );
      return { data: { todoGroupId: 11, isPublic, todoCount: groups.get(11)?.length ?? 0 } };
    },
    ...handlers,
  };
  for (const id of [1, 2, 3, 21, ...deleted.keys()]) {
    h[`PATCH /v1/my-dream/todo/${id}/complete-state`] ??= ({ body }) => {
      const completed = (body as { completed: boolean }).completed;
      const found = findTodo(id);
      if (found) found.item.completed = completed;
      return { data: { todoId: id, completed } };
    };
    h[`PUT /v1/my-dream/todo/${id}`] ??= ({ body }) => {
      const form = body as FormData;
      const found = findTodo(id);
      if (found) found.item.title = String(form.get('todoTitle'));
      return {
        data: {
          todoId: id,
          todoGroupId: found?.groupId ?? 11,
          title: found?.item.title ?? '',
          completed: false,
          isPublic: false,
          memoText: null,
          link: null,
          linkVideoId: null,
          images: [],
          targetDate: null,
        },
      };
    };
    h[`DELETE /v1/my-dream/todo/${id}`] ??= ({ url }) => {
      const found = findTodo(idFrom(url));
      if (!found)
        return { error: { status: 404, code: 'TODO_NOT_FOUND', message: '투두 데이터를 찾을 수 없습니다.' } };
      const list = groups.get(found.groupId) ?? [];
      const index = list.indexOf(found.item);
      deleted.set(id, {
        groupId: found.groupId,
        index,
        item: found.item,
        afterTodoId: list[index - 1]?.todoId ?? null,
        restorableUntil: '2099-01-01T00:10:00.000Z',
      });
      groups.set(
        found.groupId,
        list.filter((t) => t !== found.item),
      );
      return { data: { todoId: id, deleted: true, restorableUntil: '2099-01-01T00:10:00.000Z' } };
    };
    h[`POST /v1/my-dream/todo/${id}/restore`] ??= () => {
      const gone = deleted.get(id);
      if (!gone)
        return { error: { status: 404, code: 'TODO_NOT_FOUND', message: '투두 데이터를 찾을 수 없습니다.' } };
      const list = [...(groups.get(gone.groupId) ?? [])];
      list.splice(gone.index, 0, gone.item);
      groups.set(gone.groupId, list);
      deleted.delete(id);
      return { data: gone.item };
    };
  }
  const api = mockApi(h);
  const view = renderRoute(<MyTodoListPage />, { path: '/mytodo/list' });
  return { api, groups, deleted, ...view };
}

beforeEach(() => {
  useSessionStore.getState().setSession({ accessToken: 'access', memberId: 7, nickname: '봄날' });
});
afterEach(() => {
  useSessionStore.getState().clearSession();
});

const list = () => screen.findByRole('list', { name: '요양보호사 할일' });

/** The default server, the list shown (in edit mode with `editing`). */
async function openList({ editing = false } = {}) {
  const server = fakeServer();
  const user = userEvent.setup();
  await list();
  if (editing) await user.click(screen.getByRole('button', { name: '편집' }));
  return { ...server, user };
}

describe('/mytodo/list', () => {
  it('without a chosen job says so and offers /jobfound', async () => {
    fakeServer({ jobs: [] });
    expect(await screen.findByText(NO_JOBS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '직업 찾아보기' })).toHaveAttribute('href', '/jobfound');
  });

  it('shows the group worked on last: job, 조회수, progress and the memo indicator', async () => {
    fakeServer();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.getByText('조회수 42회')).toBeInTheDocument();
    expect(screen.getByText('꿈꾼 지 3일째')).toBeInTheDocument();
    expect(screen.getByText('3개 중 0개 완료')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '할일 진행률' })).toHaveAttribute('aria-valuenow', '0');
    expect(
      screen.getByRole('link', { name: '국민내일배움카드 신청: 메모 보기 (메모 있음)' }),
    ).toHaveAttribute('href', '/mytodo/memo/2');
    expect(screen.getByRole('link', { name: '교육기관 찾기: 메모 쓰기' })).toHaveAttribute(
      'href',
      '/mytodo/edit/1',
    );
    expect(screen.getByRole('link', { name: '추가하기' })).toHaveAttribute('href', '/mytodo/add/11');
  });

  it('shows each 목표일 as a date and a D-day, kindly when overdue, plainly once done (Seoul days)', async () => {
    // 00:30 on Friday 19 March 2027 in Seoul (still the 18th in UTC).
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(new Date('2027-03-18T15:30:00Z'));
    const dated = makePlan({
      todoGroupId: 11,
      daysAgo: 3,
      todos: [
        todo(1, '교육기관 찾기', { targetDate: '2027-03-31' }),
        todo(2, '원서 내기', { targetDate: '2027-03-19' }),
        todo(3, '서류 떼기', { targetDate: '2027-03-16' }),
        todo(4, '카드 신청', { targetDate: '2027-03-16', completed: true }),
        todo(5, '날짜 없는 일'),
      ],
    });
    fakeServer({ handlers: { 'GET /v1/my-dream/todo': () => ({ data: dated }) } });
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('목표일 3월 31일(수) · D-12'),
      expect.stringContaining('목표일 3월 19일(금) · 오늘까지'),
      expect.stringContaining('목표일 3월 16일(화) · 3일 지났어요'),
      expect.not.stringContaining('지났어요'),
      expect.not.stringContaining('목표일'),
    ]);
    expect(rows[3]).toHaveTextContent('목표일 3월 16일(화)');
    // The date is part of the checkbox's name, so a screen reader hears it with the title.
    expect(screen.getByRole('checkbox', { name: /원서 내기.*오늘까지/ })).toBeInTheDocument();
  });

  it('ticking sends one update per changed to-do and the progress follows', async () => {
    const { api, user } = await openList();
    await user.click(screen.getByRole('checkbox', { name: /교육기관 찾기/ }));
    await user.click(screen.getByRole('checkbox', { name: /시험 접수/ }));
    await waitFor(() => expect(screen.getByText('3개 중 2개 완료')).toBeInTheDocument());
    await waitFor(() => {
      expect(api.calls('PATCH /v1/my-dream/todo/1/complete-state').map((c) => c.body)).toEqual([
        { completed: true },
      ]);
      expect(api.calls('PATCH /v1/my-dream/todo/3/complete-state').map((c) => c.body)).toEqual([
        { completed: true },
      ]);
    });
    expect(api.calls('PATCH /v1/my-dream/todo/2/complete-state')).toHaveLength(0);
    expect(screen.getByRole('progressbar', { name: '할일 진행률' })).toHaveAttribute(
      'aria-valuetext',
      '3개 중 2개 완료',
    );
  });

  it('taps while an update is on its way wait, and only a real change is sent after it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api } = fakeServer({
      handlers: {
        'PATCH /v1/my-dream/todo/1/complete-state': async ({ body }) => {
          await held;
          return { data: { todoId: 1, ...(body as { completed: boolean }) } };
        },
      },
    });
    const user = userEvent.setup();
    await list();
    const box = screen.getByRole('checkbox', { name: /교육기관 찾기/ });
    await user.click(box); // on: sent, held
    await user.click(box); // off: waits
    await user.click(box); // on again: back to what is on its way
    release();
    await waitFor(() => expect(box).toBeChecked());
    await waitFor(() => expect(screen.getByText('3개 중 1개 완료')).toBeInTheDocument());
    expect(api.calls('PATCH /v1/my-dream/todo/1/complete-state').map((c) => c.body)).toEqual([
      { completed: true },
    ]);
  });

  it('a failed update puts the box back and says so', async () => {
    fakeServer({
      handlers: {
        'PATCH /v1/my-dream/todo/1/complete-state': failWith(500, 'INTERNAL', '서버 오류'),
      },
    });
    const user = userEvent.setup();
    await list();
    const box = screen.getByRole('checkbox', { name: /교육기관 찾기/ });
    await user.click(box);
    expect(await screen.findByText('완료 표시를 저장하지 못했어요. 다시 시도해 주세요.')).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
    expect(screen.getByText('3개 중 0개 완료')).toBeInTheDocument();
  });

  it('edit mode: a changed title is saved alone (title only); cancel discards', async () => {
    const { api, user } = await openList({ editing: true });
    const first = await screen.findByRole('textbox', { name: /할일 1 제목/ });
    await waitFor(() => expect(first).toHaveFocus());
    await user.clear(first);
    await user.type(first, '가까운 교육기관 찾기');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('할일 제목을 저장했어요.')).toBeInTheDocument();
    const puts = api.calls('PUT /v1/my-dream/todo/1');
    expect(puts).toHaveLength(1);
    const form = puts[0]?.body as FormData;
    expect([...form.keys()]).toEqual(['todoTitle']);
    expect(form.get('todoTitle')).toBe('가까운 교육기관 찾기');
    expect(api.calls('PUT /v1/my-dream/todo/2')).toHaveLength(0);
    expect(await screen.findByRole('checkbox', { name: /가까운 교육기관 찾기/ })).toBeInTheDocument();

    // Cancel: nothing is sent, the title stays.
    await user.click(screen.getByRole('button', { name: '편집' }));
    const second = await screen.findByRole('textbox', { name: /할일 2 제목/ });
    await user.type(second, '!!');
    await user.click(screen.getByRole('button', { name: '취소' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '저장하지 않고 마치기' }));
    expect(await screen.findByRole('checkbox', { name: /^국민내일배움카드 신청/ })).toBeInTheDocument();
    expect(api.calls('PUT /v1/my-dream/todo/2')).toHaveLength(0);
  });

  it('edit mode: an emptied title is refused inline and focused', async () => {
    const { api, user } = await openList({ editing: true });
    const second = await screen.findByRole('textbox', { name: /할일 2 제목/ });
    await user.clear(second);
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('할일 제목을 입력해주세요.')).toBeInTheDocument();
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PUT /v1/my-dream/todo/2')).toHaveLength(0);
  });

  it('deletes at once, offers 삭제 취소 in the toast and in the list, and undo restores on the server', async () => {
    const { api, user } = await openList({ editing: true });
    await user.click(await screen.findByRole('button', { name: '국민내일배움카드 신청 삭제' }));
    expect(await screen.findByText('할일 1개가 삭제되었어요')).toBeInTheDocument();
    expect(api.calls('DELETE /v1/my-dream/todo/2')).toHaveLength(1);
    // The inline undo row stands where the to-do was, and has focus.
    const inline = await screen.findByRole('button', { name: '국민내일배움카드 신청 삭제 취소' });
    await waitFor(() => expect(inline).toHaveFocus());
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('국민내일배움카드 신청');
    expect(rows[1]).toHaveTextContent('할일을 삭제했어요.');

    // The toast's button restores on the server.
    const toastUndo = screen.getAllByRole('button', { name: '삭제 취소' }).find((b) => b !== inline);
    await user.click(toastUndo as HTMLElement);
    expect(await screen.findByText('삭제한 할일을 되돌렸어요.')).toBeInTheDocument();
    expect(api.calls('POST /v1/my-dream/todo/2/restore')).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: '국민내일배움카드 신청 삭제 취소' }),
      ).not.toBeInTheDocument(),
    );
    const back = within(await list()).getAllByRole('textbox');
    expect(back[1]).toHaveValue('국민내일배움카드 신청');
  });

  it('an undo after the window says why and drops the undo row', async () => {
    const server = fakeServer({
      handlers: {
        'POST /v1/my-dream/todo/3/restore': () => {
          // The server's clock says the window is over (this device's clock is behind): it lists it no more.
          server.deleted.delete(3);
          return {
            error: {
              status: 404,
              code: 'TODO_RESTORE_EXPIRED',
              message: '삭제한 지 10분이 지나 되돌릴 수 없어요.',
            },
          };
        },
      },
    });
    const user = userEvent.setup();
    await list();
    await user.click(screen.getByRole('button', { name: '편집' }));
    await user.click(await screen.findByRole('button', { name: '시험 접수 삭제' }));
    await user.click(await screen.findByRole('button', { name: '시험 접수 삭제 취소' }));
    expect(await screen.findByText('삭제한 지 10분이 지나 되돌릴 수 없어요.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '시험 접수 삭제 취소' })).not.toBeInTheDocument(),
    );
  });

  it('after a reload (or on another device) shows the server’s restorable to-dos in their place, and undo restores', async () => {
    const { api } = fakeServer({
      deletedBefore: [
        {
          groupId: 11,
          index: 1,
          item: todo(9, '요양원 견학 신청', { completed: true }),
          afterTodoId: 1,
          restorableUntil: '2099-01-01T00:10:00.000Z',
        },
      ],
    });
    const user = userEvent.setup();
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('‘요양원 견학 신청’ 할일을 삭제했어요.');
    expect(rows[1]).toHaveTextContent('까지 되돌릴 수 있어요.');
    // The progress counts the live to-dos only.
    expect(screen.getByText('3개 중 0개 완료')).toBeInTheDocument();

    await user.click(
      within(rows[1] as HTMLElement).getByRole('button', { name: '요양원 견학 신청 삭제 취소' }),
    );
    expect(await screen.findByText('삭제한 할일을 되돌렸어요.')).toBeInTheDocument();
    expect(api.calls('POST /v1/my-dream/todo/9/restore')).toHaveLength(1);
    const back = await screen.findByRole('checkbox', { name: /요양원 견학 신청/ });
    expect(back).toBeChecked();
    await waitFor(() => expect(back).toHaveFocus());
    expect(screen.queryByRole('button', { name: '요양원 견학 신청 삭제 취소' })).not.toBeInTheDocument();
    expect(
      within(await list())
        .getAllByRole('checkbox')
        .map((box) => box.closest('li')?.textContent?.split('메모')[0]),
    ).toEqual(['교육기관 찾기', '요양원 견학 신청', '국민내일배움카드 신청', '시험 접수']);
  });

  it('a restorable row leaves the list when its 10 minutes are over', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(new Date('2027-03-18T06:00:00Z'));
    fakeServer({
      deletedBefore: [
        {
          groupId: 11,
          index: 3,
          item: todo(9, '요양원 견학 신청'),
          afterTodoId: 3,
          restorableUntil: '2027-03-18T06:04:00.000Z',
        },
      ],
    });
    const undo = await screen.findByRole('button', { name: '요양원 견학 신청 삭제 취소' });
    // 오후 3:04 in Seoul: until when the undo works.
    expect(undo.closest('li')).toHaveTextContent(/3:04까지 되돌릴 수 있어요\./);
    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
    expect(screen.getByRole('button', { name: '요양원 견학 신청 삭제 취소' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '요양원 견학 신청 삭제 취소' })).not.toBeInTheDocument(),
    );
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('the job selector switches groups through the address', async () => {
    const { router } = fakeServer();
    const user = userEvent.setup();
    await list();
    await pickOption(user, /직업 선택/, '바리스타');
    expect(await screen.findByRole('list', { name: '바리스타 할일' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?group=12');
    expect(screen.getByText('1개 중 0개 완료')).toBeInTheDocument();
  });

  it('the public switch sets the group and the preview shows exactly the public to-dos', async () => {
    useSessionStore
      .getState()
      .setSession({ accessToken: 'access', memberId: 7, nickname: '봄날', regionName: '서울 강남구' });
    const { api, user } = await openList();
    await user.click(screen.getByRole('button', { name: '다른 사람에게 보이는 모습' }));
    expect(await screen.findByText(/지금은 다른 사람에게 아무것도 보이지 않아요/)).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: '이 직업의 할일 모두 공개' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(api.calls('PATCH /v1/my-dream/todo/11/public-state').map((c) => c.body)).toEqual([
        { isPublic: true },
      ]),
    );
    await waitFor(() => expect(toggle).toBeChecked());
    const preview = await screen.findByRole('list', { name: '다른 사람에게 보이는 할일' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['교육기관 찾기 (진행 중)', '국민내일배움카드 신청 (진행 중)', '시험 접수 (진행 중)']);
    // The card says what others' cards say: the residence too (ADR 019), and who can see it.
    expect(screen.getByText('서울 강남구')).toBeInTheDocument();
    expect(screen.getByText(/로그인하지 않은 방문자를 포함해 누구나/)).toBeInTheDocument();
  });
});

describe('parseGroupParam', () => {
  it('reads positive ids only', () => {
    expect(parseGroupParam('12')).toBe(12);
    expect(parseGroupParam('0')).toBeNull();
    expect(parseGroupParam('-1')).toBeNull();
    expect(parseGroupParam('1e3')).toBeNull();
    expect(parseGroupParam(null)).toBeNull();
  });
});
