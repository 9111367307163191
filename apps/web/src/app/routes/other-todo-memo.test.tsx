import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMemo } from '../../features/community/community-test-data.ts';
import { clearAlerts } from '../../stores/alert-store.ts';
import type { MockHandler } from '../../test/mock-api.ts';
import { renderPage } from '../../test/render-route.tsx';
import { OtherTodoMemoPage } from './other-todo-memo.tsx';

function setup(entries: string[], handlers: Record<string, MockHandler> = {}) {
  return renderPage(<OtherTodoMemoPage />, {
    path: '/othertodo/memo/:todoId',
    entries,
    handlers: { 'GET /v1/todo/101/memo': () => ({ data: makeMemo() }), ...handlers },
    elsewhere: { '/otherslist/:id': '목록 화면', '/jobfound': '직업 목록 화면' },
  });
}

afterEach(() => {
  clearAlerts();
});

describe('/othertodo/memo/:todoId', () => {
  it('shows the title, whose memo, the text with its line breaks and length, and 첨부된 이미지가 없어요', async () => {
    setup(['/othertodo/memo/101']);
    expect(
      await screen.findByRole('heading', { level: 1, name: '요양보호사 교육원 알아보기' }),
    ).toBeInTheDocument();
    expect(screen.getByText('봄날님의 메모')).toBeInTheDocument();
    expect(screen.getByText('완료한 할일')).toBeInTheDocument();
    const text = screen.getByText(/집 근처 교육원/);
    expect(text.textContent).toBe('집 근처 교육원 두 곳에 전화했어요.\n둘째 줄');
    expect(text).toHaveClass('whitespace-pre-wrap');
    const counter = screen.getByText(
      (_, element) => element?.tagName === 'P' && /5,000자$/.test(element.textContent ?? ''),
    );
    expect(counter).toHaveTextContent(`${text.textContent?.length} / 자, 최대 5,000자`);
    expect(screen.getByText('첨부된 이미지가 없어요')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: '봄날님의 할일 목록으로' })).toHaveAttribute(
      'href',
      '/otherslist/11',
    );
  });

  it('embeds a YouTube video only from the server’s video id, in the sandboxed nocookie player', async () => {
    setup(['/othertodo/memo/101'], {
      'GET /v1/todo/101/memo': () => ({
        data: makeMemo({ link: 'https://youtu.be/dQw4w9WgXcQ', linkVideoId: 'dQw4w9WgXcQ' }),
      }),
    });
    const frame = await screen.findByTitle('요양보호사 교육원 알아보기에 넣은 유튜브 영상');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  });

  it('any other link is plain text: no frame, no anchor', async () => {
    const link = 'https://evil.example/watch?v=dQw4w9WgXcQ';
    setup(['/othertodo/memo/101'], {
      'GET /v1/todo/101/memo': () => ({ data: makeMemo({ link, linkVideoId: null }) }),
    });
    expect(await screen.findByText(link)).toBeInTheDocument();
    expect(screen.getByText(link).closest('a')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('link', { name: /evil/ })).not.toBeInTheDocument();
  });

  it('shows the images with alt text, and a sample member’s memo with 예시', async () => {
    setup(['/othertodo/memo/101'], {
      'GET /v1/todo/101/memo': () => ({
        data: makeMemo({
          isDemo: true,
          images: [
            { imageId: 1, imageUrl: '/files/a.webp' },
            { imageId: 2, imageUrl: '/files/b.webp' },
          ],
        }),
      }),
    });
    expect(await screen.findByRole('img', { name: '첨부 이미지 1' })).toHaveAttribute('src', '/files/a.webp');
    expect(screen.getByRole('img', { name: '첨부 이미지 2' })).toBeInTheDocument();
    expect(screen.queryByText('첨부된 이미지가 없어요')).not.toBeInTheDocument();
    expect(screen.getByText('예시')).toBeInTheDocument();
  });

  it('shows memo text as text, never as markup', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    setup(['/othertodo/memo/101'], {
      'GET /v1/todo/101/memo': () => ({ data: makeMemo({ title: attack, memoText: `<b>${attack}</b>` }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: attack })).toBeInTheDocument();
    expect(screen.getByText(`<b>${attack}</b>`)).toBeInTheDocument();
    expect(document.querySelector('article img')).toBeNull();
    expect(document.querySelector('article b')).toBeNull();
  });

  it.each([
    [
      'a private memo (403): the server’s reason',
      { status: 403, code: 'TODO_MEMO_NOT_PUBLIC', message: '공개되지 않은 투두 메모입니다.' },
      '공개되지 않은 투두 메모입니다.',
    ],
    [
      'a server failure: the spec’s line',
      { status: 500, code: 'INTERNAL', message: '일시적인 오류가 발생했어요.' },
      '메모를 불러오는 데 실패했습니다. 다시 시도해주세요.',
    ],
  ])('%s in an alert, the fallback text, then back to the list', async (_name, error, message) => {
    const user = userEvent.setup();
    setup(['/otherslist/11', '/othertodo/memo/101'], { 'GET /v1/todo/101/memo': () => ({ error }) });
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(screen.getByText('메모를 불러올 수 없습니다.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('heading', { name: '목록 화면' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/otherslist/11');
  });

  it('a malformed id alerts without asking the server, then goes to the job list when there is no way back', async () => {
    const user = userEvent.setup();
    const { api } = setup(['/othertodo/memo/abc']);
    const alert = await screen.findByRole('alertdialog');
    expect(
      within(alert).getByText('메모를 불러오는 데 실패했습니다. 다시 시도해주세요.'),
    ).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('heading', { name: '직업 목록 화면' })).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
