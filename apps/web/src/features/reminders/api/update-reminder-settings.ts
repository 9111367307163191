import { ReminderSettingsSchema, type UpdateReminderSettingsInput } from '@dasibom/contract';
import { apiPut } from '../../../lib/api-client.ts';
import { useWriteMutation } from '../../../lib/query-kit.ts';
import { reminderSettingsQueryKey } from './get-reminder-settings.ts';

/** PUT /v1/member/reminders: the server turns the digest off with reminders. */
export function updateReminderSettings(settings: UpdateReminderSettingsInput) {
  return apiPut('/v1/member/reminders', ReminderSettingsSchema, settings);
}

export function useUpdateReminderSettings() {
  return useWriteMutation(updateReminderSettings, (settings, queryClient) =>
    queryClient.setQueryData(reminderSettingsQueryKey, settings),
  );
}
