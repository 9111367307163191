import type { CareerSuggestions } from '@dasibom/contract';
import { CAREER_MESSAGES } from '@dasibom/contract/career';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CAREER_EMPTY_TEXT, CAREER_ERROR_TEXT } from '../../features/career/components/career-results.tsx';
import { PICK_GROUP_ERROR } from '../../features/career/components/career-steps.tsx';
import { failWith, mockApi } from '../../test/mock-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { CareerPage } from './career.tsx';

const SOURCE = {
  name: '보건복지부 「노인복지법 시행규칙」',
  url: 'https://www.law.go.kr/x',
  year: 2026,
  note: null,
};

function answer(strengths: string[]): CareerSuggestions {
  return {
    group: { id: 'care', label: '의료·돌봄' },
    strengths: strengths.map((id) => ({ id, label: id === 'elders' ? '어르신 모시기' : id })),
    linkedCount: 6,
    suggestions: [
      {
        jobId: 1,
        jobName: '요양보호사',
        imageUrl: '/images/jobs/job-1.svg',
        carries: '의료·돌봄 일을 오래 하셨으니, 어르신 곁에서 돌보던 경험이 쓰여요.',
        strengthTies: strengths.includes('elders') ? [{ id: 'elders', label: '어르신 모시기' }] : [],
        strengthLine: strengths.includes('elders')
          ? '고르신 강점 가운데 이 일에 잘 맞는 것: ‘어르신 모시기’.'
          : null,
        requiredCertification: '필요함',
        certificates: [
          {
            name: '요양보호사 자격증',
            authority: { name: '한국보건의료인국가시험원', url: 'https://www.kuksiwon.or.kr', year: 2026 },
            period: '표준교육과정 320시간을 마친 뒤 국가시험',
            periodSource: SOURCE,
          },
        ],
      },
      {
        jobId: 6,
        jobName: '심리상담사',
        imageUrl: '/images/jobs/job-6.svg',
        carries: '의료·돌봄 일을 오래 하셨으니, 이야기를 들어 드리던 경험이 바탕이 돼요.',
        strengthTies: [],
        strengthLine: strengths.length > 0 ? '고르신 강점과 이 일을 이어 주는 점은 찾지 못했어요.' : null,
        requiredCertification: '필요함',
        certificates: [{ name: '임상심리사 2급', authority: null, period: null, periodSource: null }],
      },
    ],
  };
}

function setup(path: string) {
  const api = mockApi({
    'GET /v1/career/suggestions': ({ url }) => ({
      data: answer((url.searchParams.get('strengths') ?? '').split(',').filter(Boolean)),
    }),
  });
  const view = renderRoute(<CareerPage />, {
    path: '/career',
    initialEntries: [path],
    routes: [{ path: '/jobinfo/:jobId', element: <h1>직업 상세 화면</h1> }],
  });
  const search = () => view.router.state.location.search;
  return { api, ...view, search };
}

describe('/career', () => {
  it('goes from a group to strengths to the suggestions, keeping every step in the address', async () => {
    const { api, search, router } = setup('/career');
    const user = userEvent.setup();
    const groups = screen.getByRole('group', { name: /가장 오래 해 온 일은 어떤 일인가요/ });
    expect(within(groups).getAllByRole('radio')).toHaveLength(13);
    // Nothing picked: said inline, tied to the choices, and nothing asked of the server.
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText(PICK_GROUP_ERROR)).toBeInTheDocument();
    expect(within(groups).getAllByRole('radio')[0]).toHaveAccessibleDescription(PICK_GROUP_ERROR);

    await user.click(screen.getByRole('radio', { name: /의료·돌봄/ }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(search()).toBe('?group=care');
    const strengths = screen.getByRole('group', { name: /잘했던 것을 골라 주세요/ });
    expect(within(strengths).getAllByRole('checkbox')).toHaveLength(5);
    expect(api.calls('GET /v1/career/suggestions')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: '어르신 모시기' }));
    await user.click(screen.getByRole('button', { name: '이어지는 직업 보기' }));
    expect(search()).toBe('?group=care&strengths=elders&step=result');
    const list = await screen.findByRole('list', { name: '이어지는 직업' });
    expect(Object.fromEntries(api.calls('GET /v1/career/suggestions')[0]!.url.searchParams)).toEqual({
      group: 'care',
      strengths: 'elders',
    });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '요양보호사',
      '심리상담사',
    ]);
    const first = within(cards[0]!);
    expect(first.getByText(/의료·돌봄 일을 오래 하셨으니/)).toBeInTheDocument();
    expect(first.getByText('고르신 강점 가운데 이 일에 잘 맞는 것: ‘어르신 모시기’.')).toBeInTheDocument();
    expect(first.getByText('표준교육과정 320시간을 마친 뒤 국가시험')).toBeInTheDocument();
    expect(first.getByText(`출처: ${SOURCE.name} · 2026년 기준`)).toBeInTheDocument();
    expect(first.getByRole('link', { name: /자료 보기/ })).toHaveAttribute('target', '_blank');
    expect(first.getByText(/시험·발급: 한국보건의료인국가시험원/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText(CAREER_MESSAGES.noPeriod)).toBeInTheDocument();
    expect(screen.getByText(/이어지는 직업 6개 가운데 2개를 보여 드려요/)).toBeInTheDocument();

    // Back returns to the strengths, as picked.
    await router.navigate(-1);
    await waitFor(() => expect(search()).toBe('?group=care&strengths=elders'));
    expect(await screen.findByRole('checkbox', { name: '어르신 모시기' })).toBeChecked();
    await user.click(screen.getByRole('link', { name: '일의 종류 다시 고르기' }));
    await waitFor(() => expect(search()).toBe('?group=care&step=group'));
    expect(await screen.findByRole('radio', { name: /의료·돌봄/ })).toBeChecked();
  });

  it('opens a shared address at its step, and goes to the job’s detail from a card', async () => {
    const { search } = setup('/career?group=care&step=result');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: '이어지는 직업' });
    expect(screen.getByText(/강점은 고르지 않으셨어요/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '강점 다시 고르기' }));
    expect(search()).toBe('?group=care');
    await user.click(screen.getByRole('checkbox', { name: '어르신 모시기' }));
    await user.click(screen.getByRole('button', { name: '이어지는 직업 보기' }));
    await user.click(await screen.findByRole('link', { name: '요양보호사 자세히 보기' }));
    expect(await screen.findByRole('heading', { name: '직업 상세 화면' })).toBeInTheDocument();
  });

  it('says when a group leads to no job yet, and when the suggestions could not be read', async () => {
    mockApi({
      'GET /v1/career/suggestions': () => ({
        data: {
          group: { id: 'driving', label: '운전·운송' },
          strengths: [],
          linkedCount: 0,
          suggestions: [],
        },
      }),
    });
    renderRoute(<CareerPage />, { path: '/career', initialEntries: ['/career?group=driving&step=result'] });
    expect(await screen.findByText(CAREER_EMPTY_TEXT)).toBeInTheDocument();
    vi.unstubAllGlobals();

    mockApi({
      'GET /v1/career/suggestions': failWith(503, 'SERVICE_UNAVAILABLE', '잠시'),
    });
    renderRoute(<CareerPage />, { path: '/career', initialEntries: ['/career?group=care&step=result'] });
    expect(await screen.findByText(CAREER_ERROR_TEXT)).toBeInTheDocument();
  });
});
