import { CalendarFeedCreatedSchema, type CalendarFeedStatus } from '@dasibom/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { useWriteMutation } from '../../../lib/query-kit.ts';
import { calendarFeedQueryKey } from './get-calendar-feed.ts';

/** POST /v1/member/calendar-feed: a new address, shown once; an earlier one stops working. */
export function createCalendarFeed() {
  return apiPost('/v1/member/calendar-feed', CalendarFeedCreatedSchema);
}

export function useCreateCalendarFeed() {
  return useWriteMutation(createCalendarFeed, ({ createdAt }, queryClient) => {
    queryClient.setQueryData<CalendarFeedStatus>(calendarFeedQueryKey, { exists: true, createdAt });
  });
}
