import type { MyTodoGroup, TodoItem } from '@dasibom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { makePlan, makeTodo } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { GroupPublicPanel } from './group-public-panel.tsx';

const item = (todoId: number, title: string, isPublic: boolean, completed = false): TodoItem =>
  makeTodo(todoId, title, { isPublic, completed });

const MIXED: MyTodoGroup & { todoGroupId: number } = {
  ...makePlan({
    daysAgo: 3,
    todos: [
      item(1, '교육기관 찾기', true, true),
      item(2, '건강 기록 정리 (나만 보기)', false),
      item(3, '시험 접수', true),
    ],
  }),
  todoGroupId: 11,
};

afterEach(() => {
  useSessionStore.getState().clearSession();
});

describe('the public panel with some to-dos public and some private', () => {
  it('says how many are public, leaves the switch off, and previews only the public ones with their state', async () => {
    useSessionStore.getState().setSession({ accessToken: 'access', memberId: 7, nickname: '봄날' });
    const api = mockApi({});
    renderRoute(<GroupPublicPanel group={MIXED} queryKey={['my-todo', 11]} />);
    expect(screen.getByText(/^할일 3개 중 2개만 공개하고 있어요\. 공개하면/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '이 직업의 할일 모두 공개' })).not.toBeChecked();

    await userEvent.setup().click(screen.getByRole('button', { name: '다른 사람에게 보이는 모습' }));
    const preview = await screen.findByRole('list', { name: '다른 사람에게 보이는 할일' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['교육기관 찾기 (완료)', '시험 접수 (진행 중)']);
    expect(screen.queryByText(/나만 보기/)).not.toBeInTheDocument();
    expect(screen.getByText(/숨긴 할일 1\s*개는 보이지 않아요/)).toBeInTheDocument();
    // A member without a residence is shown as others' cards show them.
    expect(screen.getByText('등록된 지역이 없어요')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
