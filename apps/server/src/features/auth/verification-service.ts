import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SendVerificationRequest, VerificationType, VerifyCodeRequest } from '@dasibom/contract';
import { and, eq, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { members, verificationCodes, verificationGrants } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hitCounter, secondsUntil } from '../../platform/counters.ts';
import type { Mailer, MailMessage } from '../../platform/mailer.ts';
import type { JobQueue, QueueDefinition } from '../../platform/queue.ts';
import { sha256Hex } from '../../platform/tokens.ts';
import { accountExistsMail, codeMail } from './mail.ts';
import { AUTH_POLICY } from './policy.ts';

const P = AUTH_POLICY.codes;

/** What every code request answers, whatever happened behind it (no e-mail enumeration). */
export const CODE_SENT = {
  expiresInSeconds: P.ttlSeconds,
  resendAfterSeconds: P.resendAfterSeconds,
} as const;

function hashCode(email: string, type: VerificationType, code: string): string {
  return sha256Hex(`${type}\u0000${email}\u0000${code}`);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const isActive = (start: Date | null, windowMs: number, now: Date) =>
  start !== null && start.getTime() + windowMs > now.getTime();

type SendDeps = {
  db: Db;
  queue: JobQueue;
  now: Date;
  ip: string;
  /** Code mails per IP per hour; AUTH_POLICY's number unless configured (CODE_SENDS_PER_HOUR_PER_IP). */
  sendsPerHourPerIp?: number;
};

/** The job that decides who gets what and mails it, after the request has been answered. */
export const CODE_MAIL_QUEUE: QueueDefinition = {
  name: 'auth-code-mail',
  deadLetter: 'auth-code-mail-failed',
  // About 75 s of retries (5, 10, 20, 40 s): later than that the 180 s code is nearly dead anyway.
  retryLimit: 4,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 60,
};

export type CodeMailJob = { codeId: number; nonce: string };

/** FIND_PASSWORD codes are kept per login ID; the other purposes have one row per address. */
const loginKeyOf = ({ type, loginId }: SendVerificationRequest) =>
  type === 'FIND_PASSWORD' ? (loginId ?? '').trim().toLowerCase() : '';

type CodeRow = typeof verificationCodes.$inferSelect;

/** Throws when the cooldown, the send cap or the wrong-try lock refuses a new code; else the windows' state. */
function checkSendLimits(row: CodeRow, now: Date) {
  if (row.lastSentAt) {
    const readyAt = new Date(row.lastSentAt.getTime() + P.resendAfterSeconds * 1000);
    if (readyAt > now) {
      throw new AppError('CODE_RESEND_TOO_SOON', { retryAfterSeconds: secondsUntil(readyAt, now) });
    }
  }
  const sendWindowActive = isActive(row.sendWindowStart, P.sendWindowMs, now);
  const sends = sendWindowActive ? row.sendsInWindow : 0;
  if (sends >= P.sendsPerWindow && row.sendWindowStart) {
    const resetAt = new Date(row.sendWindowStart.getTime() + P.sendWindowMs);
    throw new AppError('CODE_SEND_LIMIT', { retryAfterSeconds: secondsUntil(resetAt, now) });
  }
  const failureWindowActive = isActive(row.failuresWindowStart, P.failureWindowMs, now);
  if (failureWindowActive && row.failedAttempts >= P.maxWrongTries && row.failuresWindowStart) {
    // A new code would be dead on arrival (a resend never resets wrong tries): say when to come back.
    const resetAt = new Date(row.failuresWindowStart.getTime() + P.failureWindowMs);
    const minutes = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 60_000));
    throw new AppError('CODE_SEND_LIMIT', {
      message: `인증번호를 여러 번 잘못 입력했어요. ${minutes}분 뒤에 인증번호를 다시 받아 주세요.`,
      retryAfterSeconds: secondsUntil(resetAt, now),
    });
  }
  return { sendWindowActive, sends, failureWindowActive };
}

/** The code rows of one address and type, narrowed by `which`. */
const codeRows = (db: Db, email: string, type: VerificationType, which: SQL | undefined) =>
  db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.type, type), which));

/**
 * Records only limits and a "send" and enqueues the mail job (durable outbox), with no account look-up: known and
 * unknown addresses cost the same work and time. The row lock stops two requests both passing the cooldown.
 */
