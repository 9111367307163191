import { QUESTIONNAIRE_MESSAGES, TOAST_DURATION } from '@dasibom/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InitialEntry } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LOGIN_TO_SAVE_TITLE } from '../../features/recommend/components/login-to-save-dialog.tsx';
import {
  PENDING_SAVE_MAX_AGE_MS,
  RECOMMEND_STORAGE_KEYS,
  type RecommendResult,
  setPendingSave,
  storeResult,
} from '../../features/recommend/recommend-storage.ts';
import { afterLoginState } from '../../lib/navigation.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { useToastStore } from '../../stores/toast-store.ts';
import { failWith, type MockHandler, mockApi } from '../../test/mock-api.ts';
import { acknowledgeAlert } from '../../test/queries.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { forgetPersonalDataOnSessionEnd } from '../session-end.ts';
import {
  JOB_SAVE_FAILED_MESSAGE,
  JOB_SAVED_MESSAGE,
  JobRecommendPage,
  LATEST_FAILED_MESSAGE,
} from './job-recommend.tsx';

const CLASSIFICATION = {
  name: '다시봄이 나눈 대략적인 구분',
  url: null,
  year: 2026,
  note: '공개 통계가 아니에요.',
};

// A busy machine can take over a second for the first lazy render or a dialog: wait longer than the default.
configure({ asyncUtilTimeout: 5000 });

const RESULT: RecommendResult = {
  recommendedJobs: [
    {
      jobId: 1,
      jobTitle: '요양보호사',
      jobDescription: '어르신의 일상을 돕는 일이에요.',
      imageUrl: '/images/jobs/job-1.svg',
      matchScore: 90,
      reasons: {
        personality: '누군가를 돌볼 때 보람을 느낀다고 하셨어요. 요양보호사는 어르신을 곁에서 돕는 일이에요.',
        strong: '배려심이 깊다는 말을 자주 들으신다고요. 어르신을 대할 때 가장 필요한 힘이에요.',
        condition: '자격증을 준비할 수 있다고 하셨어요. 요양보호사는 자격증이 필요한 일이에요.',
      },
      reasonSources: [CLASSIFICATION],
    },
    {
      jobId: 8,
      jobTitle: '사무보조원',
      jobDescription: '사무실의 서류와 자료를 정리해요.',
      imageUrl: '/images/jobs/job-8.svg',
      matchScore: 70,
      reasons: { personality: '성향 8', strong: '강점 8', condition: '조건 8' },
      reasonSources: [CLASSIFICATION],
    },
    {
      jobId: 15,
      jobTitle: '바리스타',
      jobDescription: '커피를 만들어요.',
      imageUrl: '/images/jobs/job-15.svg',
      matchScore: 60,
      reasons: { personality: '성향 15', strong: '강점 15', condition: '조건 15' },
      reasonSources: [
        CLASSIFICATION,
        { name: '어떤 공개 자료', url: 'https://example.org/source', year: 2023, note: null },
      ],
    },
  ],
  relaxedRules: [],
  answeredCount: 7,
  questionCount: 9,
  basis: null,
};

function logIn() {
  useSessionStore.getState().setSession({ accessToken: 'access', memberId: 7, nickname: '봄날' });
}

/**
 * The result page as the questionnaire leaves it: the result in this tab's storage (unless `stored` is null or a
 * test stored its own), none in navigation state.
 */
function setup(
  handlers: Record<string, MockHandler> = {},
  entry: InitialEntry = '/jobrecommend',
  stored: RecommendResult | null = RESULT,
) {
  if (stored && sessionStorage.getItem(RECOMMEND_STORAGE_KEYS.result) === null) storeResult(stored);
  const api = mockApi(handlers);
  const view = renderRoute(<JobRecommendPage />, { path: '/jobrecommend', initialEntries: [entry] });
  return { api, user: userEvent.setup(), ...view };
}

const lastToast = () => useToastStore.getState().toasts.at(-1);

afterEach(() => {
  useSessionStore.getState().clearSession();
});

