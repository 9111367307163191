import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ReminderSettings, TimelineItem, UpdateReminderSettings } from '@dasibom/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../errors.ts';
import type { Mailer, MailMessage } from '../../platform/mailer.ts';
import type { QueueDefinition } from '../../platform/queue.ts';
import { addDays, seoulDateOf } from '../../platform/seoul-date.ts';
import { members } from '../members/schema.ts';
import { reminderSends } from './schema.ts';

/**
 * Reminder mails (ADR 023): a daily scan queues a job per member, mailing D-day and D-3 lines (digest on Mondays).
 * Once per item and day via `reminder_sends` rows inserted with the send; only lines its own insert won are mailed.
 */

export const REMINDER_SCAN_QUEUE: QueueDefinition = {
  name: 'reminders-scan',
  retryLimit: 2,
  retryDelaySeconds: 300,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
};

export const REMINDER_MAIL_QUEUE: QueueDefinition = {
  name: 'reminders-mail',
  retryLimit: 4,
  retryDelaySeconds: 120,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
};

/** `at`: set only by the journeys' test hook (ADR 026); queue runs use the clock. */
export type ReminderMailJob = { memberId: number; day: string; at?: string };
/** The scan's data: empty from the cron; `at` from the test hook. */
export type ReminderScanJob = { at?: string };