export async function sendVerificationCode(
  { db, queue, now, ip, sendsPerHourPerIp = P.sendsPerWindowPerIp }: SendDeps,
  input: SendVerificationRequest,
) {
  const { email, type } = input;
  const loginKey = loginKeyOf(input);
  await db.transaction(async (tx) => {
    // Per IP first: counted inside the transaction, so a refused request is not counted.
    const perIp = await hitCounter(tx, { key: `code-send:ip:${ip}`, windowMs: P.sendWindowMs, now });
    if (perIp.count > sendsPerHourPerIp) {
      throw new AppError('CODE_SEND_LIMIT', { retryAfterSeconds: secondsUntil(perIp.resetAt, now) });
    }

    await tx.insert(verificationCodes).values({ email, type, loginKey }).onConflictDoNothing();
    const [row] = await codeRows(tx, email, type, eq(verificationCodes.loginKey, loginKey)).for('update');
    if (!row) throw new Error('verification row vanished');

    const { sendWindowActive, sends, failureWindowActive } = checkSendLimits(row, now);

    // The old code keeps working until the job stores the new one, so an undeliverable resend leaves it usable.
    const nonce = randomBytes(16).toString('hex');
    await tx
      .update(verificationCodes)
      .set({
        loginId: type === 'FIND_PASSWORD' ? (input.loginId?.trim() ?? null) : null,
        expiresAt: new Date(now.getTime() + P.ttlSeconds * 1000),
        failedAttempts: failureWindowActive ? row.failedAttempts : 0,
        failuresWindowStart: failureWindowActive ? row.failuresWindowStart : null,
        sendsInWindow: sends + 1,
        sendWindowStart: sendWindowActive ? row.sendWindowStart : now,
        lastSentAt: now,
        sendNonce: nonce,
      })
      .where(eq(verificationCodes.id, row.id));
    await queue.send(tx, CODE_MAIL_QUEUE.name, { codeId: row.id, nonce } satisfies CodeMailJob);
  });
  queue.nudge(CODE_MAIL_QUEUE.name);
  return CODE_SENT;
}

type DeliverDeps = { db: Db; mailer: Mailer; now: Date; publicUrl: string };
export type CodeMailOutcome = 'sent' | 'nothing-to-send' | 'superseded' | 'expired';

/**
 * Decides who gets what (API.md) and makes the code here, so no code sits in the queue. Superseded or expired jobs
 * do nothing; a failed send throws for the queue's retries, naming no address.
 */
export async function deliverCodeMail(
  { db, mailer, now, publicUrl }: DeliverDeps,
  job: CodeMailJob,
): Promise<CodeMailOutcome> {
  const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.id, job.codeId));
  if (!row || row.sendNonce !== job.nonce) return 'superseded';
  if (!row.expiresAt || row.expiresAt.getTime() <= now.getTime()) return 'expired';
  const type = row.type as VerificationType;
  const plan = await planMail(db, { email: row.email, type, loginKey: row.loginKey }, publicUrl);
  if (plan.mail) {
    try {
      await mailer.send(plan.mail);
    } catch (error) {
      // Only the transport's error code travels on: the queue stores the error, and it must hold no address.
      const code = (error as { code?: unknown })?.code;
      throw new Error(`mail transport failed${typeof code === 'string' ? ` (${code})` : ''}`);
    }
  }
  // Replaced only once the mail was taken and no newer request superseded it, so failures keep the current code.
  await db
    .update(verificationCodes)
    .set({
      codeHash: plan.code ? hashCode(row.email, type, plan.code) : null,
      ...(plan.loginId ? { loginId: plan.loginId } : {}),
    })
    .where(and(eq(verificationCodes.id, row.id), eq(verificationCodes.sendNonce, job.nonce)));
  return plan.mail ? 'sent' : 'nothing-to-send';
}

/** API.md: who gets what. No mail when the address (or address + ID) is unknown. */
async function planMail(
  db: Db,
  { email, type, loginKey }: { email: string; type: VerificationType; loginKey: string },
  publicUrl: string,
): Promise<{ mail: MailMessage | null; code: string | null; loginId: string | null }> {
  const [member] = await db
    .select({ loginId: members.loginId })
    .from(members)
    .where(
      // A sample member (ADR 019) has no account to find or reset; for SIGN_UP its (unreachable) address is taken.
      and(
        type === 'FIND_PASSWORD'
          ? and(eq(members.email, email), sql`lower(${members.loginId}) = ${loginKey}`)
          : eq(members.email, email),
        type === 'SIGN_UP' ? undefined : eq(members.isDemo, false),
      ),
    );
  const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
  if (type === 'SIGN_UP') {
    if (member) return { mail: accountExistsMail(email, publicUrl), code: null, loginId: null };
    const code = newCode();
    return { mail: codeMail(email, type, code), code, loginId: null };
  }
  if (!member) return { mail: null, code: null, loginId: null };
  const code = newCode();
  return { mail: codeMail(email, type, code), code, loginId: member.loginId };
}

type VerifyOutcome =
  | { ok: true; loginId: string | null }
  | { ok: false; code: 'CODE_MISMATCH' | 'CODE_EXPIRED' | 'CODE_ATTEMPTS_EXCEEDED' };

