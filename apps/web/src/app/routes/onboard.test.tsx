import { QUESTIONNAIRE_MESSAGES, QUESTIONS } from '@dasibom/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_ANSWERED } from '../../features/recommend/components/answers-summary.tsx';
import {
  PREFILLED_NOTICE,
  skippedConfirmMessage,
} from '../../features/recommend/components/questionnaire.tsx';
import { readStoredResult } from '../../features/recommend/recommend-result.ts';
import { RECOMMEND_STORAGE_KEYS } from '../../features/recommend/recommend-storage.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { type MockHandler, mockApi } from '../../test/mock-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { OnboardPage } from './onboard.tsx';

// A busy machine can take over a second for the first lazy render or a dialog: wait longer than the default.
configure({ asyncUtilTimeout: 5000 });

const RESULT = {
  recommendedJobs: [1, 2, 3].map((jobId) => ({
    jobId,
    jobTitle: `직업${jobId}`,
    jobDescription: '설명',
    imageUrl: `/images/jobs/job-${jobId}.svg`,
    matchScore: 80,
    reasons: { personality: '성향 이유', strong: '강점 이유', condition: '조건 이유' },
    reasonSources: [{ name: '다시봄이 나눈 대략적인 구분', url: null, year: 2026, note: null }],
  })),
  relaxedRules: [],
  answeredCount: 9,
  questionCount: 9,
  basis: null,
};

function setup(handlers: Record<string, MockHandler> = {}, initialEntries?: string[]) {
  const api = mockApi({ 'POST /v1/job/recommend': () => ({ data: RESULT }), ...handlers });
  const view = renderRoute(<OnboardPage />, {
    path: '/onboard',
    ...(initialEntries ? { initialEntries } : {}),
  });
  return { api, user: userEvent.setup(), ...view };
}

