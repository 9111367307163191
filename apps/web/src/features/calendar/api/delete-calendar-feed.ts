import { CalendarFeedRevokedSchema, type CalendarFeedStatus } from '@dasibom/contract';
import { apiDelete } from '../../../lib/api-client.ts';
import { useWriteMutation } from '../../../lib/query-kit.ts';
import { calendarFeedQueryKey } from './get-calendar-feed.ts';

/** DELETE /v1/member/calendar-feed: the address stops working. */
export function deleteCalendarFeed() {
  return apiDelete('/v1/member/calendar-feed', CalendarFeedRevokedSchema);
}

export function useDeleteCalendarFeed() {
  return useWriteMutation(deleteCalendarFeed, (_revoked, queryClient) => {
    queryClient.setQueryData<CalendarFeedStatus>(calendarFeedQueryKey, { exists: false, createdAt: null });
  });
}
