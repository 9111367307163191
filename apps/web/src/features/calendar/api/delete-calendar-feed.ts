import { CalendarFeedRevokedSchema, type CalendarFeedStatus } from '@dasibom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { calendarFeedQueryKey } from './get-calendar-feed.ts';

/** DELETE /v1/member/calendar-feed: the address stops working. */
export function deleteCalendarFeed() {
  return apiDelete('/v1/member/calendar-feed', CalendarFeedRevokedSchema);
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () => {
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedQueryKey, { exists: false, createdAt: null });
    },
  });
}