/** A wrong try is counted; the last one allowed also kills the code. */
async function recordWrongTry(
  tx: Db,
  row: CodeRow,
  failures: number,
  failureWindowActive: boolean,
  now: Date,
): Promise<VerifyOutcome> {
  const wrongTries = failures + 1;
  await tx
    .update(verificationCodes)
    .set({
      failedAttempts: wrongTries,
      failuresWindowStart: failureWindowActive ? row.failuresWindowStart : now,
      ...(wrongTries >= P.maxWrongTries ? { codeHash: null } : {}),
    })
    .where(eq(verificationCodes.id, row.id));
  return { ok: false, code: wrongTries >= P.maxWrongTries ? 'CODE_ATTEMPTS_EXCEEDED' : 'CODE_MISMATCH' };
}

/** A matching code: used up, then FIND_ID answers the ID and the other purposes get a grant. */
async function useCode(tx: Db, row: CodeRow, input: VerifyCodeRequest, now: Date): Promise<VerifyOutcome> {
  const { email, type } = input;
  // Used: the code is gone, the wrong-try count starts over.
  await tx
    .update(verificationCodes)
    .set({ codeHash: null, expiresAt: null, failedAttempts: 0, failuresWindowStart: null })
    .where(eq(verificationCodes.id, row.id));

  if (type === 'FIND_ID') {
    const [member] = await tx
      .select({ loginId: members.loginId })
      .from(members)
      .where(and(eq(members.email, email), eq(members.isDemo, false)));
    if (!member) return { ok: false, code: 'CODE_EXPIRED' };
    return { ok: true, loginId: member.loginId };
  }
  await tx.insert(verificationGrants).values({
    email,
    type,
    loginId: type === 'FIND_PASSWORD' ? row.loginId : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUTH_POLICY.grants[type]),
  });
  return { ok: true, loginId: null };
}

/**
 * Constant-time check. Wrong tries survive resends and are committed though the call fails; the fifth kills the code.
 * Success: a single-use grant (SIGN_UP 30 min, FIND_PASSWORD 10 min) or, for FIND_ID, the ID.
 */
export async function verifyCode({ db, now }: { db: Db; now: Date }, input: VerifyCodeRequest) {
  const { email, type } = input;
  const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
    // With a login ID only that ID's row is read; without one (the spec's payload) the address's live code.
    const loginKey = type === 'FIND_PASSWORD' && input.loginId ? input.loginId.trim().toLowerCase() : null;
    const which =
      loginKey !== null
        ? eq(verificationCodes.loginKey, loginKey)
        : type === 'FIND_PASSWORD'
          ? isNotNull(verificationCodes.codeHash)
          : undefined;
    const [row] = await codeRows(tx, email, type, which)
      .orderBy(sql`${verificationCodes.lastSentAt} desc nulls last`)
      .limit(1)
      .for('update');
    const failureWindowActive = row ? isActive(row.failuresWindowStart, P.failureWindowMs, now) : false;
    const failures = row && failureWindowActive ? row.failedAttempts : 0;
    if (row && failures >= P.maxWrongTries) return { ok: false, code: 'CODE_ATTEMPTS_EXCEEDED' };
    if (!row?.expiresAt || row.expiresAt.getTime() <= now.getTime())
      return { ok: false, code: 'CODE_EXPIRED' };

    // Compare even when there is no real code (unknown address), so both paths cost the same.
    const presented = hashCode(email, type, input.code);
    const codeMatches = sameHash(presented, row.codeHash ?? randomBytes(32).toString('hex'));
    if (!(row.codeHash && codeMatches)) return recordWrongTry(tx, row, failures, failureWindowActive, now);
    return useCode(tx, row, input, now);
  });
  if (!outcome.ok) throw new AppError(outcome.code);
  return outcome.loginId
    ? { verified: true as const, loginId: outcome.loginId }
    : { verified: true as const };
}

/** Only rows no live limit depends on (the longest window is the hour of send caps). */
export async function purgeVerificationState({ db, now }: { db: Db; now: Date }) {
  const longest = Math.max(P.sendWindowMs, P.failureWindowMs, P.ttlSeconds * 1000);
  const cutoff = new Date(now.getTime() - longest);
  const codes = await db
    .delete(verificationCodes)
    .where(
      sql`greatest(
        coalesce(${verificationCodes.lastSentAt}, '-infinity'::timestamptz),
        coalesce(${verificationCodes.failuresWindowStart}, '-infinity'::timestamptz),
        coalesce(${verificationCodes.expiresAt}, '-infinity'::timestamptz)
      ) < ${cutoff.toISOString()}::timestamptz`,
    )
    .returning({ id: verificationCodes.id });
  const grants = await db
    .delete(verificationGrants)
    .where(or(lt(verificationGrants.expiresAt, now), isNotNull(verificationGrants.consumedAt)))
    .returning({ id: verificationGrants.id });
  return { codes: codes.length, grants: grants.length };
}
