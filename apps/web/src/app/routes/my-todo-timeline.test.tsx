import type { JobDetail, MyTodoGroup, TimelineItem, TimelineResponse } from '@dasibom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store.ts';
import { makeTimelineLine } from '../../test/fixtures.ts';
import { failWith, type MockHandler, mockApi } from '../../test/mock-api.ts';
import { pickOption } from '../../test/queries.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { MyTodoTimelinePage, TIMELINE_EMPTY_MESSAGE } from './my-todo-timeline.tsx';

const JOBS = [
  { todoGroupId: 11, jobName: '요양보호사', jobId: 1 },
  { todoGroupId: 15, jobName: '직업상담사', jobId: 5 },
];

const TODAY = '2027-03-19';

function line(key: string, extra: Partial<TimelineItem>): TimelineItem {
  return makeTimelineLine(key, { date: TODAY, ...extra });
}

const ITEMS: TimelineItem[] = [
  line('todo:1:target', { title: '이력서 고치기', date: '2027-03-10', link: '/mytodo/edit/1' }),
  line('posting:p1:deadline', {
    kind: 'POSTING_DEADLINE',
    date: '2027-03-12',
    title: '지난 공고',
    source: '예시 데이터',
    isSample: true,
    link: 'https://www.saramin.co.kr/zf_user/search?searchword=x',
  }),
  line('todo:2:target', { title: '원서 내기', date: '2027-03-25', link: '/mytodo/edit/2' }),
  line('posting:p2:deadline', {
    kind: 'POSTING_DEADLINE',
    date: '2027-03-31',
    title: '취업지원 상담원 모집',
    detail: '봄날 고용센터',
    source: '사람인',
    link: 'https://www.saramin.co.kr/zf_user/jobs/view?rec_idx=1',
  }),
  line('exam:1:written:registration', {
    kind: 'EXAM_REGISTRATION',
    date: '2027-04-05',
    endDate: '2027-04-08',
    title: '직업 상담사 2급 필기 원서 접수',
    detail: '2027년 정기 제2회',
    source: '예시 일정',
    isSample: true,
    link: 'https://www.q-net.or.kr',
  }),
  line('course:c1:1:i1:start', {
    kind: 'COURSE_START',
    date: '2027-04-12',
    title: '직업상담 실무 과정',
    detail: '다시봄 직업전문학교',
    source: '고용24',
    link: 'https://www.work24.go.kr/',
  }),
  line('todo:3:target', { title: '스터디 등록', date: '2027-04-20', link: '/mytodo/edit/3', done: true }),
];

const CERTIFICATES: TimelineResponse['certificates'] = [
  {
    key: 'vocational-counselor-2',
    name: '직업 상담사 2급',
    kind: 'QNET_EXAM',
    authorityName: '한국산업인력공단(Q-Net)',
    scheduleUrl: 'https://www.q-net.or.kr',
    note: '국가기술자격이에요. 원서 접수와 시험 날짜가 시간표에 나와요.',
    hasSchedule: true,
  },
  {
    key: 'social-worker-2',
    name: '사회복지사 2급',
    kind: 'COURSE_COMPLETION',
    authorityName: '보건복지부(한국사회복지사협회)',
    scheduleUrl: 'https://www.welfare.net',
    note: '시험 없이 정해진 과목과 실습을 마치고 신청하면 받는 자격이에요. 시험 일정은 없어요.',
    hasSchedule: false,
  },
];

const DETAIL = {
  jobId: 5,
  jobName: '직업상담사',
  jobDescription: '',
  imageUrl: '',
  salaryType: '월급',
  salaryCost: 250,
  certification: ['직업 상담사 2급'],
  certificationPeriod: ['6~12개월'],
  requiredCertification: '필요함',
  workTimeInfo: '평일 9시-18시',
  strong: { physical: '낮은 활동량', stress: '중간', relationship: '높음' },
  todoGroupNum: 3,
  todoGroupDemoNum: 0,
  // Each figure comes with its source and year (ADR 030); the plan prints them together.
  sources: {
    salaryCost: { name: '어떤 임금 조사', url: 'https://example.org/wage', year: 2023, note: null },
    certificationPeriod: [
      { name: '어떤 시험 안내', url: 'https://example.org/exam', year: 2026, note: null },
    ],
    certification: [{ name: '한국산업인력공단(Q-Net)', url: 'https://www.q-net.or.kr', year: 2026 }],
    classification: { name: '다시봄이 나눈 대략적인 구분', url: null, year: 2026, note: null },
    moreInfo: { name: '고용24', url: 'https://www.work24.go.kr', note: '직업 이름으로 찾아보세요.' },
  },
} satisfies JobDetail;

