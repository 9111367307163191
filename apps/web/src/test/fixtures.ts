import type {
  Course,
  MemberInfo,
  MyTodoGroup,
  TimelineItem,
  TodoItem,
  TrainingScrap,
} from '@dasibom/contract';
import { useSessionStore } from '../stores/session-store.ts';

// Test-only: the answers and the member the web tests share, so a change of shape is made once.

/** Member 7 (봄날, 서울 강남구), logged in with both tokens. */
export const MEMBER_SESSION = {
  accessToken: 'access',
  refreshToken: 'refresh',
  memberId: 7,
  nickname: '봄날',
  regionName: '서울 강남구',
};

export function signInMember() {
  useSessionStore.getState().setSession(MEMBER_SESSION);
}

/** GET /v1/member/info for MEMBER_SESSION's member. */
export const MEMBER_INFO: MemberInfo = {
  memberId: 7,
  nickname: '봄날',
  loginId: 'spring65',
  email: 'spring@example.com',
  profileImage: null,
  regionCode: 101010,
  regionName: '서울 강남구',
  birthDate: '1965/03/15',
  gender: 'FEMALE',
  textSize: 'normal',
  jobs: [],
};

/** GET /v1/my-dream/todo for a member without a plan. */
export const NO_PLAN: MyTodoGroup = {
  todoGroupId: null,
  memberNickname: null,
  profileImage: null,
  daysAgo: null,
  jobName: null,
  totalView: null,
  restorableTodos: [],
  todos: [],
};

export function makeTodo(todoId: number, title: string, extra: Partial<TodoItem> = {}): TodoItem {
  return { todoId, title, completed: false, isMemoExist: false, isPublic: false, targetDate: null, ...extra };
}

/** GET /v1/my-dream/todo: the member's plan for 요양보호사 (group 31), to-dos given by the test. */
export function makePlan(overrides: Partial<MyTodoGroup> = {}): MyTodoGroup {
  return {
    todoGroupId: 31,
    memberNickname: '봄날',
    profileImage: null,
    daysAgo: 1,
    jobName: '요양보호사',
    totalView: 0,
    restorableTodos: [],
    todos: [],
    ...overrides,
  };
}

/** A course as GET /v1/training/list sends it. */
export function makeCourse(overrides: Partial<Course> = {}): Course {
  return {
    trprId: 'AIG20240000412345',
    trprDegr: '3',
    trainstCstId: '500020043526',
    title: '요양보호사 양성과정 (주간반)',
    subTitle: '서울중앙요양보호사교육원',
    address: '서울 강남구 테헤란로 123, 4층',
    titleLink: 'https://www.work24.go.kr/hr/a/a/3100/selectTracseDetl.do?tracseId=AIG20240000412345',
    traStartDate: '2026-07-01',
    traEndDate: '2026-08-14',
    traDuration: 45,
    realMan: 189850,
    courseMan: 189850,
    selfPay: 37970,
    telNo: '02-555-1234',
    type: '이론 위주',
    jobName: '요양보호사',
    regionName: '서울 강남구',
    ...overrides,
  };
}

/** A scrapped course as GET /v1/scrap/training/list sends it. */
export function makeTrainingScrap(overrides: Partial<TrainingScrap> = {}): TrainingScrap {
  return {
    scrapId: 9,
    trprId: 'AIG1',
    trprDegr: '3',
    trainstCstId: '500020043526',
    title: '요양보호사 양성과정',
    subTitle: '서울중앙요양보호사교육원',
    address: '서울 강남구 테헤란로 123',
    regionName: '서울 강남구',
    titleLink: 'https://www.work24.go.kr/hr/a/a/3100/selectTracseDetl.do?tracseId=AIG1',
    traStartDate: '2026-07-01',
    traEndDate: '2026-08-14',
    traDuration: 45,
    realMan: 189850,
    selfPay: 0,
    type: '이론 위주',
    jobName: '요양보호사',
    closed: true,
    scrappedAt: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

/** A line of GET /v1/my-dream/timeline: a to-do's target date unless `extra` says otherwise. */
export function makeTimelineLine(key: string, extra: Partial<TimelineItem> = {}): TimelineItem {
  return {
    key,
    kind: 'TODO_TARGET',
    date: '2027-03-20',
    endDate: null,
    dueDate: null,
    title: key,
    detail: null,
    source: '나의 할일',
    isSample: false,
    link: null,
    jobId: 5,
    done: false,
    ...extra,
  };
}
