import { useSessionStore } from '../../../stores/session-store.ts';

/**
 * Who is reading, as part of every community query key: a member never sees their own groups in a list, a visitor
 * does (ADR 019), so an answer read before logging in must not be shown after it (logging out clears the cache
 * anyway, query-client.ts).
 */
export function useViewerKey(): string {
  return useSessionStore((state) => (state.memberId === null ? 'visitor' : `member:${state.memberId}`));
}

export const communityKeys = {
  all: ['community'] as const,
  jobCards: (viewer: string, jobId: number) => ['community', viewer, 'job-cards', jobId] as const,
  jobPage: (viewer: string, jobId: number, page: number) =>
    ['community', viewer, 'job-page', jobId, page] as const,
  group: (viewer: string, todoGroupId: number) => ['community', viewer, 'group', todoGroupId] as const,
  memo: (viewer: string, todoId: number) => ['community', viewer, 'memo', todoId] as const,
  /** Home's dreamers: `kind` is 'hardest' or 'same' (get-dreamer-cards.ts). */
  dreamers: (viewer: string, kind: string) => ['community', viewer, 'dreamers', kind] as const,
};
