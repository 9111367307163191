import { ReminderSettingsSchema, type UpdateReminderSettingsInput } from '@dasibom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client.ts';
import { reminderSettingsQueryKey } from './get-reminder-settings.ts';

/** PUT /v1/member/reminders: the server turns the digest off with reminders. */
export function updateReminderSettings(settings: UpdateReminderSettingsInput) {
  return apiPut('/v1/member/reminders', ReminderSettingsSchema, settings);
}

export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderSettings,
    onSuccess: (settings) => queryClient.setQueryData(reminderSettingsQueryKey, settings),
  });
}
