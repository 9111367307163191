import { z } from 'zod';

/**
 * The private calendar subscription (issue 15, ADR 024). The secret address is shown once, when made; afterwards
 * only whether one exists. A password change removes it (the member makes a new one).
 */

/** `GET /v1/member/calendar-feed`. */
export const CalendarFeedStatusSchema = z.object({
  exists: z.boolean(),
  /** When the current address was made (ISO-8601), or null. */
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** `POST /v1/member/calendar-feed`: a new address (any earlier one stops working). Shown once. */
export const CalendarFeedCreatedSchema = z.object({
  /** https (or http on a local server) address of the .ics feed. */
  url: z.string(),
  /** The same address as webcal://, which phones open in their calendar app. */
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreatedSchema>;

/** `DELETE /v1/member/calendar-feed`: idempotent. */
export const CalendarFeedRevokedSchema = z.object({ revoked: z.literal(true) });

export const CalendarFeedParamsSchema = z.object({ file: z.string() });
export type CalendarFeedParamsInput = z.input<typeof CalendarFeedParamsSchema>;

/** The feed's secret in its address: 32 random bytes, base64url. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
