import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeCard } from '../community-test-data.ts';
import { OtherTodoCard, type OtherTodoCardProps } from './other-todo-card.tsx';

function renderCard(props: OtherTodoCardProps) {
  return render(
    <MemoryRouter>
      <ul>
        <OtherTodoCard {...props} />
      </ul>
    </MemoryRouter>,
  );
}

describe('OtherTodoCard', () => {
  it('is one link to the member’s list, named by nickname and job, with days, count, region and titles', () => {
    renderCard({ card: makeCard() });
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('봄날 · 요양보호사 할일 목록 보기');
    expect(link).toHaveAttribute('href', '/otherslist/11');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('12일째 꿈꾸는 중')).toBeInTheDocument();
    expect(screen.getByText('할일 4개')).toBeInTheDocument();
    expect(screen.getByText('서울 강남구')).toBeInTheDocument();
    const todos = screen.getByRole('list', { name: '최근 할일' });
    const items = within(todos).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '요양보호사 교육원 알아보기완료',
      '실습 일정 정하기',
    ]);
    // Done is a word (and an icon), not only a colour.
    expect(within(items[0] as HTMLElement).getByText('완료')).toBeInTheDocument();
  });

  it('says 등록된 지역이 없어요 and 작성된 할일 목록이 없어요 when there is neither', () => {
    renderCard({ card: makeCard({ regionName: null, todos: [], todoCount: 0 }) });
    expect(screen.getByText('등록된 지역이 없어요')).toBeInTheDocument();
    expect(screen.getByText('작성된 할일 목록이 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '최근 할일' })).not.toBeInTheDocument();
  });

  it('marks a sample member 예시, visibly and in the link’s name', () => {
    renderCard({ card: makeCard({ isDemo: true, memberNickname: '예시 · 은퇴 교사' }) });
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('예시 · 은퇴 교사 예시 회원 · 요양보호사 할일 목록 보기');
    expect(within(link).getByText('예시')).toBeVisible();
  });

  it('has no 예시 badge for a real member', () => {
    renderCard({ card: makeCard() });
    expect(screen.queryByText('예시')).not.toBeInTheDocument();
  });

  it('shows what members wrote as text, never as markup', () => {
    const attack = '<img src=x onerror=alert(1)>';
    const { container } = renderCard({
      card: makeCard({
        memberNickname: '<b>굵게</b>',
        regionName: '<script>alert(2)</script>',
        todos: [{ todoId: 1, title: attack, completed: false, isPublic: true }],
      }),
    });
    expect(screen.getByText(attack)).toBeInTheDocument();
    expect(screen.getByText('<script>alert(2)</script>')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAccessibleName('<b>굵게</b> · 요양보호사 할일 목록 보기');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows the profile picture with an empty alt (the nickname is next to it), else a silhouette', () => {
    const { container, unmount } = renderCard({ card: makeCard({ profileImage: '/files/p.webp' }) });
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/files/p.webp');
    expect(image).toHaveAttribute('alt', '');
    unmount();
    const again = renderCard({ card: makeCard({ profileImage: null }) });
    expect(again.container.querySelector('img')).toBeNull();
  });

  it('compact (the job detail panel): who, how long and how many, without region and titles', () => {
    renderCard({ card: makeCard(), headingLevel: 3, isCompact: true });
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(screen.getByText('12일째 꿈꾸는 중')).toBeInTheDocument();
    expect(screen.queryByText('서울 강남구')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '최근 할일' })).not.toBeInTheDocument();
  });
});
