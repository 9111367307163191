import { z } from 'zod';

/**
 * Reminder mails (issue 15, ADR 023): opt-in, off by default. D-3 and D-day for the timeline's lines that have a
 * `dueDate` (saved postings' deadlines, saved courses' starts, exam registration closing, to-do target dates), and
 * a Monday digest of the next two weeks. Every mail links to a one-click unsubscribe that works without logging in.
 */

/** `GET` / `PUT /v1/member/reminders`. The digest is only sent while reminders are on (turning them off turns it off). */
export const ReminderSettingsSchema = z.object({
  remindersEnabled: z.boolean(),
  weeklyDigestEnabled: z.boolean(),
  /** Where the mails go (the member's address). */
  email: z.string(),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

export const UpdateReminderSettingsSchema = z.object({
  remindersEnabled: z.boolean({ error: '알림 메일을 켤지 끌지 골라 주세요.' }),
  weeklyDigestEnabled: z.boolean({ error: '월요일 모아보기를 켤지 끌지 골라 주세요.' }),
});
export type UpdateReminderSettings = z.infer<typeof UpdateReminderSettingsSchema>;
export type UpdateReminderSettingsInput = z.input<typeof UpdateReminderSettingsSchema>;

/** `POST /v1/member/reminders/unsubscribe` (no login): the token from the mail's link. */
export const UnsubscribeRequestSchema = z.object({
  token: z
    .string({ error: '알림 끄기 링크가 올바르지 않아요.' })
    .max(500, { error: '알림 끄기 링크가 올바르지 않아요.' }),
});
export type UnsubscribeRequestInput = z.input<typeof UnsubscribeRequestSchema>;
/**
 * The mail's List-Unsubscribe address (RFC 8058 one-click): mail apps POST `List-Unsubscribe=One-Click` to it, the
 * token in the query.
 */
export const OneClickUnsubscribeQuerySchema = UnsubscribeRequestSchema;
export type OneClickUnsubscribeQueryInput = z.input<typeof OneClickUnsubscribeQuerySchema>;
export const UnsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });
