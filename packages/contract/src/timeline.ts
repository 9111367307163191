import { z } from 'zod';

/**
 * One timeline per chosen job (issue 15): the member's dated things in one chronological list. Every line says
 * where it comes from (`source`), and sample data says so (`isSample`, shown as 예시 / 예시 일정).
 *
 * - TODO_TARGET: a to-do's 목표일 (`dueDate` = the day).
 * - POSTING_DEADLINE: a saved posting's closing day (`dueDate` = the day). Postings without a closing day (상시
 *   채용) have no line.
 * - COURSE_START: a saved course's first day (`dueDate` = the day).
 * - EXAM_REGISTRATION: a certificate exam's registration window, `date`–`endDate` (`dueDate` = the last day). A
 *   stage the source publishes with two windows (Q-Net: one round as two rows, ADR 029) has one line per window,
 *   keys `exam:<round>:<stage>:registration` (the earlier) and `…:registration2`, titled "… 원서 접수 (첫 번째
 *   기간)" / "(두 번째 기간)", and `detail` names both windows.
 * - EXAM_DATE: a written or practical exam, `date`(–`endDate`).
 * - EXAM_RESULT: a results day.
 */
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
  /** Stable across requests and days (calendar UIDs and reminder records use it): e.g. `todo:12:target`. */
  key: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** First day, `YYYY-MM-DD` in Asia/Seoul. */
  date: z.string(),
  /** Last day of a window or a multi-day exam; null for a single day. */
  endDate: z.string().nullable(),
  /** The day a reminder counts down to (see the kinds above); null for lines nobody is reminded of. */
  dueDate: z.string().nullable(),
  title: z.string(),
  /** A second line: the company, the institute, the exam round. */
  detail: z.string().nullable(),
  /** Where the line comes from, in words: 나의 할일, 사람인, 고용24, Q-Net, … */
  source: z.string(),
  isSample: z.boolean(),
  /** Where to act on it: an in-app path (`/mytodo/edit/12`) or the source's https page. */
  link: z.string().nullable(),
  /** The chosen job the line belongs to; null for a saved item filed under a job the member has not chosen. */
  jobId: z.number().int().nullable(),
  /** A to-do already checked off (only TODO_TARGET lines can be done). */
  done: z.boolean(),
});
export type TimelineItem = z.infer<typeof TimelineItemSchema>;

/** How a certificate is obtained, which decides what the timeline can say about its dates. */
export const CERTIFICATE_KINDS = ['QNET_EXAM', 'NATIONAL_EXAM', 'COURSE_COMPLETION', 'PRIVATE'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** A certificate of the job(s) shown, from the reviewed reference table `data/certificates.json`. */
export const TimelineCertificateSchema = z.object({
  key: z.string(),
  name: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  /** Who runs the exam or issues the certificate. */
  authorityName: z.string(),
  /** Where its official schedule (or how to obtain it) is published. */
  scheduleUrl: z.string().nullable(),
  /** One plain sentence: what the timeline shows for it, or where to check. */
  note: z.string(),
  /**
   * Exam dates from a schedule source are on the timeline: every Q-Net certificate while the sample schedule is
   * served; with Q-Net's own schedule, only those with a switched-on 종목코드 (not the year-round 상시 ones).
   */
  hasSchedule: z.boolean(),
});
export type TimelineCertificate = z.infer<typeof TimelineCertificateSchema>;

/**
 * `GET /v1/my-dream/timeline[?jobId=]` (members only). Without `jobId`: every chosen job, every saved item. With it
 * (one of the member's chosen jobs, else 404 TODO_GROUP_NOT_FOUND): that job's to-dos and certificates and the items
 * saved under that job. `items` are sorted by `date`, then kind (in TIMELINE_KINDS order), then key; past lines
 * (their last day before `today`) are included so the screen can fold them away.
 */
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
