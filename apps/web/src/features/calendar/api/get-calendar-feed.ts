import { CalendarFeedStatusSchema } from '@dasibom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export const calendarFeedQueryKey = ['calendar', 'feed'] as const;

/** GET /v1/member/calendar-feed: whether the member has a calendar address (never the address itself). */
export function getCalendarFeed(signal?: AbortSignal) {
  return apiGet(
    '/v1/member/calendar-feed',
    CalendarFeedStatusSchema,
    undefined,
    signal ? { signal } : undefined,
  );
}

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedQueryKey, queryFn: ({ signal }) => getCalendarFeed(signal) });
}