const GROUP_15: MyTodoGroup = {
  todoGroupId: 15,
  memberNickname: '봄날',
  profileImage: null,
  daysAgo: 2,
  jobName: '직업상담사',
  totalView: 0,
  restorableTodos: [],
  todos: [
    {
      todoId: 2,
      title: '원서 내기',
      completed: false,
      isMemoExist: false,
      isPublic: false,
      targetDate: '2027-03-25',
    },
    {
      todoId: 3,
      title: '스터디 등록',
      completed: true,
      isMemoExist: false,
      isPublic: false,
      targetDate: null,
    },
  ],
};

function setup({
  items = ITEMS,
  path = '/mytodo/timeline',
  handlers = {},
}: {
  items?: TimelineItem[];
  path?: string;
  handlers?: Record<string, MockHandler>;
} = {}) {
  const api = mockApi({
    'GET /v1/my-dream/todo/jobs': () => ({ data: JOBS }),
    'GET /v1/my-dream/todo': () => ({ data: GROUP_15 }),
    'GET /v1/my-dream/todo-group/15': () => ({ data: GROUP_15 }),
    'GET /v1/job/detail/5': () => ({ data: DETAIL }),
    'GET /v1/my-dream/timeline': ({ url }) => ({
      data: {
        today: TODAY,
        jobId: url.searchParams.has('jobId') ? Number(url.searchParams.get('jobId')) : null,
        items,
        certificates: CERTIFICATES,
      } satisfies TimelineResponse,
    }),
    ...handlers,
  });
  const view = renderRoute(<MyTodoTimelinePage />, { path: '/mytodo/timeline', initialEntries: [path] });
  return { api, ...view };
}

beforeEach(() => {
  useSessionStore.getState().setSession({ accessToken: 'access', memberId: 7, nickname: '봄날' });
});
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.getState().clearSession();
});

const monthHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('/mytodo/timeline', () => {
  it('shows the job worked on last: lines from today by month, in order, each with when, what and where', async () => {
    const { api } = setup();
    expect(await screen.findByRole('heading', { level: 2, name: '2027년 3월' })).toBeInTheDocument();
    expect(api.calls('GET /v1/my-dream/timeline')[0]?.url.searchParams.get('jobId')).toBe('5');
    expect(monthHeadings()).toEqual(['2027년 3월', '2027년 4월', '자격증 시험 일정 안내']);

    const march = within(screen.getByRole('region', { name: '2027년 3월' }));
    const marchLines = march.getAllByRole('listitem');
    expect(marchLines.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '원서 내기',
      '취업지원 상담원 모집',
    ]);
    expect(marchLines[0]).toHaveTextContent('3월 25일(목)D-6할일 목표일');
    expect(marchLines[0]).toHaveTextContent('출처나의 할일');
    expect(
      within(marchLines[0] as HTMLElement).getByRole('link', { name: /^할일 열기.*원서 내기$/ }),
    ).toHaveAttribute('href', '/mytodo/edit/2');
    const posting = marchLines[1] as HTMLElement;
    expect(posting).toHaveTextContent('3월 31일(수)D-12공고 마감');
    expect(posting).toHaveTextContent('봄날 고용센터');
    const out = within(posting).getByRole('link', { name: /사람인에서 공고 보기 \(새 창\)/ });
    expect(out).toHaveAttribute('target', '_blank');
    expect(out).toHaveAttribute('rel', 'noopener noreferrer');

    const april = within(screen.getByRole('region', { name: '2027년 4월' }));
    const aprilLines = april.getAllByRole('listitem');
    expect(aprilLines.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '직업 상담사 2급 필기 원서 접수',
      '직업상담 실무 과정',
      '스터디 등록',
    ]);
    // A window, a sample badge, and the source's own page.
    expect(aprilLines[0]).toHaveTextContent('4월 5일(월) ~ 4월 8일(목)D-17원서 접수');
    expect(within(aprilLines[0] as HTMLElement).getByText('예시 일정')).toBeInTheDocument();
    expect(
      within(aprilLines[0] as HTMLElement).getByRole('link', { name: /Q-Net에서 일정 보기 \(새 창\)/ }),
    ).toHaveAttribute('href', 'https://www.q-net.or.kr/');
    expect(
      within(aprilLines[1] as HTMLElement).getByRole('link', { name: /고용24에서 과정 보기 \(새 창\)/ }),
    ).toBeInTheDocument();
    // A done to-do: muted, 완료, no D-day.
    expect(aprilLines[2]).toHaveTextContent('완료');
    expect(aprilLines[2]).not.toHaveTextContent('D-');
  });

  it('shows a round with two registration windows as a line for each, both windows named, on screen and in print', async () => {
    const both =
      '2027년 정기 제2회 · 원서 접수 기간이 두 번 있어요(4월 5일~8일, 4월 15일~16일). 어느 기간에 접수할 수 있는지는 Q-Net에서 확인하세요.';
    const windows = [
      line('exam:1:written:registration', {
        kind: 'EXAM_REGISTRATION',
        date: '2027-04-05',
        endDate: '2027-04-08',
        dueDate: '2027-04-08',
        title: '직업 상담사 2급 필기 원서 접수 (첫 번째 기간)',
        detail: both,
        source: 'Q-Net',
        link: 'https://www.q-net.or.kr',
      }),
      line('exam:1:written:registration2', {
        kind: 'EXAM_REGISTRATION',
        date: '2027-04-15',
        endDate: '2027-04-16',
        dueDate: '2027-04-16',
        title: '직업 상담사 2급 필기 원서 접수 (두 번째 기간)',
        detail: both,
        source: 'Q-Net',
        link: 'https://www.q-net.or.kr',
      }),
    ];
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { container } = setup({ items: windows });
    const april = within(await screen.findByRole('region', { name: '2027년 4월' }));
    const [first, second] = april.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('4월 5일(월) ~ 4월 8일(목)D-17원서 접수');
    expect(first).toHaveTextContent('직업 상담사 2급 필기 원서 접수 (첫 번째 기간)');
    expect(second).toHaveTextContent('4월 15일(목) ~ 4월 16일(금)D-27원서 접수');
    expect(second).toHaveTextContent('직업 상담사 2급 필기 원서 접수 (두 번째 기간)');
    for (const window of [first, second]) {
      expect(window).toHaveTextContent('원서 접수 기간이 두 번 있어요(4월 5일~8일, 4월 15일~16일).');
    }
    // The certificate has exam lines ahead: no "nothing listed" note.
    expect(screen.getByRole('region', { name: '자격증 시험 일정 안내' })).not.toHaveTextContent(
      '다가오는 시험 일정이 없어요',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: '인쇄하기' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const plan = container.querySelector('[data-print-plan]') as HTMLElement;
    expect(plan).toHaveTextContent(
      '4월 5일(월) ~ 4월 8일(목) · D-17 [원서 접수] 직업 상담사 2급 필기 원서 접수 (첫 번째 기간) — 2027년 정기 제2회 · 원서 접수 기간이 두 번 있어요',
    );
    expect(plan).toHaveTextContent(
      '4월 15일(목) ~ 4월 16일(금) · D-27 [원서 접수] 직업 상담사 2급 필기 원서 접수 (두 번째 기간)',
    );
  });

  it('folds the past lines away in 지난 일정 N개, an overdue to-do saying so kindly', async () => {
    setup();
    const summary = await screen.findByText('지난 일정 2개');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.setup().click(summary);
    expect(details.open).toBe(true);
    const past = within(details).getAllByRole('listitem');
    expect(past.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '이력서 고치기',
      '지난 공고',
    ]);
    expect(past[0]).toHaveTextContent('9일 지났어요');
    expect(within(past[1] as HTMLElement).getByText('예시 데이터')).toBeInTheDocument();
  });

  it('lists the job’s certificates with their notes and links; a course certificate says it has no exam', async () => {
    setup();
    const block = within(await screen.findByRole('region', { name: '자격증 시험 일정 안내' }));
    const [qnet, course] = block.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(qnet).toHaveTextContent('국가자격 시험 (Q-Net)');
    expect(qnet).toHaveTextContent('원서 접수와 시험 날짜가 시간표에 나와요.');
    expect(qnet).not.toHaveTextContent('다가오는 시험 일정이 없어요');
    expect(within(qnet).getByRole('link', { name: /Q-Net에서 일정 확인하기 \(새 창\)/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(course).toHaveTextContent('과정 이수 (시험 없음)');
    expect(course).toHaveTextContent('시험 일정은 없어요.');
    expect(
      within(course).getByRole('link', { name: /welfare\.net에서 자격 안내 보기 \(새 창\)/ }),
    ).toBeInTheDocument();
  });

  it('says so when a scheduled certificate has no exam dates ahead yet', async () => {
    setup({ items: ITEMS.filter((item) => !item.kind.startsWith('EXAM_')) });
    const block = within(await screen.findByRole('region', { name: '자격증 시험 일정 안내' }));
    expect(block.getAllByRole('listitem')[0]).toHaveTextContent(
      '지금은 시간표에 올라온 다가오는 시험 일정이 없어요. 공식 누리집에서 확인해 주세요.',
    );
  });

  it('without any dated line says what to save to fill it, with the ways there for the job', async () => {
    setup({ items: [] });
    expect(await screen.findByText(TIMELINE_EMPTY_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '채용 공고 스크랩하기' })).toHaveAttribute(
      'href',
      `/jobsearch?job=${encodeURIComponent('직업상담사')}`,
    );
    expect(screen.getByRole('link', { name: '교육 과정 스크랩하기' })).toHaveAttribute(
      'href',
      `/learning?job=${encodeURIComponent('직업상담사')}`,
    );
    expect(screen.getByRole('link', { name: '할일에 목표일 정하기' })).toHaveAttribute(
      'href',
      '/mytodo/list?group=15',
    );
    // The certificates are still there.
    expect(screen.getByRole('region', { name: '자격증 시험 일정 안내' })).toBeInTheDocument();
  });

  it('모든 직업 asks for every job; a job chosen asks for it, through the address', async () => {
    const { api, router } = setup({ path: '/mytodo/timeline?group=all' });
    await screen.findByRole('heading', { level: 2, name: '2027년 3월' });
    expect(api.calls('GET /v1/my-dream/timeline')[0]?.url.search).toBe('');
    expect(api.calls('GET /v1/my-dream/todo')).toHaveLength(0);
    const user = userEvent.setup();
    await pickOption(user, /직업 선택/, '요양보호사');
    await waitFor(() => expect(router.state.location.search).toBe('?group=11'));
    await waitFor(() =>
      expect(
        api.calls('GET /v1/my-dream/timeline').map((call) => call.url.searchParams.get('jobId')),
      ).toEqual([null, '1']),
    );
  });

  it('a failure says so and offers a retry', async () => {
    setup({
      handlers: {
        'GET /v1/my-dream/timeline': failWith(500, 'INTERNAL', '서버 오류'),
      },
    });
    expect(await screen.findByRole('button', { name: /다시 시도/ })).toBeInTheDocument();
  });

  it('인쇄하기 loads the job’s facts and checklist, renders the plan for print, then opens the print dialog', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { api, container } = setup();
    await screen.findByRole('heading', { level: 2, name: '2027년 3월' });
    // Nothing for the plan is fetched before the press.
    expect(api.calls('GET /v1/job/detail/5')).toHaveLength(0);
    expect(container.querySelector('[data-print-plan]')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '인쇄하기' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const plan = container.querySelector('[data-print-plan]') as HTMLElement;
    expect(plan).toHaveClass('hidden', 'print:flex');
    expect(plan).toHaveTextContent('직업상담사 준비 계획');
    expect(plan).toHaveTextContent('2027년 3월 19일(금) 기준');
    expect(plan).toHaveTextContent('급여월 250만 원 (출처: 어떤 임금 조사 · 2023년 기준)');
    expect(plan).toHaveTextContent('준비 기간6~12개월 (출처: 어떤 시험 안내 · 2026년 기준)');
    expect(plan).toHaveTextContent('할일 목록 (2개 중 1개 완료)');
    expect(plan).toHaveTextContent('☐원서 내기 — 목표일 3월 25일(목) · D-6');
    expect(plan).toHaveTextContent('☑스터디 등록');
    expect(plan).toHaveTextContent('다가오는 일정');
    expect(plan).toHaveTextContent('3월 31일(수) · D-12 [공고 마감] 취업지원 상담원 모집');
    expect(plan).not.toHaveTextContent('이력서 고치기');
    expect(plan).toHaveTextContent('직업 상담사 2급 — 국가기술자격이에요.');
    // The screen hides itself in print once the plan is there.
    expect(
      screen.getByRole('heading', { level: 1, name: '준비 시간표' }).closest('.print\\:hidden'),
    ).not.toBeNull();
  });
});
