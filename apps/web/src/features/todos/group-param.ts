import { useSearchParams } from 'react-router';
import { useMyTodoJobs } from './api/get-my-todo-jobs.ts';

/** What the to-do screens say to a member without a chosen job. */
export const NO_JOBS_MESSAGE = '담은 직업이 아직 없어요!';

/** `?group=12` → 12; anything else → null (the group worked on last). */
export function parseGroupParam(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * A /mytodo page's job choice: the member's jobs, and `?group=` when it names one of them (`known`); `choose`
 * writes the selector's pick into the address, so reload and back keep it.
 */
export function useGroupParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const jobs = useMyTodoJobs();
  const rawGroup = searchParams.get('group');
  const groupParam = parseGroupParam(rawGroup);
  const hasJobs = jobs.isSuccess && jobs.data.length > 0;
  const known = hasJobs && groupParam !== null && jobs.data.some((job) => job.todoGroupId === groupParam);
  const choose = (key: string | number | null) => {
    if (key !== null) setSearchParams({ group: String(key) });
  };
  return { jobs, rawGroup, groupParam, hasJobs, known, choose };
}
