import type { JobDetail } from '@dasibom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCard, makePage } from '../../features/community/community-test-data.ts';
import { useToastStore } from '../../stores/toast-store.ts';
import type { MockHandler } from '../../test/mock-api.ts';
import { renderPage } from '../../test/render-route.tsx';
import { INVALID_JOB_TEXT, OTHERS_EMPTY_TEXT, OthersPage } from './others.tsx';

const SOURCE = { name: '다시봄이 나눈 대략적인 구분', url: null, year: 2026, note: null };
const BARISTA: JobDetail = {
  jobId: 1,
  jobName: '바리스타',
  jobDescription: '커피를 만드는 일이에요.',
  imageUrl: '',
  salaryType: '월급',
  salaryCost: null,
  certification: [],
  certificationPeriod: [],
  requiredCertification: '선택 사항',
  workTimeInfo: '탄력 근무',
  strong: { physical: '중간 활동량', stress: '중간', relationship: '중간' },
  todoGroupNum: 0,
  todoGroupDemoNum: 0,
  sources: {
    salaryCost: null,
    certificationPeriod: [],
    certification: [],
    classification: SOURCE,
    moreInfo: { name: '고용24', url: 'https://www.work24.go.kr', note: '직업 이름으로 찾아보세요.' },
  },
};

const twelve = Array.from({ length: 12 }, (_, i) =>
  makeCard({ todoGroupId: 100 + i, memberNickname: `회원${i + 1}` }),
);

/** The server's paging: 10 per page, zero-based, a page past the end is empty. */
const pagedAnswer: MockHandler = ({ url }) => {
  const page = Number(url.searchParams.get('page') ?? '0');
  return { data: makePage(twelve.slice(page * 10, page * 10 + 10), page, twelve.length) };
};

function setup(entries: string[], handlers: Record<string, MockHandler> = {}) {
  return renderPage(<OthersPage />, {
    path: '/others/:jobId',
    entries,
    handlers: { 'GET /v1/todo/other/1': pagedAnswer, ...handlers },
    elsewhere: { '/jobfound': '직업 목록 화면', '/jobinfo/:jobId': '직업 상세 화면' },
  });
}

afterEach(() => {
  useToastStore.setState({ toasts: [] });
});

describe('/others/:jobId', () => {
  it('shows the job’s name from the first card, 2-column cards and the first page (page=0 on the wire)', async () => {
    const { api } = setup(['/others/1']);
    expect(
      await screen.findByRole('heading', { level: 1, name: '요양보호사 준비하는 사람들' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '요양보호사 준비하는 사람들' });
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(10);
    expect(screen.getByText('공개한 사람 12명 · 1/2쪽')).toHaveAttribute('role', 'status');
    expect(api.calls('GET /v1/todo/other/1')[0]?.url.searchParams.get('page')).toBe('0');
    expect(screen.getByRole('link', { name: '회원1 · 요양보호사 할일 목록 보기' })).toHaveAttribute(
      'href',
      '/otherslist/100',
    );
  });

  it('counts sample members and says so, and says when the viewer’s own plan is left out (issue 27)', async () => {
    const cards = [
      makeCard({ todoGroupId: 1, memberNickname: '예시 · 요양보호사 준비생', isDemo: true }),
      makeCard({ todoGroupId: 2, memberNickname: '예시 · 돌봄 새내기', isDemo: true }),
      makeCard({ todoGroupId: 3, memberNickname: '봄날' }),
    ];
    setup(['/others/1'], {
      'GET /v1/todo/other/1': () => ({ data: makePage(cards, 0, 3, { isMineCounted: true }) }),
    });
    expect(await screen.findByText('나를 빼고 공개한 사람 3명 (예시 2명 포함)')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('keeps the page in the address, 1-based, and asks the server zero-based', async () => {
    const user = userEvent.setup();
    const { api, router } = setup(['/others/1']);
    await screen.findByRole('link', { name: '회원1 · 요양보호사 할일 목록 보기' });
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    expect(
      await screen.findByRole('link', { name: '회원11 · 요양보호사 할일 목록 보기' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.calls('GET /v1/todo/other/1').at(-1)?.url.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
  });

  it('an address past the last page shows the last page instead (address replaced)', async () => {
    const { router } = setup(['/others/1?page=9']);
    expect(
      await screen.findByRole('link', { name: '회원12 · 요양보호사 할일 목록 보기' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('with nobody yet: the job’s name from its detail, an honest line and the way back to the job', async () => {
    setup(['/others/1'], {
      'GET /v1/todo/other/1': () => ({ data: makePage([], 0, 0) }),
      'GET /v1/job/detail/1': () => ({ data: BARISTA }),
    });
    expect(await screen.findByText(OTHERS_EMPTY_TEXT)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: '바리스타 준비하는 사람들' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '직업 정보로 돌아가기' })).toHaveAttribute('href', '/jobinfo/1');
  });

  it.each(['abc', '0', '-3', '1.5'])(
    'id %s goes back with a message, asking the server nothing',
    async (id) => {
      const { api } = setup(['/jobinfo/1', `/others/${id}`]);
      expect(await screen.findByRole('heading', { name: '직업 상세 화면' })).toBeInTheDocument();
      expect(screen.getByTestId('where')).toHaveTextContent('/jobinfo/1');
      expect(await screen.findByText(INVALID_JOB_TEXT)).toBeInTheDocument();
      expect(api.fetchMock).not.toHaveBeenCalled();
    },
  );

  it('an id the server does not know (404) goes to the job list when there is no screen to go back to', async () => {
    setup(['/others/77'], {
      'GET /v1/todo/other/77': () => ({
        error: { status: 404, code: 'JOB_NOT_FOUND', message: '존재하지 않는 직업입니다.' },
      }),
    });
    expect(await screen.findByRole('heading', { name: '직업 목록 화면' })).toBeInTheDocument();
    expect(screen.getByText(INVALID_JOB_TEXT)).toBeInTheDocument();
  });

  it('a failed load says so and 다시 시도 loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    setup(['/others/1'], {
      'GET /v1/todo/other/1': (request) =>
        fail
          ? { error: { status: 500, code: 'INTERNAL', message: '일시적인 오류가 발생했어요.' } }
          : pagedAnswer(request),
    });
    expect(await screen.findByText('할일 목록을 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '회원1 · 요양보호사 할일 목록 보기' })).toBeInTheDocument(),
    );
  });
});
