import type { MyTodoJob } from '@dasibom/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Key } from 'react-aria-components';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { Select, type SelectProps } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { NO_JOBS_MESSAGE } from '../group-param.ts';

/** A /mytodo page's body while something it needs is loading. */
export function MyTodoLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner size="lg" label={label} isLabelVisible />
    </div>
  );
}

/**
 * What a /mytodo page shows instead of its body while the member's jobs load, when they could not be read, or when
 * there are none yet (with the way to /jobfound and what choosing a job brings to this page: `emptyDescription`).
 * Null once there is at least one job: the page draws its own body.
 */
export function MyJobsState({
  jobs,
  emptyDescription,
}: {
  jobs: UseQueryResult<MyTodoJob[]>;
  emptyDescription: string;
}) {
  if (jobs.isPending) return <MyTodoLoading label="담은 직업을 불러오고 있어요" />;
  if (jobs.isError)
    return (
      <QueryErrorState query={jobs} fallback="담은 직업을 불러오지 못했어요. 잠시 후 다시 시도해 주세요." />
    );
  if (jobs.data.length === 0)
    return (
      <EmptyState
        message={NO_JOBS_MESSAGE}
        description={emptyDescription}
        action={{ label: '직업 찾아보기', href: '/jobfound' }}
      />
    );
  return null;
}

/** The /mytodo pages' 직업 선택; the choice lives in the address (useGroupParam's `choose`). */
export function JobSelect<K extends Key>(
  props: Pick<SelectProps<K>, 'items' | 'selectedKey' | 'onSelectionChange'>,
) {
  return <Select label="직업 선택" className="max-w-md" {...props} />;
}
