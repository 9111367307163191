import type { OtherTodoCard, OtherTodoGroup, OtherTodoMemo, OtherTodoPage } from '@dasibom/contract';
import { toPage } from '@dasibom/contract/plain';

/** Test-only: the community answers as the server sends them. */

/** Who wrote the plan and for which job: the same on a card and on the plan it opens. */
const AUTHOR = {
  todoGroupId: 11,
  memberNickname: '봄날',
  profileImage: null,
  regionName: '서울 강남구',
  jobId: 1,
  jobName: '요양보호사',
  daysAgo: 12,
};

export function makeCard(overrides: Partial<OtherTodoCard> = {}): OtherTodoCard {
  return {
    ...AUTHOR,
    todoCount: 4,
    isDemo: false,
    todos: [
      { todoId: 101, title: '요양보호사 교육원 알아보기', completed: true, isPublic: true },
      { todoId: 102, title: '실습 일정 정하기', completed: false, isPublic: true },
    ],
    ...overrides,
  };
}

/** One zero-based page of 10 cards, out of `totalElements` (sample members: those of `content`, unless given). */
export function makePage(
  content: OtherTodoCard[],
  page = 0,
  totalElements = content.length,
  { demoElements = content.filter((card) => card.isDemo).length, isMineCounted = false } = {},
): OtherTodoPage {
  return { ...toPage(content, page, 10, totalElements), demoElements, isMineCounted };
}

export function makeGroup(overrides: Partial<OtherTodoGroup> = {}): OtherTodoGroup {
  return {
    ...AUTHOR,
    totalView: 7,
    todoCount: 3,
    completedCount: 1,
    isDemo: false,
    isMine: false,
    todos: [
      {
        todoId: 101,
        title: '요양보호사 교육원 알아보기',
        completed: true,
        isPublic: true,
        isMemoExist: true,
      },
      { todoId: 102, title: '실습 일정 정하기', completed: false, isPublic: true, isMemoExist: false },
      { todoId: 103, title: '자격시험 접수하기', completed: false, isPublic: true, isMemoExist: false },
    ],
    ...overrides,
  };
}

export function makeMemo(overrides: Partial<OtherTodoMemo> = {}): OtherTodoMemo {
  return {
    todoId: 101,
    todoGroupId: 11,
    title: '요양보호사 교육원 알아보기',
    completed: true,
    memoText: '집 근처 교육원 두 곳에 전화했어요.\n둘째 줄',
    link: null,
    linkVideoId: null,
    images: [],
    memberNickname: '봄날',
    isDemo: false,
    ...overrides,
  };
}
