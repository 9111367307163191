import { z } from 'zod';

/** One timeline per chosen job; every line says where it comes from, and sample data says so (예시). */
export const TIMELINE_KINDS = [
  'TODO_TARGET',
  'POSTING_DEADLINE',
  'COURSE_START',
  'EXAM_REGISTRATION',
  'EXAM_DATE',
  'EXAM_RESULT',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TimelineItemSchema = z.object({
  /** Stable across requests and days: calendar UIDs and reminder records use it. */
  key: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  date: z.string(),
  endDate: z.string().nullable(),
  /** The day a reminder counts down to; null for lines nobody is reminded of. */
  dueDate: z.string().nullable(),
  title: z.string(),
  detail: z.string().nullable(),
  source: z.string(),
  isSample: z.boolean(),
  link: z.string().nullable(),
  /** Null for a saved item filed under a job the member has not chosen. */
  jobId: z.number().int().nullable(),
  done: z.boolean(),
});
export type TimelineItem = z.infer<typeof TimelineItemSchema>;

export const CERTIFICATE_KINDS = ['QNET_EXAM', 'NATIONAL_EXAM', 'COURSE_COMPLETION', 'PRIVATE'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

export const TimelineCertificateSchema = z.object({
  key: z.string(),
  name: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  authorityName: z.string(),
  scheduleUrl: z.string().nullable(),
  note: z.string(),
  /** With Q-Net's own schedule, only certificates with a switched-on 종목코드 have dates. */
  hasSchedule: z.boolean(),
});
export type TimelineCertificate = z.infer<typeof TimelineCertificateSchema>;

/** Past lines are included so the screen can fold them away. */
export const TimelineResponseSchema = z.object({
  today: z.string(),
  jobId: z.number().int().nullable(),
  items: z.array(TimelineItemSchema),
  certificates: z.array(TimelineCertificateSchema),
});
export type TimelineResponse = z.infer<typeof TimelineResponseSchema>;

export const TimelineQuerySchema = z.object({
  jobId: z.coerce
    .number<number>({ error: '직업 번호가 올바르지 않아요.' })
    .int({ error: '직업 번호가 올바르지 않아요.' })
    .positive({ error: '직업 번호가 올바르지 않아요.' })
    .max(2_147_483_647, { error: '직업 번호가 올바르지 않아요.' })
    .optional(),
});
export type TimelineQueryInput = z.input<typeof TimelineQuerySchema>;
