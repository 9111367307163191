import { CalendarFeedCreatedSchema, type CalendarFeedStatus } from '@dasibom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { calendarFeedQueryKey } from './get-calendar-feed.ts';

/** POST /v1/member/calendar-feed: a new address, shown once; an earlier one stops working. */
export function createCalendarFeed() {
  return apiPost('/v1/member/calendar-feed', CalendarFeedCreatedSchema);
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: ({ createdAt }) => {
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedQueryKey, { exists: true, createdAt });
    },
  });
}
