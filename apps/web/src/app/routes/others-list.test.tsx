import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGroup } from '../../features/community/community-test-data.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { failWith, type MockHandler, mockApi } from '../../test/mock-api.ts';
import { unmountBeforeStubsGo } from '../../test/page-hooks.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { OthersListPage } from './others-list.tsx';

function setup(path: string, handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({ 'GET /v1/todo/11': () => ({ data: makeGroup() }), ...handlers });
  return {
    api,
    ...renderRoute(<OthersListPage />, { path: '/otherslist/:todoGroupId', initialEntries: [path] }),
  };
}

// Unmounted first: reads are keyed by the viewer, so ending the session under a mounted page would read again.
unmountBeforeStubsGo();

describe('/otherslist/:todoGroupId', () => {
  it('shows who, the job, days, views, progress and the read-only to-dos with their state in words', async () => {
    setup('/otherslist/11');
    expect(await screen.findByRole('heading', { level: 1, name: /요양보호사 할일 목록/ })).toHaveTextContent(
      '봄날님의요양보호사 할일 목록',
    );
    expect(screen.getByText('12일째 꿈꾸는 중')).toBeInTheDocument();
    expect(screen.getByText('조회수 7')).toBeInTheDocument();
    expect(screen.getByText('3개 중 1개 완료')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: '할일' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('완료: 요양보호사 교육원 알아보기');
    expect(items[1]).toHaveTextContent('진행 중: 실습 일정 정하기');
    // Nothing to tick: the list is read-only.
    expect(within(list).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    // Only a to-do with a memo links to it.
    const memoLinks = within(list).getAllByRole('link');
    expect(memoLinks).toHaveLength(1);
    expect(memoLinks[0]).toHaveAccessibleName('메모 · 요양보호사 교육원 알아보기');
    expect(memoLinks[0]).toHaveAttribute('href', '/othertodo/memo/101');
    expect(screen.getByRole('link', { name: '요양보호사 준비하는 사람들' })).toHaveAttribute(
      'href',
      '/others/1',
    );
    expect(screen.queryByText('예시')).not.toBeInTheDocument();
  });

  it('marks a sample member 예시 in the heading', async () => {
    setup('/otherslist/11', {
      'GET /v1/todo/11': () => ({ data: makeGroup({ isDemo: true, memberNickname: '예시 · 은퇴 교사' }) }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: /예시/ });
    expect(within(heading).getByText('예시')).toBeInTheDocument();
    expect(heading).toHaveTextContent('예시 회원');
  });

  it('the member’s own list says it is how others see it, with a way to their own list', async () => {
    useSessionStore.getState().setSession({ accessToken: 'a', memberId: 3, nickname: '봄날' });
    const { api } = setup('/otherslist/11', {
      'GET /v1/todo/11': () => ({ data: makeGroup({ isMine: true }) }),
    });
    expect(await screen.findByText(/다른 사람에게는 공개한 할일만 이렇게 보여요/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내 할일 목록으로' })).toHaveAttribute('href', '/mytodo');
    expect(api.calls('GET /v1/todo/11')[0]?.headers.get('authorization')).toBe('Bearer a');
  });

  it('shows member text as text, never as markup', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    const { container } = setup('/otherslist/11', {
      'GET /v1/todo/11': () => ({
        data: makeGroup({
          memberNickname: '<i>x</i>',
          todos: [{ todoId: 1, title: attack, completed: false, isPublic: true, isMemoExist: false }],
        }),
      }),
    });
    expect(await screen.findByText(attack)).toBeInTheDocument();
    expect(screen.getByText('<i>x</i>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('i')).toBeNull();
  });

  it.each([
    ['a missing or private group (404)', '/otherslist/11', true],
    ['a malformed id, asking nothing', '/otherslist/abc', false],
  ])('%s: 데이터가 없습니다.', async (_name, path, asks) => {
    const { api } = setup(path, {
      'GET /v1/todo/11': failWith(404, 'TODO_GROUP_NOT_FOUND', '할일 목록을 찾을 수 없어요.'),
    });
    expect(await screen.findByText('데이터가 없습니다.')).toBeInTheDocument();
    expect(api.fetchMock).toHaveBeenCalledTimes(asks ? 1 : 0);
  });

  it('a failed load offers 다시 시도', async () => {
    setup('/otherslist/11', {
      'GET /v1/todo/11': failWith(500, 'INTERNAL', '일시적인 오류'),
    });
    expect(await screen.findByText('할일 목록을 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
