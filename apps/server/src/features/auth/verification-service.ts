import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { VerificationType } from '@dasibom/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { members, verificationCodes, verificationGrants } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hitCounter, secondsUntil } from '../../platform/counters.ts';
import type { Mailer, MailMessage } from '../../platform/mailer.ts';
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

type SendInput = { email: string; type: VerificationType; loginId?: string | undefined };
type SendDeps = { db: Db; mailer: Mailer; now: Date; ip: string; publicUrl: string };

/**
 * One code request. Everything — the per-IP count, the per-address send count, the new code — happens in one
 * transaction that commits only after the mail server accepted the mail; a failed send rolls it all back (503
 * MAIL_UNAVAILABLE, nothing half-created, nothing counted). The row is locked, so two concurrent requests for one
 * address cannot both pass the cooldown. Cooldown, caps and failure counts apply to unknown addresses exactly as to
 * known ones.
 */
export async function sendVerificationCode({ db, mailer, now, ip, publicUrl }: SendDeps, input: SendInput) {
  const { email, type } = input;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Per IP first: counted inside the transaction, so a refused or failed request is not counted.
    const perIp = await hitCounter(tx, { key: `code-send:ip:${ip}`, windowMs: P.sendWindowMs, now });
    if (perIp.count > P.sendsPerWindowPerIp) {
      throw new AppError('CODE_SEND_LIMIT', { retryAfterSeconds: secondsUntil(perIp.resetAt, now) });
    }

    await tx.insert(verificationCodes).values({ email, type }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, email), eq(verificationCodes.type, type)))
      .for('update');
    if (!row) throw new Error('verification row vanished');

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

    const { mail, code, loginId } = await planMail(tx, input, publicUrl);
    await tx
      .update(verificationCodes)
      .set({
        loginId,
        codeHash: code ? hashCode(email, type, code) : null,
        expiresAt: new Date(now.getTime() + P.ttlSeconds * 1000),
        failedAttempts: failureWindowActive ? row.failedAttempts : 0,
        failuresWindowStart: failureWindowActive ? row.failuresWindowStart : null,
        sendsInWindow: sends + 1,
        sendWindowStart: sendWindowActive ? row.sendWindowStart : now,
        lastSentAt: now,
      })
      .where(eq(verificationCodes.id, row.id));

    if (mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        throw new AppError('MAIL_UNAVAILABLE', { cause: error });
      }
    }
  });
  return CODE_SENT;
}

/** API.md: who gets what. Returns no mail when the address (or address + ID) is unknown. */
async function planMail(
  tx: Db,
  { email, type, loginId }: SendInput,
  publicUrl: string,
): Promise<{ mail: MailMessage | null; code: string | null; loginId: string | null }> {
  const [member] = await tx
    .select({ loginId: members.loginId })
    .from(members)
    .where(
      type === 'FIND_PASSWORD'
        ? and(eq(members.email, email), sql`lower(${members.loginId}) = lower(${loginId ?? ''})`)
        : eq(members.email, email),
    );
  const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
  if (type === 'SIGN_UP') {
    if (member) return { mail: accountExistsMail(email, publicUrl), code: null, loginId: null };
    const code = newCode();
    return { mail: codeMail(email, type, code), code, loginId: null };
  }
  if (!member)
    return { mail: null, code: null, loginId: type === 'FIND_PASSWORD' ? (loginId ?? null) : null };
  const code = newCode();
  return { mail: codeMail(email, type, code), code, loginId: member.loginId };
}

type VerifyInput = { email: string; type: VerificationType; code: string; loginId?: string | undefined };
type VerifyOutcome =
  | { ok: true; loginId: string | null }
  | { ok: false; code: 'CODE_MISMATCH' | 'CODE_EXPIRED' | 'CODE_ATTEMPTS_EXCEEDED' };

/**
 * Checks a code in constant time. Wrong tries count per (address, type) and survive resends; the fifth kills the
 * code. A wrong try is committed even though the call fails. Success records a single-use grant (SIGN_UP: the
 * address for 30 minutes; FIND_PASSWORD: the address and login ID for 10 minutes) or, for FIND_ID, answers the ID.
 */
export async function verifyCode({ db, now }: { db: Db; now: Date }, input: VerifyInput) {
  const { email, type } = input;
  const outcome = await db.transaction(async (txn): Promise<VerifyOutcome> => {
    const tx = txn as unknown as Db;
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, email), eq(verificationCodes.type, type)))
      .for('update');
    const failureWindowActive = row ? isActive(row.failuresWindowStart, P.failureWindowMs, now) : false;
    const failures = row && failureWindowActive ? row.failedAttempts : 0;
    if (row && failures >= P.maxWrongTries) return { ok: false, code: 'CODE_ATTEMPTS_EXCEEDED' };
    if (!row?.expiresAt || row.expiresAt.getTime() <= now.getTime())
      return { ok: false, code: 'CODE_EXPIRED' };

    // Compare even when there is no real code (unknown address), so both paths cost the same.
    const presented = hashCode(email, type, input.code);
    const codeMatches = sameHash(presented, row.codeHash ?? randomBytes(32).toString('hex'));
    const idMatches =
      type !== 'FIND_PASSWORD' ||
      !input.loginId ||
      input.loginId.toLowerCase() === (row.loginId ?? '').toLowerCase();
    if (!(row.codeHash && codeMatches && idMatches)) {
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

    // Used: the code is gone, the wrong-try count starts over.
    await tx
      .update(verificationCodes)
      .set({ codeHash: null, expiresAt: null, failedAttempts: 0, failuresWindowStart: null })
      .where(eq(verificationCodes.id, row.id));

    if (type === 'FIND_ID') {
      const [member] = await tx
        .select({ loginId: members.loginId })
        .from(members)
        .where(eq(members.email, email));
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
  });
  if (!outcome.ok) throw new AppError(outcome.code);
  return outcome.loginId
    ? { verified: true as const, loginId: outcome.loginId }
    : { verified: true as const };
}