describe('/jobrecommend', { timeout: 15_000 }, () => {
  it.each([
    ['nothing stored', null],
    ['a stored result of the wrong shape', '{"recommendedJobs":[]}'],
  ])('with %s: alerts that there is no result, then goes home', async (_name, stored) => {
    // A result in navigation state alone never counts (see the logout test below).
    if (stored) sessionStorage.setItem(RECOMMEND_STORAGE_KEYS.result, stored);
    const { user, router } = setup({}, { pathname: '/jobrecommend', state: { result: RESULT } }, null);
    await acknowledgeAlert(user, QUESTIONNAIRE_MESSAGES.noResult);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { name: '다른 화면' })).toBeInTheDocument();
  });

  it('a visitor with nothing in this tab asks the server for nothing', async () => {
    const { api } = setup({}, '/jobrecommend', null);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(QUESTIONNAIRE_MESSAGES.noResult);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  describe('a member back in a new browser session (nothing in this tab)', () => {
    // 15:30 UTC is already the next day in Seoul.
    const latest = {
      answeredAt: '2026-06-03T15:30:00.000Z',
      answers: [{ questionNum: 1, responses: ['누군가를 돕거나 돌봐 드릴 때'] }],
      result: RESULT,
    };

    it('shows the result kept on the server, the day they answered in Seoul, and 다시 답하기', async () => {
      logIn();
      const { api } = setup(
        { 'GET /v1/job/recommend/latest': () => ({ data: { latest } }) },
        '/jobrecommend',
        null,
      );
      expect(await screen.findByText('2026년 6월 4일에 답한 결과예요.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: '봄날님께 추천하는 직업' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '다시 답하기' })).toHaveAttribute('href', '/onboard');
      const first = within(screen.getByRole('article', { name: '요양보호사' }));
      expect(first.getByText(RESULT.recommendedJobs[0]!.reasons.personality)).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(3);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      const [call] = api.calls('GET /v1/job/recommend/latest');
      expect(call!.headers.get('authorization')).toBe('Bearer access');
    });

    it('none kept: the spec’s alert, then home', async () => {
      logIn();
      const { user, router } = setup(
        { 'GET /v1/job/recommend/latest': () => ({ data: { latest: null } }) },
        '/jobrecommend',
        null,
      );
      await acknowledgeAlert(user, QUESTIONNAIRE_MESSAGES.noResult);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });

    it('a failed read says so and 다시 시도 reads again (never "no result" for a result that exists)', async () => {
      logIn();
      let fail = true;
      const { api, user } = setup(
        {
          'GET /v1/job/recommend/latest': () =>
            fail
              ? {
                  error: { status: 503, code: 'SERVICE_UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' },
                }
              : { data: { latest } },
        },
        '/jobrecommend',
        null,
      );
      expect(await screen.findByText(LATEST_FAILED_MESSAGE, {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: '다시 시도' }));
      expect(await screen.findByText('2026년 6월 4일에 답한 결과예요.')).toBeInTheDocument();
      expect(api.calls('GET /v1/job/recommend/latest').length).toBeGreaterThanOrEqual(2);
    }, 30_000);

    it('the result in this tab comes first: no server read, and no date line (just answered)', () => {
      logIn();
      const { api } = setup({ 'GET /v1/job/recommend/latest': () => ({ data: { latest } }) });
      expect(screen.getAllByRole('article')).toHaveLength(3);
      expect(screen.queryByText(/에 답한 결과예요/)).not.toBeInTheDocument();
      expect(api.calls('GET /v1/job/recommend/latest')).toHaveLength(0);
    });
  });

  it('Back to the result after the member logged out shows nothing of theirs', async () => {
    onTestFinished(forgetPersonalDataOnSessionEnd());
    logIn();
    storeResult(RESULT);
    useSessionStore.getState().clearSession();
    // History still holds whatever state the old entry had; only storage decides.
    const { user, router } = setup({}, { pathname: '/jobrecommend', state: { result: RESULT } }, null);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(QUESTIONNAIRE_MESSAGES.noResult);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(RECOMMEND_STORAGE_KEYS.result)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows three cards with every reason in full, the scope line and 다시 답하기 (visitor heading)', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: '회원님께 추천하는 직업' })).toBeInTheDocument();
    expect(screen.getByText(QUESTIONNAIRE_MESSAGES.scopeLine)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '다시 답하기' })).toHaveAttribute('href', '/onboard');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(screen.getByRole('article', { name: '요양보호사' }));
    for (const [label, text] of Object.entries({
      성향: RESULT.recommendedJobs[0]!.reasons.personality,
      강점: RESULT.recommendedJobs[0]!.reasons.strong,
      조건: RESULT.recommendedJobs[0]!.reasons.condition,
    })) {
      expect(first.getByText(label)).toBeInTheDocument();
      expect(first.getByText(text)).toBeInTheDocument();
    }
    expect(first.getByRole('button', { name: '요양보호사 저장' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: '요양보호사 상세 보기' })).toHaveAttribute('href', '/jobinfo/1');
    expect(screen.queryByText(/마우스/)).not.toBeInTheDocument();
    expect(screen.queryByText('알려 드려요')).not.toBeInTheDocument();
  });

  it('says under the reasons where the job facts they cite come from, and the year (ADR 030)', () => {
    setup();
    const first = within(screen.getByRole('article', { name: '요양보호사' }));
    expect(first.getByText(/출처: 다시봄이 나눈 대략적인 구분 · 2026년 기준/)).toBeInTheDocument();
    expect(first.getByText('공개 통계가 아니에요.')).toBeInTheDocument();
    expect(first.queryByRole('link', { name: /자료 보기/ })).not.toBeInTheDocument();
    const third = within(screen.getByRole('article', { name: '바리스타' }));
    expect(third.getByText(/출처: 어떤 공개 자료 · 2023년 기준/)).toBeInTheDocument();
    expect(third.getByRole('link', { name: '자료 보기 (어떤 공개 자료, 새 창)' })).toHaveAttribute(
      'href',
      'https://example.org/source',
    );
  });

  it('says how many questions were answered', () => {
    setup();
    expect(screen.getByText(/9개 질문 중 7개에 답하셨어요\./)).toBeInTheDocument();
    expect(screen.getByText(/카드마다 추천한 이유를 적어 두었어요/)).toBeInTheDocument();
  });

  it('with no answers: no count of answers, and the server basis instead of "답해 주신 내용으로"', () => {
    const basis =
      '답하신 질문이 없어서, 버는 돈이 많은 편이고 자격증 없이도 시작하기 쉬운 일을 먼저 골랐어요.';
    setup({}, '/jobrecommend', { ...RESULT, answeredCount: 0, basis });
    const intro = screen.getByText(/9개 질문 중 답하신 질문이 없어요\./);
    expect(intro).toHaveTextContent(basis);
    expect(screen.queryByText(/답해 주신 내용으로/)).not.toBeInTheDocument();
  });

  it('reads the result kept in this tab after a reload, and names the member; shows relaxed rules', () => {
    logIn();
    const relaxed =
      '자격증이 필요 없는 직업만으로는 3개를 채우지 못해, 자격증이 필요한 직업도 함께 보여드려요.';
    storeResult({ ...RESULT, relaxedRules: [relaxed] });
    setup({}, { pathname: '/jobrecommend' });
    expect(screen.getByRole('heading', { level: 1, name: '봄날님께 추천하는 직업' })).toBeInTheDocument();
    expect(screen.getByText(relaxed)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('a member saves a job: POST, a 3-second success toast, and the button says 담았어요', async () => {
    logIn();
    const { api, user } = setup({
      'POST /v1/my-dream/job/8': () => ({ data: { todoGroupId: 31, todoCount: 5 } }),
    });
    await user.click(screen.getByRole('button', { name: '사무보조원 저장' }));
    await waitFor(() => expect(lastToast()?.message).toBe(JOB_SAVED_MESSAGE));
    expect(lastToast()).toMatchObject({ tone: 'success', durationMs: TOAST_DURATION.jobSaved });
    expect(api.calls('POST /v1/my-dream/job/8')).toHaveLength(1);
    expect(api.calls('POST /v1/my-dream/job/8')[0]!.headers.get('authorization')).toBe('Bearer access');
    expect(screen.getByRole('button', { name: '사무보조원 담았어요' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '요양보호사 저장' })).toBeEnabled();
  });

  it('jobs the member already chose read as saved', async () => {
    logIn();
    setup({
      'GET /v1/my-dream/todo/jobs': () => ({ data: [{ todoGroupId: 3, jobName: '바리스타', jobId: 15 }] }),
    });
    expect(await screen.findByRole('button', { name: '바리스타 담았어요' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '요양보호사 저장' })).toBeEnabled();
  });

  it('a job already chosen (409) shows the server’s message in a red toast', async () => {
    logIn();
    const { user } = setup({
      'POST /v1/my-dream/job/1': failWith(409, 'JOB_ALREADY_ADDED', '이미 담은 직업입니다.'),
    });
    await user.click(screen.getByRole('button', { name: '요양보호사 저장' }));
    await waitFor(() => expect(lastToast()?.message).toBe('이미 담은 직업입니다.'));
    expect(lastToast()?.tone).toBe('error');
    expect(screen.getByRole('status', { name: '알림' })).toHaveTextContent('이미 담은 직업입니다.');
  });

  it('a failure without a server message (no connection) falls back to the spec’s text', async () => {
    logIn();
    const { user } = setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await user.click(screen.getByRole('button', { name: '바리스타 저장' }));
    await waitFor(() => expect(lastToast()?.message).toBe(JOB_SAVE_FAILED_MESSAGE));
    expect(lastToast()?.tone).toBe('error');
    expect(screen.getByRole('button', { name: '바리스타 저장' })).toBeEnabled();
  });

  it('a visitor’s 저장 explains login; 로그인하고 담기 remembers the job and goes to /login, back here after', async () => {
    const { api, user, router } = setup();
    await user.click(screen.getByRole('button', { name: '요양보호사 저장' }));
    const dialog = await screen.findByRole('dialog', { name: LOGIN_TO_SAVE_TITLE });
    expect(within(dialog).getByRole('link', { name: '직업 목록 보기' })).toHaveAttribute('href', '/jobfound');
    expect(api.fetchMock).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: '계속 둘러보기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(RECOMMEND_STORAGE_KEYS.pendingSave)).toBeNull();

    await user.click(screen.getByRole('button', { name: '요양보호사 저장' }));
    await user.click(await screen.findByRole('button', { name: '로그인하고 담기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ returnTo: '/jobrecommend' });
    expect(JSON.parse(sessionStorage.getItem(RECOMMEND_STORAGE_KEYS.pendingSave)!)).toMatchObject({
      jobId: 1,
    });
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('back from that login with a pending save: saves it exactly once, with the success toast', async () => {
    storeResult(RESULT);
    setPendingSave(1);
    logIn();
    const first = setup(
      { 'POST /v1/my-dream/job/1': () => ({ data: { todoGroupId: 40, todoCount: 5 } }) },
      { pathname: '/jobrecommend', state: afterLoginState() },
    );
    await waitFor(() => expect(lastToast()?.message).toBe(JOB_SAVED_MESSAGE));
    expect(await screen.findByRole('button', { name: '요양보호사 담았어요' })).toBeDisabled();
    expect(sessionStorage.getItem(RECOMMEND_STORAGE_KEYS.pendingSave)).toBeNull();
    first.unmount();

    // A reload or another visit never repeats it.
    const second = setup(
      { 'POST /v1/my-dream/job/1': () => ({ data: { todoGroupId: 40, todoCount: 5 } }) },
      '/jobrecommend',
    );
    expect(screen.getByRole('button', { name: '요양보호사 저장' })).toBeEnabled();
    expect(first.api.calls('POST /v1/my-dream/job/1')).toHaveLength(1);
    expect(second.api.calls('POST /v1/my-dream/job/1')).toHaveLength(0);
  });

  it.each([
    ['a member who logged in some other way opens the page', Date.now(), '/jobrecommend'],
    [
      'the login redirect comes more than 15 minutes after 로그인하고 담기',
      Date.now() - PENDING_SAVE_MAX_AGE_MS - 60_000,
      { pathname: '/jobrecommend', state: afterLoginState() },
    ],
  ] as const)('drops the pending save when %s', async (_name, askedAt, entry) => {
    storeResult(RESULT);
    setPendingSave(1, askedAt);
    logIn();
    const { api } = setup({}, entry);
    // The member's job list loads; nothing is added.
    await waitFor(() => expect(api.calls('GET /v1/my-dream/todo/jobs')).toHaveLength(1));
    expect(api.calls('POST /v1/my-dream/job/1')).toHaveLength(0);
    expect(sessionStorage.getItem(RECOMMEND_STORAGE_KEYS.pendingSave)).toBeNull();
    expect(screen.getByRole('button', { name: '요양보호사 저장' })).toBeEnabled();
  });

  it('a visitor who came back without logging in drops the pending save', () => {
    storeResult(RESULT);
    setPendingSave(1);
    const { api } = setup({}, '/jobrecommend');
    expect(sessionStorage.getItem(RECOMMEND_STORAGE_KEYS.pendingSave)).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
