import type { TodoDetail } from '@dasibom/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteProviders } from '../../../app/providers.tsx';
import { youtubeEmbedUrl } from '../../../components/youtube-embed.tsx';
import { LEAVE_MESSAGE } from '../../../lib/use-leave-guard.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { failWith, type MockHandler, mockApi } from '../../../test/mock-api.ts';
import { acknowledgeAlert } from '../../../test/queries.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { imageChoiceProblem } from './image-panel.tsx';
import { EDITOR_MESSAGES, saveButtonState } from './save-button-state.ts';
import { TodoEditor, type TodoEditorProps } from './todo-editor.tsx';

const DETAIL: TodoDetail = {
  todoId: 5,
  todoGroupId: 11,
  title: '유튜브 강의 보기',
  completed: false,
  isPublic: false,
  memoText: '첫 강의',
  link: 'https://youtu.be/dQw4w9WgXcQ',
  linkVideoId: 'dQw4w9WgXcQ',
  targetDate: null,
  images: [
    { imageId: 70, imageUrl: '/files/a.webp' },
    { imageId: 71, imageUrl: '/files/b.webp' },
  ],
};

const png = (name = 'photo.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function setup(props: TodoEditorProps, handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'POST /v1/my-dream/todo-group/11': () => ({ data: { todoId: 9 } }),
    'PUT /v1/my-dream/todo/5': () => ({ data: DETAIL }),
    ...handlers,
  });
  const view = renderRoute(<TodoEditor {...props} />, { path: '/mytodo/edit/5' });
  return { api, ...view };
}

const titleBox = () => screen.getByRole('textbox', { name: /^할일 제목/ });
const fileInput = () => screen.getByTestId('todo-image-input') as HTMLInputElement;