export async function getReminderSettings(
  { db }: { db: Db },
  { memberId }: { memberId: number },
): Promise<ReminderSettings> {
  const [row] = await db
    .select({
      remindersEnabled: members.remindersEnabled,
      weeklyDigestEnabled: members.weeklyDigestEnabled,
      email: members.email,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  return row;
}

/** The digest rides on reminders: turning reminders off turns it off too. */
export async function updateReminderSettings(
  { db, now }: { db: Db; now: Date },
  { memberId, settings }: { memberId: number; settings: UpdateReminderSettings },
): Promise<ReminderSettings> {
  const remindersEnabled = settings.remindersEnabled;
  const weeklyDigestEnabled = remindersEnabled && settings.weeklyDigestEnabled;
  await db
    .update(members)
    .set({ remindersEnabled, weeklyDigestEnabled, updatedAt: now })
    .where(eq(members.id, memberId));
  return getReminderSettings({ db }, { memberId });
}

/** How long a mail's unsubscribe link works. */
export const UNSUBSCRIBE_LINK_DAYS = 60;

function unsubscribeKey(secret: Uint8Array): Buffer {
  // A key of its own, derived from the server secret: a token for one purpose is never valid for another.
  return createHmac('sha256', secret).update('dasibom:reminders:unsubscribe').digest();
}

function signatureOf(secret: Uint8Array, payload: string): string {
  return createHmac('sha256', unsubscribeKey(secret)).update(payload).digest('base64url');
}

/** `{memberId}.{expiry unix seconds}.{HMAC}`: works without logging in, until it expires. */
export function makeUnsubscribeToken(secret: Uint8Array, memberId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60;
  const payload = `${memberId}.${expires}`;
  return `${payload}.${signatureOf(secret, payload)}`;
}

function readUnsubscribeToken(secret: Uint8Array, token: string, now: Date): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, memberId, expires, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signatureOf(secret, `${memberId}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(expires) * 1000 < now.getTime()) return null;
  return Number(memberId);
}

/** A bad or expired link changes nothing. */
export async function unsubscribeReminders(
  { db, now, secret }: { db: Db; now: Date; secret: Uint8Array },
  { token }: { token: string },
) {
  const memberId = readUnsubscribeToken(secret, token, now);
  if (memberId === null) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  // A withdrawn member's link finds no row: there is nothing left to send to, so it answers the same.
  await db
    .update(members)
    .set({ remindersEnabled: false, weeklyDigestEnabled: false, updatedAt: now })
    .where(eq(members.id, memberId));
  return { unsubscribed: true as const };
}

/** Members to remind today (not sample members: they have no mailbox). */
export async function listMembersToRemind({ db }: { db: Db }): Promise<number[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.remindersEnabled, true), eq(members.isDemo, false)));
  return rows.map((row) => row.id);
}

type Due = { item: TimelineItem; kind: 'D3' | 'DDAY' | 'DIGEST' };

const KIND_WORDS: Record<TimelineItem['kind'], string> = {
  TODO_TARGET: '목표일',
  POSTING_DEADLINE: '공고 마감',
  COURSE_START: '교육 시작',
  EXAM_REGISTRATION: '원서 접수 마감',
  EXAM_DATE: '시험',
  EXAM_RESULT: '합격 발표',
};

function monthDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(month)}월 ${Number(date)}일`;
}

function absolute(link: string | null, publicUrl: string): string | null {
  if (!link) return null;
  return link.startsWith('/') ? `${publicUrl}${link}` : link;
}

function lineOf({ item }: Due, publicUrl: string): string {
  const sample = item.isSample ? ' (예시)' : '';
  const detail = item.detail ? ` — ${item.detail}` : '';
  const link = absolute(item.link, publicUrl);
  return [
    `- [${KIND_WORDS[item.kind]}] ${item.title}${sample}${detail} (출처: ${item.source})`,
    link ? `  ${link}` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

export function composeReminderMail({
  to,
  nickname,
  today,
  due,
  publicUrl,
  unsubscribeUrl,
  oneClickUrl,
}: {
  to: string;
  nickname: string;
  today: string;
  due: Due[];
  publicUrl: string;
  /** The page the link in the text opens (one press, no login). */
  unsubscribeUrl: string;
  /** Where mail apps' own 구독 취소 button posts (RFC 8058). */
  oneClickUrl: string;
}): MailMessage {
  const dDay = due.filter((entry) => entry.kind === 'DDAY');
  const d3 = due.filter((entry) => entry.kind === 'D3');
  const digest = due.filter((entry) => entry.kind === 'DIGEST');
  const first = dDay[0] ?? d3[0] ?? digest[0];
  const others = due.length - 1;
  const subject = dDay.length
    ? `[다시봄] 오늘까지: ${first?.item.title}${others > 0 ? ` 외 ${others}건` : ''}`
    : d3.length
      ? `[다시봄] 3일 뒤까지: ${first?.item.title}${others > 0 ? ` 외 ${others}건` : ''}`
      : '[다시봄] 앞으로 2주 동안의 일정';
  const sections: string[] = [];
  if (dDay.length)
    sections.push(`오늘(${monthDay(today)})까지예요:\n${dDay.map((e) => lineOf(e, publicUrl)).join('\n')}`);
  if (d3.length)
    sections.push(
      `3일 뒤(${monthDay(addDays(today, 3))})까지예요:\n${d3.map((e) => lineOf(e, publicUrl)).join('\n')}`,
    );
  if (digest.length)
    sections.push(
      `앞으로 2주(${monthDay(today)}~${monthDay(addDays(today, 13))}) 일정이에요:\n${digest
        .map((e) => `${monthDay(e.item.date)} ${lineOf(e, publicUrl).slice(2)}`)
        .join('\n')}`,
    );
  const why =
    digest.length && !dDay.length && !d3.length
      ? '마이페이지에서 월요일 일정 모아보기를 켜 두셔서 보내 드려요.'
      : '마이페이지에서 알림 메일을 켜 두셔서, 저장한 공고·교육과 할일의 날짜가 다가오면 알려 드려요.';
  const text = [
    `${nickname}님, 안녕하세요. 다시봄이에요.`,
    why,
    '',
    sections.join('\n\n'),
    '',
    `나의 일정 전체 보기: ${publicUrl}/mytodo/timeline`,
    '',
    '이 알림을 그만 받으려면 아래 주소를 여세요. 로그인하지 않아도 돼요.',
    unsubscribeUrl,
    `알림 설정은 마이페이지에서도 바꿀 수 있어요: ${publicUrl}/mypage`,
  ].join('\n');
  return {
    to,
    subject,
    text,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The member's plan items (the timeline's lines), passed in by app.ts (issue 29). */
export type PlanItemsOf = (deps: { db: Db; now: Date }, memberId: number) => Promise<readonly TimelineItem[]>;

type SendDeps = {
  db: Db;
  mailer: Mailer;
  now: Date;
  publicUrl: string;
  secret: Uint8Array;
  planItemsOf: PlanItemsOf;
};
export type ReminderOutcome = 'sent' | 'nothing-due' | 'already-sent' | 'stale' | 'off';

export async function sendMemberReminders(deps: SendDeps, job: ReminderMailJob): Promise<ReminderOutcome> {
  const { db, mailer, now, publicUrl, secret, planItemsOf } = deps;
  const today = seoulDateOf(now);
  // A retry that runs after the day has turned would call a D-3 line D-3 on D-2: tomorrow's scan covers it.
  if (today !== job.day) return 'stale';
  const [member] = await db
    .select({
      email: members.email,
      nickname: members.nickname,
      remindersEnabled: members.remindersEnabled,
      weeklyDigestEnabled: members.weeklyDigestEnabled,
      isDemo: members.isDemo,
    })
    .from(members)
    .where(eq(members.id, job.memberId));
  if (!member?.remindersEnabled || member.isDemo) return 'off';

  const items = await planItemsOf({ db, now }, job.memberId);
  const inThree = addDays(today, 3);
  const due: Due[] = [];
  for (const item of items) {
    if (item.done || !item.dueDate) continue;
    if (item.dueDate === today) due.push({ item, kind: 'DDAY' });
    else if (item.dueDate === inThree) due.push({ item, kind: 'D3' });
  }
  const isMonday = new Date(`${today}T00:00:00Z`).getUTCDay() === 1;
  const digestDue: Due[] =
    isMonday && member.weeklyDigestEnabled
      ? items
          .filter((item) => !item.done && item.date >= today && item.date <= addDays(today, 13))
          .map((item) => ({ item, kind: 'DIGEST' as const }))
      : [];
  if (due.length === 0 && digestDue.length === 0) return 'nothing-due';

  return db.transaction(async (tx) => {
    const claims = [
      ...due.map((entry) => ({ itemKey: entry.item.key, kind: entry.kind })),
      ...(digestDue.length ? [{ itemKey: 'digest', kind: 'DIGEST' }] : []),
    ];
    // Waits for a concurrent job holding the same keys; whoever inserts first sends, the other finds them taken.
    const won = await tx
      .insert(reminderSends)
      .values(claims.map((claim) => ({ memberId: job.memberId, sendDate: today, sentAt: now, ...claim })))
      .onConflictDoNothing()
      .returning({ itemKey: reminderSends.itemKey });
    const wonKeys = new Set(won.map((row) => row.itemKey));
    const toSend = [
      ...due.filter((entry) => wonKeys.has(entry.item.key)),
      ...(wonKeys.has('digest') ? digestDue : []),
    ];
    if (toSend.length === 0) return 'already-sent';
    const token = encodeURIComponent(makeUnsubscribeToken(secret, job.memberId, now));
    const unsubscribeUrl = `${publicUrl}/unsubscribe?token=${token}`;
    const oneClickUrl = `${publicUrl}/v1/member/reminders/unsubscribe/one-click?token=${token}`;
    try {
      await mailer.send(
        composeReminderMail({
          to: member.email,
          nickname: member.nickname,
          today,
          due: toSend,
          publicUrl,
          unsubscribeUrl,
          oneClickUrl,
        }),
      );
    } catch (error) {
      // The records roll back with this error, so the queue's retry sends them. No address in the message.
      const code = (error as { code?: unknown })?.code;
      throw new Error(`reminder mail transport failed${typeof code === 'string' ? ` (${code})` : ''}`);
    }
    return 'sent';
  });
}

/** Drops send records older than 60 days (they only guard their own day). */
export async function purgeReminderSends({ db, now }: { db: Db; now: Date }) {
  const cutoff = addDays(seoulDateOf(now), -60);
  const deleted = await db
    .delete(reminderSends)
    .where(lt(reminderSends.sendDate, cutoff))
    .returning({ id: reminderSends.id });
  return { reminderSends: deleted.length };
}
