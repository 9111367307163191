import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import {
  getOtherTodoMemoQueryOptions,
  useOtherTodoMemo,
} from '../../features/community/api/get-other-todo-memo.ts';
import {
  MEMO_FALLBACK_TEXT,
  MEMO_LOAD_FAILED_TEXT,
  othersListHref,
  parseRouteId,
} from '../../features/community/community-format.ts';
import { OtherMemoView } from '../../features/community/components/other-memo-view.tsx';
import { useGoBack } from '../../features/community/hooks/use-go-back.ts';
import { isApiError } from '../../lib/api-error.ts';
import { showAlert } from '../../stores/alert-store.ts';
import { documentTitle } from '../layouts/root-layout.tsx';
import type { Prefetch } from '../prefetch.ts';

export const OTHER_MEMO_TITLE = '다른 사람의 할일 메모';

/**
 * The alert's text: the server's own reason when retrying cannot help (not public, gone, a bad id: 403, 404, 400),
 * else the spec's 메모를 불러오는 데 실패했습니다. 다시 시도해주세요. (network, server trouble, a malformed address).
 */
export function memoFailureMessage(error: unknown): string {
  if (isApiError(error) && [400, 403, 404].includes(error.status) && error.message) return error.message;
  return MEMO_LOAD_FAILED_TEXT;
}

/** A memo that cannot be shown: the alert (an accessible alert dialog), then back to where the reader came from. */
function useLeaveOnFailure(failure: { message: string } | null) {
  const goBack = useGoBack('/jobfound');
  const hasLeft = useRef(false);
  const message = failure?.message ?? null;
  useEffect(() => {
    if (message === null || hasLeft.current) return;
    hasLeft.current = true;
    void showAlert(message, { title: '메모를 볼 수 없어요' }).then(() => goBack());
  }, [message, goBack]);
}

function useMemoDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    queueMicrotask(() => {
      document.title = documentTitle(`${title} 메모`);
    });
    return () => {
      document.title = documentTitle(OTHER_MEMO_TITLE);
    };
  }, [title]);
}

/** /othertodo/memo/:todoId: another member's memo, read-only. */
export function OtherTodoMemoPage() {
  const { todoId: rawId } = useParams();
  const todoId = parseRouteId(rawId);
  const memo = useOtherTodoMemo(todoId);
  useMemoDocumentTitle(memo.data?.title);

  const failure =
    todoId === null
      ? { message: MEMO_LOAD_FAILED_TEXT }
      : memo.isError
        ? { message: memoFailureMessage(memo.error) }
        : null;
  useLeaveOnFailure(failure);

  let body: ReactNode;
  if (failure) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-card bg-primary-soft px-6 py-10 text-center">
        <h1 className="text-2xl font-bold">{MEMO_FALLBACK_TEXT}</h1>
      </div>
    );
  } else if (memo.data === undefined) {
    body = (
      <div className="flex justify-center py-16">
        <h1 className="sr-only">{OTHER_MEMO_TITLE}</h1>
        <Spinner isLabelVisible label="메모를 불러오는 중이에요" />
      </div>
    );
  } else {
    body = <OtherMemoView memo={memo.data} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 min-[30rem]:px-6">
      {memo.data ? (
        <Link
          to={othersListHref(memo.data.todoGroupId)}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg pe-3 font-semibold text-primary no-underline hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-5 shrink-0" />
          <span>{memo.data.memberNickname}님의 할일 목록으로</span>
        </Link>
      ) : (
        <div aria-hidden="true" className="min-h-11" />
      )}
      {body}
    </div>
  );
}

export { OtherTodoMemoPage as Component };

export const prefetch: Prefetch = async ({ client, params, isMember }) => {
  const todoId = parseRouteId(params.todoId);
  if (todoId !== null && !isMember)
    await client.prefetchQuery(getOtherTodoMemoQueryOptions('visitor', todoId));
};