/** Adds a to-do to group 11 through the form and waits for the move back to the list. */
async function addToGroup11(title: string, memo?: string) {
  const view = setup({ mode: 'add', todoGroupId: 11, jobName: null });
  const user = userEvent.setup();
  await user.type(titleBox(), title);
  if (memo !== undefined) await user.type(screen.getByRole('textbox', { name: /^메모/ }), memo);
  await user.click(screen.getByRole('button', { name: '할일 추가하기' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/mytodo/list'));
  return view;
}

beforeEach(() => {
  useSessionStore.getState().setSession({ accessToken: 'access', memberId: 7, nickname: '봄날' });
  if (!('createObjectURL' in URL))
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${Math.random()}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.getState().clearSession();
});

describe('saveButtonState (spec §4)', () => {
  it.each([
    ['add', false, '할일 추가하기', false],
    ['edit', false, '메모 수정하기', false],
    ['view', false, '메모 보기', true],
    ['edit', true, '저장 중...', true],
  ] as const)('follows the state table: %s, saving %s → %s', (mode, isSaving, label, isDisabled) => {
    expect(saveButtonState({ mode, isSaving, title: '제목' })).toEqual({ label, isDisabled });
  });

  it('is disabled without a title', () => {
    expect(saveButtonState({ mode: 'add', isSaving: false, title: '   ' }).isDisabled).toBe(true);
  });
});

describe('the editor, add mode', () => {
  it('is disabled without a title and says so once the title was left empty', async () => {
    setup({ mode: 'add', todoGroupId: 11, jobName: '요양보호사' });
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: '할일 추가하기' });
    expect(save).toBeDisabled();
    await user.type(titleBox(), '할일');
    expect(save).toBeEnabled();
    await user.clear(titleBox());
    expect(await screen.findByText('할일 제목을 입력해주세요.')).toBeInTheDocument();
    expect(titleBox()).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
  });

  it('counts the memo live up to 5000', async () => {
    setup({ mode: 'add', todoGroupId: 11, jobName: null });
    const user = userEvent.setup();
    expect(screen.getByText('0 / 5000')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^메모/ }), '안녕하세요');
    expect(screen.getByText('5 / 5000')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^메모/ })).toHaveAttribute('maxlength', '5000');
  });

  it('embeds a YouTube link through youtube-nocookie in a sandbox; any other link is plain text', async () => {
    setup({ mode: 'add', todoGroupId: 11, jobName: null });
    const user = userEvent.setup();
    const link = screen.getByRole('textbox', { name: /^유튜브 링크/ });
    await user.type(link, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const frame = await screen.findByTitle(/유튜브 영상/);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');

    // A look-alike host is not a video: text only, and never an anchor.
    await user.clear(link);
    await user.type(link, 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ');
    await waitFor(() => expect(screen.queryByTitle(/유튜브 영상/)).not.toBeInTheDocument());
    expect(screen.getByText('https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /evil/ })).not.toBeInTheDocument();
    expect(youtubeEmbedUrl('abc')).toBe('https://www.youtube-nocookie.com/embed/abc');
  });

  it('refuses a link that is not http(s), inline and focused', async () => {
    const { api } = setup({ mode: 'add', todoGroupId: 11, jobName: null });
    const user = userEvent.setup();
    await user.type(titleBox(), '할일');
    await user.type(screen.getByRole('textbox', { name: /^유튜브 링크/ }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '할일 추가하기' }));
    expect(
      await screen.findByText('링크는 http:// 또는 https://로 시작하는 주소만 넣을 수 있어요.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^유튜브 링크/ })).toHaveFocus();
    expect(api.calls('POST /v1/my-dream/todo-group/11')).toHaveLength(0);
  });

  it('previews chosen images with alt text, refuses other files, and sends all as multipart', async () => {
    const { api, router } = setup({ mode: 'add', todoGroupId: 11, jobName: null });
    const user = userEvent.setup({ applyAccept: false });
    await user.type(titleBox(), '  사진 정리  ');
    await user.upload(fileInput(), [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText(/사진 파일이 아니에요/)).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    await user.upload(fileInput(), [png('a.png'), png('b.png')]);
    expect(await screen.findByRole('img', { name: '새로 고른 이미지 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '새로 고른 이미지 2' })).toBeInTheDocument();
    expect(screen.queryByText(/사진 파일이 아니에요/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '할일 추가하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mytodo/list'));
    expect(router.state.location.search).toBe('?group=11');
    // Images are part of the memo (the list's 메모 있음).
    expect(await screen.findByText('할일이 추가되었습니다. 메모가 저장되었습니다.')).toBeInTheDocument();
    const form = api.calls('POST /v1/my-dream/todo-group/11')[0]?.body as FormData;
    expect(form.get('todoTitle')).toBe('사진 정리');
    expect(form.get('isPublic')).toBe('false');
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
  });

  it('sends a chosen 목표일 and shows it in words with its D-day; none is left out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-19T03:00:00Z'));
    try {
      const { api, router } = setup({ mode: 'add', todoGroupId: 11, jobName: null });
      const user = userEvent.setup();
      const date = screen.getByLabelText(/^목표일 \(선택\)$/);
      expect(date).toHaveAttribute('type', 'date');
      expect(date).toHaveAttribute('lang', 'ko');
      expect(screen.getByText('정해 두면 할일 목록과 시간표에 날짜와 D-day가 나와요.')).toBeInTheDocument();
      await user.type(titleBox(), '원서 내기');
      fireEvent.change(date, { target: { value: '2027-03-31' } });
      expect(await screen.findByText('3월 31일(수) · D-12')).toBeInTheDocument();
      expect(date).toHaveAccessibleDescription('3월 31일(수) · D-12');
      await user.click(screen.getByRole('button', { name: '할일 추가하기' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/mytodo/list'));
      const form = api.calls('POST /v1/my-dream/todo-group/11')[0]?.body as FormData;
      expect(form.get('targetDate')).toBe('2027-03-31');
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves targetDate out of a new to-do without one', async () => {
    const { api } = await addToGroup11('날짜 없는 일');
    const form = api.calls('POST /v1/my-dream/todo-group/11')[0]?.body as FormData;
    expect(form.has('targetDate')).toBe(false);
  });

  it('says a to-do was added, and names the memo only when one went with it', async () => {
    // A memo of spaces is no memo (the server stores none).
    await addToGroup11('메모 없는 일', '   ');
    expect(await screen.findByText(EDITOR_MESSAGES.added)).toBeInTheDocument();
    expect(screen.queryByText(/메모가 저장되었습니다/)).not.toBeInTheDocument();
  });

  it('with a memo says the to-do was added and the memo saved', async () => {
    await addToGroup11('메모 있는 일', '준비물 챙기기');
    expect(await screen.findByText('할일이 추가되었습니다. 메모가 저장되었습니다.')).toBeInTheDocument();
  });

  it('a failed save keeps everything typed and says so with the catalogue message', async () => {
    setup(
      { mode: 'add', todoGroupId: 11, jobName: null },
      {
        'POST /v1/my-dream/todo-group/11': failWith(500, 'INTERNAL', '잠시 문제가 생겼어요.'),
      },
    );
    const user = userEvent.setup();
    await user.type(titleBox(), '남겨 둘 제목');
    await user.click(screen.getByRole('button', { name: '할일 추가하기' }));
    await acknowledgeAlert(user, EDITOR_MESSAGES.addFailed);
    expect(titleBox()).toHaveValue('남겨 둘 제목');
  });
});

describe('the editor, edit and view modes', () => {
  it('edit: isPublic is left out unless changed; new images replace the old ones with a notice', async () => {
    const { api } = setup({ mode: 'edit', todo: DETAIL });
    const user = userEvent.setup();
    expect(titleBox()).toHaveValue('유튜브 강의 보기');
    expect(screen.getByText(new RegExp(EDITOR_MESSAGES.replaceNotice))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '첨부 이미지 1' })).toHaveAttribute('src', '/files/a.webp');
    await user.upload(fileInput(), [png('new.png')]);
    expect(
      await screen.findByText('저장하면 지금 있는 사진 2장이 지워지고 새로 고른 사진 1장으로 바뀌어요.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '첨부 이미지 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '메모 수정하기' }));
    expect(await screen.findByText(EDITOR_MESSAGES.updated)).toBeInTheDocument();
    const form = api.calls('PUT /v1/my-dream/todo/5')[0]?.body as FormData;
    expect(form.has('isPublic')).toBe(false);
    expect(form.getAll('deleteImages')).toEqual(['70', '71']);
    expect(form.getAll('newImages').map((file) => (file as File).name)).toEqual(['new.png']);
    expect(form.get('memoText')).toBe('첫 강의');
  });

  it('edit: shows the stored 목표일; 지우기 clears it and the update sends it empty', async () => {
    const { api } = setup({ mode: 'edit', todo: { ...DETAIL, targetDate: '2027-03-31' } });
    const user = userEvent.setup();
    const date = screen.getByLabelText(/^목표일 \(선택\)$/);
    expect(date).toHaveValue('2027-03-31');
    await user.click(screen.getByRole('button', { name: '목표일 지우기' }));
    expect(date).toHaveValue('');
    expect(date).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '메모 수정하기' }));
    expect(await screen.findByText(EDITOR_MESSAGES.updated)).toBeInTheDocument();
    const form = api.calls('PUT /v1/my-dream/todo/5')[0]?.body as FormData;
    expect(form.get('targetDate')).toBe('');
  });

  it('edit: an unchanged 목표일 is sent as stored', async () => {
    const { api } = setup({ mode: 'edit', todo: { ...DETAIL, targetDate: '2027-03-31' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '메모 수정하기' }));
    expect(await screen.findByText(EDITOR_MESSAGES.updated)).toBeInTheDocument();
    const form = api.calls('PUT /v1/my-dream/todo/5')[0]?.body as FormData;
    expect(form.get('targetDate')).toBe('2027-03-31');
  });

  it('edit: a changed 공개 is sent', async () => {
    const { api } = setup({ mode: 'edit', todo: DETAIL });
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: '공개' }));
    await user.click(screen.getByRole('button', { name: '메모 수정하기' }));
    await waitFor(() => expect(api.calls('PUT /v1/my-dream/todo/5')).toHaveLength(1));
    const form = api.calls('PUT /v1/my-dream/todo/5')[0]?.body as FormData;
    expect(form.get('isPublic')).toBe('true');
    expect(form.getAll('deleteImages')).toEqual([]);
  });

  it('view: read-only fields, the switch disabled, the button 메모 보기 disabled, the video embedded', async () => {
    setup({ mode: 'view', todo: DETAIL });
    expect(titleBox()).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^메모/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('switch', { name: '공개' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '메모 보기' })).toBeDisabled();
    expect(screen.getByTitle(/유튜브 영상/)).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(screen.getByRole('link', { name: '수정하기' })).toHaveAttribute('href', '/mytodo/edit/5');
    expect(screen.queryByRole('button', { name: /사진/ })).not.toBeInTheDocument();
  });
});

