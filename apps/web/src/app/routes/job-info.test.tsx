import type { JobDetail } from '@dasibom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeCard } from '../../features/community/community-test-data.ts';
import { makePosting } from '../../features/recruit/recruit-test-data.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { failWith, type MockAnswer, type MockHandler, mockApi } from '../../test/mock-api.ts';
import { pageTestHooks } from '../../test/page-hooks.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { JobInfoPage, parseJobId } from './job-info.tsx';

const WAGE_SOURCE = {
  name: '한국고용정보원 한국직업정보',
  url: 'https://example.org/know',
  year: 2023,
  note: '재직자 조사의 중위값이에요.',
};
const CLASSIFICATION = {
  name: '다시봄이 나눈 대략적인 구분',
  url: null,
  year: 2026,
  note: '공개 통계가 아니에요.',
};
const MORE_INFO = { name: '고용24', url: 'https://www.work24.go.kr', note: '직업 이름으로 찾아보세요.' };

const CAREGIVER: JobDetail = {
  jobId: 1,
  jobName: '요양보호사',
  jobDescription: '어르신의 일상생활을 도와드리는 일이에요.',
  imageUrl: '/images/jobs/job-1.svg',
  salaryType: '월급',
  salaryCost: 220,
  certification: ['요양보호사 자격증'],
  certificationPeriod: ['교육 320시간'],
  requiredCertification: '필요함',
  workTimeInfo: '평일 9시-18시',
  strong: { physical: '높은 활동량', stress: '중간', relationship: '낮음' },
  todoGroupNum: 12,
  todoGroupDemoNum: 3,
  sources: {
    salaryCost: WAGE_SOURCE,
    certificationPeriod: [
      { name: '노인복지법 시행규칙', url: 'https://www.law.go.kr/law', year: 2026, note: null },
    ],
    certification: [{ name: '국시원', url: 'https://www.kuksiwon.or.kr', year: 2026 }],
    classification: CLASSIFICATION,
    moreInfo: MORE_INFO,
  },
};

const OFFICE: JobDetail = {
  ...CAREGIVER,
  jobId: 8,
  jobName: '사무보조원',
  salaryType: '일급',
  salaryCost: null,
  certification: ['ITQ정보기술자격증', '컴퓨터활용능력2급'],
  certificationPeriod: [null, '3개월'],
  requiredCertification: '선택 사항',
  sources: {
    ...CAREGIVER.sources,
    salaryCost: null,
    certificationPeriod: [
      null,
      { name: '어떤 시험 안내', url: 'https://example.org/exam', year: 2025, note: null },
    ],
    certification: [
      { name: '한국생산성본부', url: 'https://license.kpc.or.kr', year: 2026 },
      { name: '대한상공회의소', url: 'https://license.korcham.net', year: 2026 },
    ],
  },
};

function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{name}</h1>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

function setup({
  path = '/jobinfo/1',
  state,
  detail = () => ({ data: CAREGIVER }),
  handlers = {},
}: {
  path?: string;
  state?: unknown;
  detail?: () => MockAnswer;
  handlers?: Record<string, MockHandler>;
} = {}) {
  const api = mockApi({
    'GET /v1/job/detail/1': detail,
    'GET /v1/job/detail/8': () => ({ data: OFFICE }),
    // The side panel (이 직업을 준비하는 사람들): nobody yet, unless a test says otherwise.
    'GET /v1/todo/other/simple/1': () => ({ data: [] }),
    'GET /v1/todo/other/simple/8': () => ({ data: [] }),
    ...handlers,
  });
  const view = renderRoute(<JobInfoPage />, {
    path: '/jobinfo/:jobId',
    initialEntries: [state === undefined ? path : { pathname: path, state }],
    routes: [
      { path: '/jobfound', element: <Probe name="직업 목록 화면" /> },
      { path: '/login', element: <Probe name="로그인 화면" /> },
      { path: '/mytodo', element: <Probe name="내 할일 화면" /> },
    ],
  });
  return { api, ...view };
}

