/**
 * Query keys of the to-dos feature. Everything lives under `['todos']`, so a write (and add-job, which makes a
 * group) refreshes every to-do read with one prefix.
 */
import { TODOS_QUERY_KEY } from '../../../lib/query-keys.ts';

export const todoKeys = {
  all: TODOS_QUERY_KEY,
  jobs: () => ['todos', 'jobs'] as const,
  /** `'active'`: GET /v1/my-dream/todo, the group the member worked on last. */
  group: (todoGroupId: number | 'active') => ['todos', 'group', todoGroupId] as const,
  groups: () => ['todos', 'group'] as const,
  detail: (todoId: number) => ['todos', 'detail', todoId] as const,
};