describe('the editor, failures and leaving', () => {
  it('edit: a failed update keeps the changes and says so with the catalogue message', async () => {
    setup(
      { mode: 'edit', todo: DETAIL },
      {
        'PUT /v1/my-dream/todo/5': failWith(500, 'INTERNAL', '잠시 문제가 생겼어요.'),
      },
    );
    const user = userEvent.setup();
    await user.clear(titleBox());
    await user.type(titleBox(), '고친 제목');
    await user.click(screen.getByRole('button', { name: '메모 수정하기' }));
    await acknowledgeAlert(user, EDITOR_MESSAGES.updateFailed);
    expect(titleBox()).toHaveValue('고친 제목');
  });

  // The app's router is declarative (BrowserRouter), where the leave guard works; MemoryRouter is the same kind.
  function renderWithMenu(props: TodoEditorProps) {
    const api = mockApi({ 'PUT /v1/my-dream/todo/5': () => ({ data: DETAIL }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/mytodo/edit/5']}>
          <RouteProviders>
            <Link to="/jobfound">직업 정보</Link>
            <Routes>
              <Route path="/mytodo/edit/5" element={<TodoEditor {...props} />} />
              <Route path="*" element={<h1>다른 화면</h1>} />
            </Routes>
          </RouteProviders>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return { api };
  }

  it('asks before leaving with unsaved changes: 머무르기 keeps them, 나가기 leaves', async () => {
    renderWithMenu({ mode: 'edit', todo: DETAIL });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^메모/ }), ' 이어서');
    await user.click(screen.getByRole('link', { name: '직업 정보' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(LEAVE_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: '머무르기' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /^메모/ })).toHaveValue('첫 강의 이어서');

    await user.click(screen.getByRole('link', { name: '직업 정보' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '나가기' }));
    expect(await screen.findByRole('heading', { name: '다른 화면' })).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    renderWithMenu({ mode: 'edit', todo: DETAIL });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: '직업 정보' }));
    expect(await screen.findByRole('heading', { name: '다른 화면' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a save goes back to the list without asking', async () => {
    const { api } = renderWithMenu({ mode: 'edit', todo: DETAIL });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^메모/ }), ' 이어서');
    await user.click(screen.getByRole('button', { name: '메모 수정하기' }));
    expect(await screen.findByRole('heading', { name: '다른 화면' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls('PUT /v1/my-dream/todo/5')).toHaveLength(1);
  });
});

describe('imageChoiceProblem', () => {
  it('allows up to five JPG/PNG/WEBP files of at most 5 MB', () => {
    expect(imageChoiceProblem([png()])).toBeNull();
    expect(imageChoiceProblem(Array.from({ length: 6 }, () => png()))).toMatch(/5장까지/);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(imageChoiceProblem([big])).toMatch(/5MB보다 커요/);
    expect(imageChoiceProblem([new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })])).toMatch(
      /사진 파일이 아니에요/,
    );
  });
});
