import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useToastStore } from '../../../stores/toast-store.ts';
import { failWith, type MockAnswer, type MockHandler, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import type { ScrapCourse } from '../api/save-training-scrap.ts';
import { courseTarget, postingTarget } from '../scrap-target.ts';
import { ScrapToggle } from './scrap-toggle.tsx';

const IDS = ['a', 'b', 'c'];

const COURSE: ScrapCourse = {
  trprId: 'AIG1',
  trprDegr: '3',
  trainstCstId: '500020043526',
  traStartDate: '2026-07-01',
  traEndDate: '2026-08-14',
  type: '이론 위주',
};

function signIn() {
  useSessionStore.getState().setSession({ accessToken: 'access', memberId: 7, nickname: '봄날' });
}

/** Answers GET /v1/scrap/checked: the ids in `saved` are saved. */
function checkHandler(saved: string[]): MockHandler {
  return ({ url }) => ({
    data: (url.searchParams.get('idList') ?? '')
      .split(',')
      .map((id, index) => ({ index, isScrap: saved.includes(id) })),
  });
}

/** A call that answers only when the test says so. */
function deferred() {
  let answer: (value: MockAnswer) => void = () => {};
  const promise = new Promise<MockAnswer>((resolve) => {
    answer = resolve;
  });
  return { handler: (() => promise) as MockHandler, answer };
}

/** A signed-in member, nothing saved yet, and the save at `route` held open until `save` answers. */
function signedInSaving(route: string) {
  signIn();
  const save = deferred();
  const api = mockApi({ 'GET /v1/scrap/checked': checkHandler([]), [route]: save.handler });
  return { save, api };
}

function renderHearts(place: 'card' | 'modal' = 'card', path = '/jobsearch') {
  return renderRoute(
    <ul>
      {IDS.map((id) => (
        <li key={id}>
          <ScrapToggle target={postingTarget({ id })} place={place} pageIds={IDS} />
        </li>
      ))}
    </ul>,
    { path, initialEntries: [`${path}?job=`] },
  );
}

const hearts = () => screen.getAllByRole('button');

afterEach(() => {
  useSessionStore.getState().clearSession();
});

describe('the heart, for a visitor', () => {
  it('is visible and pressable, explains 로그인 후 이용해주세요 and returns here after login', async () => {
    const api = mockApi({});
    const { router } = renderHearts();
    const heart = hearts()[0]!;
    expect(heart).toHaveAccessibleName('관심 공고 저장');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toBeEnabled();

    await userEvent.setup().click(heart);
    const dialog = await screen.findByRole('alertdialog', { name: '로그인이 필요해요' });
    expect(dialog).toHaveTextContent('로그인 후 이용해주세요.');
    // The safe choice is focused.
    expect(within(dialog).getByRole('button', { name: '닫기' })).toHaveFocus();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ returnTo: '/jobsearch?job=' });
    // Nothing was asked of the server: no check, no save.
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('in a detail modal, comes back with the item open (its id in the address)', async () => {
    mockApi({});
    const { router } = renderHearts('modal');
    await userEvent.setup().click(screen.getAllByRole('button', { name: '담기' })[1]!);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ returnTo: '/jobsearch?job=&posting=b' });
  });

  it('닫기 leaves the page as it was', async () => {
    mockApi({});
    const { router } = renderHearts();
    await userEvent.setup().click(hearts()[0]!);
    await userEvent.setup().click(await screen.findByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/jobsearch');
  });
});

