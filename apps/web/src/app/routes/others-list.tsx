import { ArrowLeft, SearchX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import {
  getOtherTodoGroupQueryOptions,
  useOtherTodoGroup,
} from '../../features/community/api/get-other-todo-group.ts';
import { NO_DATA_TEXT, othersByJobHref, parseRouteId } from '../../features/community/community-format.ts';
import { OtherTodoListView } from '../../features/community/components/other-todo-list-view.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { documentTitle } from '../layouts/root-layout.tsx';
import type { Prefetch } from '../prefetch.ts';

export const OTHERS_LIST_TITLE = '다른 사람의 할일 목록';
export const OTHERS_LIST_ERROR_TEXT = '할일 목록을 불러오지 못했어요.';

function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** "닉네임님의 요양보호사 할일 목록 | 다시봄" once it is known. */
function useListDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    queueMicrotask(() => {
      document.title = documentTitle(title);
    });
    return () => {
      document.title = documentTitle(OTHERS_LIST_TITLE);
    };
  }, [title]);
}

/**
 * /otherslist/:todoGroupId: one member's public plan, read-only. A malformed id, a missing group or one with nothing
 * public says 데이터가 없습니다. (the spec) with ways on.
 */
export function OthersListPage() {
  const { todoGroupId: rawId } = useParams();
  const todoGroupId = parseRouteId(rawId);
  const group = useOtherTodoGroup(todoGroupId);
  useListDocumentTitle(
    group.data ? `${group.data.memberNickname}님의 ${group.data.jobName} 할일 목록` : undefined,
  );

  let body: ReactNode;
  if (todoGroupId === null || (group.isError && isMissing(group.error))) {
    body = (
      <>
        <h1 className="sr-only">{OTHERS_LIST_TITLE}</h1>
        <EmptyState
          icon={SearchX}
          message={NO_DATA_TEXT}
          description="목록이 비공개로 바뀌었거나 주소가 잘못되었을 수 있어요."
          action={{ label: '직업 정보 보기', href: '/jobfound' }}
        />
      </>
    );
  } else if (group.isPending) {
    body = (
      <div className="flex justify-center py-16">
        <h1 className="sr-only">{OTHERS_LIST_TITLE}</h1>
        <Spinner isLabelVisible label="할일 목록을 불러오는 중이에요" />
      </div>
    );
  } else if (group.isError) {
    body = (
      <>
        <h1 className="sr-only">{OTHERS_LIST_TITLE}</h1>
        <QueryErrorState query={group} message={OTHERS_LIST_ERROR_TEXT} />
      </>
    );
  } else {
    body = <OtherTodoListView group={group.data} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 min-[30rem]:px-6">
      {group.data ? (
        <Link
          to={othersByJobHref(group.data.jobId)}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg pe-3 font-semibold text-primary no-underline hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-5 shrink-0" />
          {group.data.jobName} 준비하는 사람들
        </Link>
      ) : (
        // Holds the back link's place, so the list does not move down when it arrives.
        <div aria-hidden="true" className="min-h-11" />
      )}
      {body}
    </div>
  );
}

export { OthersListPage as Component };

export const prefetch: Prefetch = async ({ client, params, isMember }) => {
  const todoGroupId = parseRouteId(params.todoGroupId);
  if (todoGroupId !== null && !isMember) {
    await client.prefetchQuery(getOtherTodoGroupQueryOptions('visitor', todoGroupId));
  }
};