function logIn() {
  useSessionStore.getState().setSession({ accessToken: 'access', memberId: 7, nickname: '봄날' });
}

// The postings' cards load at once (job-postings-block.test.tsx tests the wait).
pageTestHooks();

describe('/jobinfo/:jobId', () => {
  it('shows each figure with its source and reference year, and a link to check it', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: '요양보호사' })).toBeInTheDocument();
    expect(screen.getByText(CAREGIVER.jobDescription)).toBeInTheDocument();
    expect(screen.getByText('12명이 준비중')).toBeInTheDocument();
    expect(screen.getByText('예시 3명 포함')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: '한눈에 보기' });
    const row = (label: string) => within(within(facts).getByText(label).nextElementSibling as HTMLElement);
    expect(row('급여').getByText('월 220만 원')).toBeInTheDocument();
    expect(row('급여').getByText('출처: 한국고용정보원 한국직업정보 · 2023년 기준')).toBeInTheDocument();
    expect(row('급여').getByText('재직자 조사의 중위값이에요.')).toBeInTheDocument();
    const wageLink = row('급여').getByRole('link', {
      name: '자료 보기 (한국고용정보원 한국직업정보, 새 창)',
    });
    expect(wageLink).toHaveAttribute('href', 'https://example.org/know');
    expect(wageLink).toHaveAttribute('target', '_blank');
    expect(wageLink).toHaveClass('min-h-11', 'min-w-11');
    expect(row('근무 시간대').getByText('평일 9시-18시')).toBeInTheDocument();
    expect(row('자격증 필요 여부').getByText('필요함')).toBeInTheDocument();
    const certificate = row('필요한 자격증');
    expect(certificate.getByText('요양보호사 자격증')).toBeInTheDocument();
    expect(certificate.getByText('교육 320시간')).toBeInTheDocument();
    expect(certificate.getByText('출처: 노인복지법 시행규칙 · 2026년 기준')).toBeInTheDocument();
    expect(certificate.getByText('국시원')).toBeInTheDocument();
    expect(certificate.getByRole('link', { name: '공식 누리집 (국시원 누리집, 새 창)' })).toHaveAttribute(
      'href',
      'https://www.kuksiwon.or.kr',
    );
    // The hours and the requirement are our own classification, and the card says so.
    expect(
      within(facts).getByText('출처: 다시봄이 나눈 대략적인 구분 · 2026년 기준', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByText('공개된 자료에서 확인하지 못해 적지 않았어요.')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('요양보호사 | 다시봄'));
  });

  it('where a figure is missing, says so in one sentence and links where to check; pairs each certificate with its own period', async () => {
    setup({ path: '/jobinfo/8' });
    const facts = await screen.findByRole('region', { name: '한눈에 보기' });
    const row = (label: string) => within(within(facts).getByText(label).nextElementSibling as HTMLElement);
    expect(row('급여').getByText('공개된 자료에서 확인하지 못해 적지 않았어요.')).toBeInTheDocument();
    expect(row('급여').queryByText(/만 원/)).not.toBeInTheDocument();
    expect(row('급여').getByRole('link', { name: '고용24에서 확인하기 (고용24, 새 창)' })).toHaveAttribute(
      'href',
      'https://www.work24.go.kr',
    );
    const items = within(facts).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('ITQ정보기술자격증')).toBeInTheDocument();
    expect(within(items[0]!).getByText('공개된 자료에서 확인하지 못해 적지 않았어요.')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: /한국생산성본부 누리집/ })).toBeInTheDocument();
    expect(within(items[1]!).getByText('3개월')).toBeInTheDocument();
    expect(within(items[1]!).getByText('출처: 어떤 시험 안내 · 2025년 기준')).toBeInTheDocument();
  });

  it('never shows a figure whose source is missing, even if a number came', async () => {
    setup({
      detail: () => ({
        data: {
          ...CAREGIVER,
          sources: { ...CAREGIVER.sources, salaryCost: null, certificationPeriod: [null] },
        },
      }),
    });
    const facts = await screen.findByRole('region', { name: '한눈에 보기' });
    expect(within(facts).queryByText(/220/)).not.toBeInTheDocument();
    expect(within(facts).queryByText('교육 320시간')).not.toBeInTheDocument();
    expect(within(facts).getAllByText('공개된 자료에서 확인하지 못해 적지 않았어요.')).toHaveLength(2);
  });

  it('links where to check the latest figures under 이 직업 더 알아보기', async () => {
    setup();
    const section = await screen.findByRole('region', { name: '이 직업 더 알아보기' });
    expect(within(section).getByRole('link', { name: '고용24에서 최신 자료 보기 (새 창)' })).toHaveAttribute(
      'href',
      'https://www.work24.go.kr',
    );
    expect(within(section).getByText('직업 이름으로 찾아보세요.')).toBeInTheDocument();
  });

  it('says plainly when no certificate is needed', async () => {
    setup({
      detail: () => ({
        data: {
          ...CAREGIVER,
          certification: [],
          certificationPeriod: [],
          requiredCertification: '불필요함',
          sources: { ...CAREGIVER.sources, certificationPeriod: [], certification: [] },
        },
      }),
    });
    const facts = await screen.findByRole('region', { name: '한눈에 보기' });
    expect(within(facts).getByText('필요한 자격증이 없어요.')).toBeInTheDocument();
    expect(within(facts).queryByText('준비 기간')).not.toBeInTheDocument();
  });

  it('shows each intensity as a word and opens its explanation on click; 닫기 and Escape close it', async () => {
    setup();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: '일의 강도' });
    const rows = within(card).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/^활동량높음/);
    expect(rows[1]).toHaveTextContent(/^스트레스중간/);
    expect(rows[2]).toHaveTextContent(/^대인관계낮음/);

    const trigger = within(card).getByRole('button', { name: '활동량 설명' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/몸을 얼마나 쓰는지예요/)).not.toBeVisible();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/몸을 얼마나 쓰는지예요/)).toBeVisible();
    expect(screen.getByText('이 직업의 활동량: 높음')).toBeVisible();
    // It stays until dismissed: moving on does not close it.
    await user.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(card).getByRole('button', { name: '닫기 (활동량 설명)' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();

    // Keyboard: Enter opens, Escape closes and leaves the focus on the button.
    const stress = within(card).getByRole('button', { name: '스트레스 설명' });
    stress.focus();
    await user.keyboard('{Enter}');
    expect(stress).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('이 직업의 스트레스: 중간')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(stress).toHaveAttribute('aria-expanded', 'false');
    expect(stress).toHaveFocus();
    await user.keyboard(' ');
    expect(stress).toHaveAttribute('aria-expanded', 'true');
  });

  it('visitors see the add button disabled, why, and a login that comes back here', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: '내 할일에 추가' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('로그인 후 이용 가능한 기능이에요.');
    await user.click(screen.getByRole('link', { name: '로그인' }));
    expect(await screen.findByRole('heading', { name: '로그인 화면' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ returnTo: '/jobinfo/1' });
    expect(api.calls('POST /v1/my-dream/job/1')).toHaveLength(0);
  });

  it('a member adds the job and gets the follow-up dialog', async () => {
    logIn();
    const { api } = setup({
      handlers: { 'POST /v1/my-dream/job/1': () => ({ data: { todoGroupId: 31, todoCount: 6 } }) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '내 할일에 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '내 할일에 담았어요' });
    expect(within(dialog).getByText(/할일 6개를 할일 목록에 넣어 두었어요/)).toBeInTheDocument();
    expect(api.calls('POST /v1/my-dream/job/1')).toHaveLength(1);
    expect(api.calls('POST /v1/my-dream/job/1')[0]!.headers.get('authorization')).toBe('Bearer access');

    await user.click(within(dialog).getByRole('button', { name: '계속 둘러보기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '내 할일에 추가' }));
    const again = await screen.findByRole('dialog', { name: '내 할일에 담았어요' });
    await user.click(within(again).getByRole('link', { name: '할일 목록 보기' }));
    expect(await screen.findByRole('heading', { name: '내 할일 화면' })).toBeInTheDocument();
  });

  it.each([
    ['an already added job alerts 이미 담은 직업입니다.', 409, 'JOB_ALREADY_ADDED', '이미 담은 직업입니다.'],
    ['other failures alert the server’s message', 503, 'SERVICE_UNAVAILABLE', '잠시 후 다시 시도해 주세요.'],
  ])('%s', async (_name, status, code, message) => {
    logIn();
    setup({ handlers: { 'POST /v1/my-dream/job/1': () => ({ error: { status, code, message } }) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '내 할일에 추가' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '내 할일에 담았어요' })).not.toBeInTheDocument();
  });

  it.each(['abc', '-1', '0', '1.5'])(
    'id %s: 존재하지 않는 직업입니다. without asking the server',
    async (id) => {
      const { api } = setup({ path: `/jobinfo/${id}` });
      expect(
        await screen.findByRole('heading', { level: 1, name: '존재하지 않는 직업입니다.' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '직업 목록 보기' })).toHaveAttribute('href', '/jobfound');
      expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
      expect(api.fetchMock).not.toHaveBeenCalled();
    },
  );

  it('an unknown id (404 JOB_NOT_FOUND) says 존재하지 않는 직업입니다.', async () => {
    setup({
      path: '/jobinfo/999',
      handlers: {
        'GET /v1/job/detail/999': failWith(404, 'JOB_NOT_FOUND', '존재하지 않는 직업입니다.'),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '존재하지 않는 직업입니다.' }),
    ).toBeInTheDocument();
  });

  it('a failed load says 에러가 발생했어요. and 다시 시도 loads again', async () => {
    let fail = true;
    const { api } = setup({
      detail: () =>
        fail ? { error: { status: 500, code: 'INTERNAL', message: '서버 오류' } } : { data: CAREGIVER },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('에러가 발생했어요.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: '요양보호사' })).toBeInTheDocument();
    expect(api.calls('GET /v1/job/detail/1')).toHaveLength(2);
  });

  it('goes back to the exact list it came from, else to /jobfound', async () => {
    const user = userEvent.setup();
    const listHref = `/jobfound?require=${encodeURIComponent('필요함')}&page=2`;
    const first = setup({ state: { jobListHref: listHref } });
    await screen.findByRole('heading', { level: 1, name: '요양보호사' });
    await user.click(screen.getByRole('link', { name: '직업 목록으로' }));
    expect(await screen.findByRole('heading', { name: '직업 목록 화면' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(listHref);
    first.unmount();

    setup();
    expect(await screen.findByRole('link', { name: '직업 목록으로' })).toHaveAttribute('href', '/jobfound');
  });

  it('a member who already chose the job is told so and pointed at the plan, not offered a failing button', async () => {
    logIn();
    const { api } = setup({
      handlers: {
        'GET /v1/my-dream/todo/jobs': () => ({ data: [{ jobId: 1, jobName: '요양보호사', todoGroupId: 5 }] }),
      },
    });
    expect(await screen.findByText('이미 내 할일에 담은 직업이에요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '내 할일에 추가' })).toBeDisabled();
    expect(screen.getByRole('link', { name: '내 할일 보기' })).toHaveAttribute('href', '/mytodo');
    expect(api.calls('POST /v1/my-dream/job/1')).toHaveLength(0);
  });

  it('shows the first 3 postings for the job under the facts, asked for by the job name', async () => {
    const posting = (id: string, title: string) => makePosting({ id, title });
    const { api } = setup({
      handlers: {
        'GET /v1/recruit/near': () => ({
          data: {
            place: null,
            job: [
              { ...posting('a', '주간 요양보호사 모집'), tier: 'nationwide' },
              { ...posting('b', '재가 요양보호사'), tier: 'nationwide' },
              { ...posting('c', '야간 요양보호사'), tier: 'nationwide' },
            ],
            source: 'SAMPLE',
            syncedAt: '2026-06-01T00:15:00+09:00',
          },
        }),
      },
    });
    expect(await screen.findByText('주간 요양보호사 모집')).toBeInTheDocument();
    expect(screen.getByText('야간 요양보호사')).toBeInTheDocument();
    expect(screen.getByText('전국 공고')).toBeInTheDocument();
    const query = api.calls('GET /v1/recruit/near')[0]!.url.searchParams;
    expect(query.get('jobName')).toBe('요양보호사');
    expect(query.get('size')).toBe('3');
  });

  it('links to the courses for this job', async () => {
    setup({ path: '/jobinfo/8' });
    await screen.findByRole('heading', { level: 1, name: '사무보조원' });
    const encoded = encodeURIComponent('사무보조원');
    expect(screen.getByRole('link', { name: '교육과정 찾아보기' })).toHaveAttribute(
      'href',
      `/learning?job=${encoded}`,
    );
  });
});

describe('/jobinfo/:jobId side panel: 이 직업을 준비하는 사람들', () => {
  it('shows up to 3 dreamers (예시 marked) and 더 보기 to /others/{jobId}', async () => {
    const { api } = setup({
      handlers: {
        'GET /v1/todo/other/simple/1': () => ({
          data: [
            makeCard({ todoGroupId: 21, memberNickname: '봄날' }),
            makeCard({ todoGroupId: 22, memberNickname: '예시 · 은퇴 교사', isDemo: true }),
          ],
        }),
      },
    });
    const panel = await screen.findByRole('region', { name: '이 직업을 준비하는 사람들' });
    expect(
      await within(panel).findByRole('link', { name: '봄날 · 요양보호사 할일 목록 보기' }),
    ).toHaveAttribute('href', '/otherslist/21');
    expect(
      within(panel).getByRole('link', { name: '예시 · 은퇴 교사 예시 회원 · 요양보호사 할일 목록 보기' }),
    ).toHaveAttribute('href', '/otherslist/22');
    expect(within(panel).getByRole('link', { name: /^더 보기/ })).toHaveAttribute('href', '/others/1');
    expect(api.calls('GET /v1/todo/other/simple/1')).toHaveLength(1);
  });

  it('says honestly when nobody has made a plan for the job public yet', async () => {
    setup();
    const panel = await screen.findByRole('region', { name: '이 직업을 준비하는 사람들' });
    expect(await within(panel).findByText('아직 이 직업을 공개한 사람이 없어요.')).toBeInTheDocument();
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('a failed panel read says so with 다시 시도, and the facts stay', async () => {
    const user = userEvent.setup();
    let fail = true;
    setup({
      handlers: {
        'GET /v1/todo/other/simple/1': () =>
          fail
            ? { error: { status: 500, code: 'INTERNAL', message: '일시적인 오류' } }
            : { data: [makeCard({ todoGroupId: 21 })] },
      },
    });
    const panel = await screen.findByRole('region', { name: '이 직업을 준비하는 사람들' });
    expect(await within(panel).findByText('준비하는 사람들을 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '요양보호사' })).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: '다시 시도' }));
    expect(await within(panel).findByRole('link', { name: /할일 목록 보기$/ })).toBeInTheDocument();
  });
});

describe('parseJobId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseJobId('12')).toBe(12);
    for (const raw of [undefined, '', '0', '-1', '1e3', ' 1', '1234567890'])
      expect(parseJobId(raw)).toBeNull();
  });
});