describe('the heart, for a member', () => {
  it('asks one batch check for the whole page and shows each answer', async () => {
    signIn();
    const api = mockApi({ 'GET /v1/scrap/checked': checkHandler(['b']) });
    renderHearts();
    await waitFor(() => expect(hearts()[1]).toHaveAttribute('aria-pressed', 'true'));
    expect(hearts()[1]).toHaveAccessibleName('저장 취소');
    expect(hearts()[0]).toHaveAttribute('aria-pressed', 'false');
    expect(hearts()[0]).toHaveAccessibleName('관심 공고 저장');
    const calls = api.calls('GET /v1/scrap/checked');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('category')).toBe('RECRUIT');
    expect(calls[0]!.url.searchParams.get('idList')).toBe('a,b,c');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer access');
  });

  it('asks nothing when the page has no cards', async () => {
    signIn();
    const api = mockApi({ 'GET /v1/scrap/checked': checkHandler([]) });
    renderRoute(<ScrapToggle target={postingTarget({ id: 'x' })} place="modal" pageIds={['a']} />);
    // An item not on the page is checked on its own (a shared link's detail).
    await waitFor(() => expect(api.calls('GET /v1/scrap/checked')).toHaveLength(1));
    expect(api.calls('GET /v1/scrap/checked')[0]!.url.searchParams.get('idList')).toBe('x');
  });

  it('shows the save at once, and puts it back with the failure message when the save fails', async () => {
    const { save, api } = signedInSaving('POST /v1/scrap/recruit/a');
    renderHearts();
    await waitFor(() => expect(api.calls('GET /v1/scrap/checked')).toHaveLength(1));
    await userEvent.setup().click(hearts()[0]!);
    // Optimistic: pressed before the server has answered.
    await waitFor(() => expect(hearts()[0]).toHaveAttribute('aria-pressed', 'true'));
    expect(hearts()[0]).toHaveAccessibleName('저장 취소');
    save.answer({ error: { status: 500, code: 'INTERNAL', message: '서버에 문제가 생겼어요.' } });
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('스크랩에 실패했어요. 다시 시도해 주세요.');
    expect(hearts()[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it('removes a saved posting; a failure puts the heart back to saved', async () => {
    signIn();
    const api = mockApi({
      'GET /v1/scrap/checked': checkHandler(['b']),
      'DELETE /v1/scrap/recruit/b': failWith(503, 'SERVICE_UNAVAILABLE', '잠시 후'),
    });
    renderHearts();
    await waitFor(() => expect(hearts()[1]).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.setup().click(hearts()[1]!);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '스크랩에 실패했어요. 다시 시도해 주세요.',
    );
    expect(hearts()[1]).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('DELETE /v1/scrap/recruit/b')).toHaveLength(1);
  });

  it.each([
    {
      name: '409 ALREADY_SCRAPPED on save means saved',
      saved: false,
      call: 'POST /v1/scrap/recruit/a',
      error: { status: 409, code: 'ALREADY_SCRAPPED', message: '이미 스크랩했어요.' },
    },
    {
      name: '404 SCRAP_NOT_FOUND on removal means removed',
      saved: true,
      call: 'DELETE /v1/scrap/recruit/a',
      error: { status: 404, code: 'SCRAP_NOT_FOUND', message: '스크랩을 찾을 수 없어요.' },
    },
  ])('$name: no error', async ({ saved, call, error }) => {
    signIn();
    mockApi({ 'GET /v1/scrap/checked': checkHandler(saved ? ['a'] : []), [call]: () => ({ error }) });
    renderHearts();
    await waitFor(() => expect(hearts()).toHaveLength(3));
    await waitFor(() => expect(hearts()[0]).toHaveAttribute('aria-pressed', String(saved)));
    await userEvent.setup().click(hearts()[0]!);
    await waitFor(() => expect(hearts()[0]).toHaveAttribute('aria-pressed', String(!saved)));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('SCRAP_LIMIT shows the server’s message', async () => {
    signIn();
    mockApi({
      'GET /v1/scrap/checked': checkHandler([]),
      'POST /v1/scrap/recruit/c': failWith(400, 'SCRAP_LIMIT', '스크랩은 100개까지 할 수 있어요.'),
    });
    renderHearts();
    await waitFor(() => expect(hearts()).toHaveLength(3));
    await userEvent.setup().click(hearts()[2]!);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('스크랩은 100개까지 할 수 있어요.');
    expect(hearts()[2]).toHaveAttribute('aria-pressed', 'false');
  });

  it('담기 in a modal saves and says where to find it (2.5 s toast); the card’s heart follows', async () => {
    signIn();
    useToastStore.setState({ toasts: [] });
    mockApi({
      'GET /v1/scrap/checked': checkHandler([]),
      'POST /v1/scrap/recruit/a': () => ({ data: { scrapId: 1 } }),
    });
    renderRoute(
      <>
        <ScrapToggle target={postingTarget({ id: 'a' })} place="card" pageIds={IDS} />
        <ScrapToggle target={postingTarget({ id: 'a' })} place="modal" pageIds={IDS} />
      </>,
    );
    const add = await screen.findByRole('button', { name: '담기' });
    await waitFor(() => expect(add).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.setup().click(add);
    expect(
      await screen.findByText('스크랩에 담았어요. 나의 할일 › 스크랩에서 볼 수 있어요.'),
    ).toBeInTheDocument();
    expect(
      useToastStore
        .getState()
        .toasts.filter((t) => t.message.startsWith('스크랩에 담았어요'))
        .map((t) => t.durationMs),
    ).toEqual([2500]);
    // The card's heart and the modal's button show the same saved state.
    expect(screen.getAllByRole('button', { name: '저장 취소', pressed: true })).toHaveLength(2);
  });
});

describe('the course toggle', () => {
  it('saves this round with slashed dates and its type, showing 처리 중... meanwhile', async () => {
    const { save, api } = signedInSaving('POST /v1/scrap/training');
    const target = courseTarget(COURSE);
    renderRoute(<ScrapToggle target={target} place="modal" pageIds={[target.id]} />);
    await waitFor(() => expect(api.calls('GET /v1/scrap/checked')).toHaveLength(1));
    expect(api.calls('GET /v1/scrap/checked')[0]!.url.searchParams.get('idList')).toBe('AIG1:3:500020043526');
    expect(api.calls('GET /v1/scrap/checked')[0]!.url.searchParams.get('category')).toBe('TRAINING');
    await userEvent.setup().click(screen.getByRole('button', { name: '담기' }));
    expect(await screen.findByRole('button', { name: '처리 중...' })).toHaveAttribute('aria-busy', 'true');
    const [call] = api.calls('POST /v1/scrap/training');
    expect(call!.url.searchParams.get('type')).toBe('이론 위주');
    expect(call!.body).toEqual({
      trprId: 'AIG1',
      trprDegr: '3',
      trainstCstId: '500020043526',
      traStartDate: '2026/07/01',
      traEndDate: '2026/08/14',
    });
    save.answer({ data: { scrapId: 3 } });
    expect(await screen.findByRole('button', { name: '저장 취소' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('removes only this round (trprDegr and trainstCstId sent)', async () => {
    signIn();
    const target = courseTarget(COURSE);
    const api = mockApi({
      'GET /v1/scrap/checked': checkHandler([target.id]),
      'DELETE /v1/scrap/training/AIG1': () => ({ data: { deleted: 1 } }),
    });
    renderRoute(<ScrapToggle target={target} place="card" pageIds={[target.id]} />);
    const heart = await screen.findByRole('button', { name: '저장 취소' });
    await userEvent.setup().click(heart);
    await waitFor(() => expect(screen.getByRole('button')).toHaveAccessibleName('관심 과정 저장'));
    const [call] = api.calls('DELETE /v1/scrap/training/AIG1');
    expect(call!.url.searchParams.get('trprDegr')).toBe('3');
    expect(call!.url.searchParams.get('trainstCstId')).toBe('500020043526');
  });
});

describe('home’s hearts (the same control)', () => {
  it('asks one check for the section and saves optimistically', async () => {
    signIn();
    const api = mockApi({
      'GET /v1/scrap/checked': checkHandler(['c']),
      'POST /v1/scrap/recruit/a': () => ({ data: { scrapId: 1 } }),
    });
    renderRoute(
      <div>
        {IDS.map((id) => (
          <ScrapToggle key={id} target={{ category: 'RECRUIT', id }} place="card" pageIds={IDS} />
        ))}
      </div>,
    );
    await waitFor(() => expect(hearts()[2]).toHaveAttribute('aria-pressed', 'true'));
    expect(api.calls('GET /v1/scrap/checked')).toHaveLength(1);
    await userEvent.setup().click(hearts()[0]!);
    await waitFor(() => expect(hearts()[0]).toHaveAttribute('aria-pressed', 'true'));
    expect(api.calls('POST /v1/scrap/recruit/a')).toHaveLength(1);
  });

  it('asks nothing for a visitor and explains on press', async () => {
    const api = mockApi({});
    renderRoute(<ScrapToggle target={{ category: 'RECRUIT', id: 'a' }} place="card" pageIds={['a']} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '관심 공고 저장' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('로그인 후 이용해주세요.');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
