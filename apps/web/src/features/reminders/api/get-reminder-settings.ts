import { ReminderSettingsSchema } from '@dasibom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export const reminderSettingsQueryKey = ['reminders', 'settings'] as const;

/** GET /v1/member/reminders. */
export function getReminderSettings(signal?: AbortSignal) {
  return apiGet('/v1/member/reminders', ReminderSettingsSchema, undefined, signal ? { signal } : undefined);
}

export function useReminderSettings() {
  return useQuery({
    queryKey: reminderSettingsQueryKey,
    queryFn: ({ signal }) => getReminderSettings(signal),
  });
}