function currentStep() {
  return within(screen.getByRole('list', { name: '질문 단계' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
}

const radios = () => screen.getAllByRole('radio');
const nextButton = () => screen.getByRole('button', { name: /^(다음|제출|답 확인으로)/ });
const summaryButton = () => screen.getByRole('button', { name: '답 한눈에 보기' });

/**
 * Answers question by question with the mouse; `null` skips. On question 9 it opens the summary (답 한눈에 보기)
 * unless `submitFromLast`, which presses question 9's 제출 instead.
 */
async function answerAll(
  user: ReturnType<typeof userEvent.setup>,
  picks: (number | null)[],
  { submitFromLast = false } = {},
) {
  for (const [index, pick] of picks.entries()) {
    expect(screen.getByText(`질문 ${index + 1} / 9`)).toBeInTheDocument();
    if (pick !== null) await user.click(screen.getByRole('radio', { name: QUESTIONS[index]!.options[pick] }));
    const isLast = index === QUESTIONS.length - 1;
    await user.click(isLast && !submitFromLast ? summaryButton() : nextButton());
  }
  if (!submitFromLast) await screen.findByRole('heading', { name: '답을 확인해 주세요' });
}

afterEach(() => {
  useSessionStore.getState().clearSession();
});

// Whole questionnaires are walked through click by click: slow on a busy machine, so a roomier limit.
describe('/onboard', { timeout: 20_000 }, () => {
  it('shows the step and question number, disables 이전 on question 1, and moves on with 다음', async () => {
    const { user } = setup();
    expect(screen.getByText('1단계 / 4단계 · 경험')).toBeInTheDocument();
    expect(screen.getByText('질문 1 / 9')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('경험');
    expect(screen.getByRole('heading', { level: 2, name: QUESTIONS[0].title })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: QUESTIONS[0].title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이전' })).toBeDisabled();
    expect(nextButton()).toHaveTextContent('다음');

    for (let i = 0; i < 3; i += 1) await user.click(nextButton());
    expect(screen.getByText('질문 4 / 9')).toBeInTheDocument();
    expect(screen.getByText('2단계 / 4단계 · 근무 조건')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('근무 조건');
    expect(screen.getByRole('heading', { level: 2, name: QUESTIONS[3].title })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '이전' }));
    expect(screen.getByText('질문 3 / 9')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('경험');
  });

  it('question 9 shows 제출 with 확인 as the current step; 답 한눈에 보기 opens the summary', async () => {
    const { user, api } = setup();
    for (let i = 0; i < 8; i += 1) {
      expect(screen.queryByRole('button', { name: '답 한눈에 보기' })).not.toBeInTheDocument();
      await user.click(nextButton());
    }
    expect(screen.getByText('질문 9 / 9')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '자격증이 필요한 일도 괜찮으세요?' }),
    ).toBeInTheDocument();
    expect(nextButton()).toHaveTextContent('제출');
    expect(screen.getByText('4단계 / 4단계 · 확인')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('확인');

    await user.click(summaryButton());
    expect(await screen.findByRole('heading', { name: '답을 확인해 주세요' })).toHaveFocus();
    expect(nextButton()).toHaveTextContent('제출');
    expect(screen.queryByRole('button', { name: '답 한눈에 보기' })).not.toBeInTheDocument();
    expect(screen.getAllByText(NOT_ANSWERED)).toHaveLength(9);
    expect(api.calls('POST /v1/job/recommend')).toHaveLength(0);
  });

  it('question 9’s 제출 submits at once when every question is answered', async () => {
    const { user, api, router } = setup();
    await answerAll(user, [0, 1, 0, 1, 0, 1, 0, 1, 0], { submitFromLast: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobrecommend'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls('POST /v1/job/recommend')).toHaveLength(1);
    const sent = api.calls('POST /v1/job/recommend')[0]!.body as { answers: { responses: string[] }[] };
    expect(sent.answers.map((a) => a.responses[0])).toEqual(
      QUESTIONS.map((q, index) => q.options[index % 2 === 0 ? 0 : 1]),
    );
    expect(readStoredResult()).toEqual(RESULT);
  });

  it('question 9’s 제출 asks first when a question was skipped, then submits', async () => {
    const { user, api, router } = setup();
    await answerAll(user, [0, null, 0, 0, 0, 0, 0, 0, null], { submitFromLast: true });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(skippedConfirmMessage(2));
    expect(api.calls('POST /v1/job/recommend')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '그대로 제출' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobrecommend'));
    expect(api.calls('POST /v1/job/recommend')).toHaveLength(1);
  });

  it('sends all 9 questions with the chosen labels and [] for skipped ones, then opens the result', async () => {
    const { user, api, router } = setup();
    const picks = [0, 1, 2, null, 1, 4, 0, 1, null];
    await answerAll(user, picks);
    expect(screen.getAllByText(NOT_ANSWERED)).toHaveLength(2);
    expect(screen.getByText(QUESTIONS[0].options[0])).toBeInTheDocument();

    await user.click(nextButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(skippedConfirmMessage(2));
    await user.click(within(dialog).getByRole('button', { name: '그대로 제출' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/jobrecommend'));
    expect(api.calls('POST /v1/job/recommend')).toHaveLength(1);
    expect(api.calls('POST /v1/job/recommend')[0]!.body).toEqual({
      answers: QUESTIONS.map((question, index) => {
        const pick = picks[index];
        return {
          questionNum: question.num,
          responses: pick === null || pick === undefined ? [] : [question.options[pick]],
        };
      }),
    });
    // Storage only: history would keep navigation state after a logout (Back would show the result again).
    expect(router.state.location.state).toBeNull();
    expect(readStoredResult()).toEqual(RESULT);
  });

  it('cancelling the skipped-questions confirm sends nothing and opens the first skipped question', async () => {
    const { user, api } = setup();
    await answerAll(user, [0, 0, null, 0, 0, 0, 0, 0, 0]);
    await user.click(nextButton());
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '돌아가서 답하기' }));
    expect(await screen.findByText('질문 3 / 9')).toBeInTheDocument();
    expect(api.calls('POST /v1/job/recommend')).toHaveLength(0);

    // Answering it returns straight to the summary, which now has nothing skipped: submit sends at once.
    await user.click(screen.getByRole('radio', { name: '꼼꼼하다' }));
    await user.click(screen.getByRole('button', { name: '답 확인으로' }));
    await screen.findByRole('heading', { name: '답을 확인해 주세요' });
    expect(screen.queryByText(NOT_ANSWERED)).not.toBeInTheDocument();
    await user.click(nextButton());
    await waitFor(() => expect(api.calls('POST /v1/job/recommend')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('수정 on the summary opens that question with its answer chosen', async () => {
    const { user } = setup();
    await answerAll(user, [0, 0, 0, 0, 0, 0, 1, 0, 0]);
    await user.click(screen.getByRole('button', { name: '수정 (질문 7)' }));
    expect(screen.getByRole('heading', { level: 2, name: QUESTIONS[6].title })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '여러 사람과 어울리는 일' })).toBeChecked();
  });

  it('works with the keyboard alone: Tab to an option, arrows/Space to choose, Tab to 다음, Enter', async () => {
    const { user, api, router } = setup();
    for (let index = 0; index < QUESTIONS.length; index += 1) {
      await user.tab();
      expect(document.activeElement).toBe(radios()[0]);
      if (index % 2 === 0) await user.keyboard(' ');
      else await user.keyboard('{ArrowDown}');
      const expected = QUESTIONS[index]!.options[index % 2 === 0 ? 0 : 1];
      expect(screen.getByRole('radio', { name: expected })).toBeChecked();
      await user.tab();
      // Question 9: 답 한눈에 보기 comes before 제출.
      expect(index === QUESTIONS.length - 1 ? summaryButton() : nextButton()).toHaveFocus();
      await user.keyboard('{Enter}');
      if (index < QUESTIONS.length - 1) {
        expect(screen.getByRole('heading', { level: 2, name: QUESTIONS[index + 1]!.title })).toHaveFocus();
      }
    }
    expect(screen.getByRole('heading', { name: '답을 확인해 주세요' })).toHaveFocus();
    // On the summary: Tab past the nine 수정 buttons to 제출.
    for (let i = 0; i < 10 && document.activeElement !== nextButton(); i += 1) await user.tab();
    expect(nextButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobrecommend'));
    const sent = api.calls('POST /v1/job/recommend')[0]!.body as { answers: { responses: string[] }[] };
    expect(sent.answers.map((a) => a.responses[0])).toEqual(
      QUESTIONS.map((q, index) => q.options[index % 2 === 0 ? 0 : 1]),
    );
  });

  it('keeps the answers and the place in sessionStorage across unmount and remount', async () => {
    const first = setup();
    await first.user.click(screen.getByRole('radio', { name: '새로운 것을 배우거나 책을 읽을 때' }));
    await first.user.click(nextButton());
    await first.user.click(screen.getByRole('radio', { name: '글, 숫자, 서류 다루기' }));
    first.unmount();
    expect(sessionStorage.getItem(RECOMMEND_STORAGE_KEYS.draft)).not.toBeNull();

    const second = setup();
    expect(screen.getByText('질문 2 / 9')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '글, 숫자, 서류 다루기' })).toBeChecked();
    await second.user.click(screen.getByRole('button', { name: '이전' }));
    expect(screen.getByRole('radio', { name: '새로운 것을 배우거나 책을 읽을 때' })).toBeChecked();
  });

  it('after a submit, opening the questionnaire again starts at question 1 with the same answers', async () => {
    const first = setup();
    await answerAll(first.user, [1, 1, 1, 1, 1, 1, 1, 1, 1]);
    await first.user.click(nextButton());
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/jobrecommend'));
    first.unmount();

    // A link (PUSH), like 다시 답하기.
    const second = setup({}, ['/jobrecommend']);
    await second.router.navigate('/onboard');
    expect(await screen.findByText('질문 1 / 9')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: QUESTIONS[0].options[1] })).toBeChecked();
  });

  it('prefills a member’s last answers from the server when this tab has none', async () => {
    useSessionStore.getState().setSession({ accessToken: 'access', memberId: 7, nickname: '봄날' });
    const { user, api } = setup({
      'GET /v1/job/recommend/answers': () => ({
        data: {
          answers: [
            { questionNum: 1, responses: ['일을 정리하고 계획을 세울 때'] },
            { questionNum: 2, responses: [] },
            { questionNum: 3, responses: ['믿음직하다'] },
          ],
          savedAt: '2026-04-30T10:00:00.000Z',
        },
      }),
    });
    expect(await screen.findByRole('radio', { name: '일을 정리하고 계획을 세울 때' })).toBeChecked();
    expect(screen.getByText(PREFILLED_NOTICE)).toBeInTheDocument();
    expect(api.calls('GET /v1/job/recommend/answers')[0]!.headers.get('authorization')).toBe('Bearer access');
    await user.click(nextButton());
    expect(radios().some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    await user.click(nextButton());
    expect(screen.getByRole('radio', { name: '믿음직하다' })).toBeChecked();
  });

  it('visitors never ask for saved answers', () => {
    const { api } = setup();
    expect(screen.getByText('질문 1 / 9')).toBeInTheDocument();
    expect(api.calls('GET /v1/job/recommend/answers')).toHaveLength(0);
  });

  it.each([
    [
      'a server failure',
      { error: { status: 500, code: 'INTERNAL', message: '서버 오류' } },
      QUESTIONNAIRE_MESSAGES.recommendFailed,
    ],
    [
      'a rejected request (400)',
      { error: { status: 400, code: 'VALIDATION', message: QUESTIONNAIRE_MESSAGES.unknownOption } },
      QUESTIONNAIRE_MESSAGES.unknownOption,
    ],
  ] as const)('shows an alert on %s and stays', async (_name, answer, text) => {
    const { user, router } = setup({ 'POST /v1/job/recommend': () => answer });
    await answerAll(user, [0, 0, 0, 0, 0, 0, 0, 0, 0]);
    await user.click(nextButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe('/onboard');
  });

  it('shows the network error itself when the request never reaches the server', async () => {
    const { user } = setup();
    await answerAll(user, [0, 0, 0, 0, 0, 0, 0, 0, 0]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await user.click(nextButton());
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('네트워크 연결을 확인해 주세요.');
  });
});
