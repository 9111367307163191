import {
  AUTH_MESSAGES,
  type CheckIdQuery,
  type CheckNicknameQuery,
  type LoginRequest,
  passwordPolicyProblem,
  type ResetPasswordRequest,
  type SignUpRequest,
} from '@dasibom/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import {
  members,
  regions,
  todoGroups,
  todoGroupViews,
  todoImages,
  todos,
  verificationCodes,
  verificationGrants,
} from '../../db/schema.ts';
import { AppError, constraintOf, sqlStateOf, UNIQUE_VIOLATION } from '../../errors.ts';
import { hitCounter, readCounter, secondsUntil } from '../../platform/counters.ts';
import type { HashGate } from '../../platform/hash-gate.ts';
import {
  clearPasswordFailures,
  findThrottleWait,
  hasDeviceProof,
  issueDeviceProof,
  normalizeLoginId,
  type PasswordCheckDeps,
  recordPasswordFailure,
  throttleKeysFor,
} from '../../platform/login-throttle.ts';
import { lockMemberRow } from '../../platform/member-row.ts';
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from '../../platform/passwords.ts';
import { deleteStoredFiles, type Storage } from '../../platform/storage.ts';
import { AUTH_POLICY } from './policy.ts';
import { revokeMemberSessions, startSession } from './session-service.ts';

const sameLoginId = (loginId: string) => sql`lower(${members.loginId}) = lower(${loginId})`;

/**
 * Throttled per IP, per (ID, IP) and per ID (ADR 007); unknown and known IDs answer alike at every step (same code,
 * wait and argon2 work). While throttled the password is not checked. A full hash gate → 503, no failure counted.
 */
export async function loginMember(
  { db, jwtSecret, now, ip, cookies, hashGate }: PasswordCheckDeps,
  { loginId, password }: LoginRequest,
) {
  const keys = throttleKeysFor(jwtSecret, { loginId, ip });
  const { ipMaxFailures, ipWindowMs } = AUTH_POLICY.login;
  const perIp = await readCounter(db, { key: keys.ip, windowMs: ipWindowMs, now });
  if (perIp.count >= ipMaxFailures) {
    throw new AppError('LOGIN_THROTTLED', { retryAfterSeconds: secondsUntil(perIp.resetAt, now) });
  }
  const hasProof = hasDeviceProof(jwtSecret, keys, cookies, now);
  const wait = await findThrottleWait({ db, now }, { keys, hasProof });
  if (wait > 0) throw new AppError('LOGIN_THROTTLED', { retryAfterSeconds: wait });

  const [member] = await db
    .select({
      id: members.id,
      nickname: members.nickname,
      passwordHash: members.passwordHash,
      regionName: regions.name,
    })
    .from(members)
    .leftJoin(regions, eq(regions.code, members.regionCode))
    // A sample member (ADR 019) is not an account: it fails like an unknown ID, after the same dummy check.
    .where(and(sameLoginId(normalizeLoginId(loginId)), eq(members.isDemo, false)));

  // Stored passwords went through the contract's PasswordSchema, which trims.
  const candidate = password.trim();
  const isValid = member
    ? await verifyPassword(hashGate, member.passwordHash, candidate)
    : await verifyDummyPassword(hashGate, candidate);

  if (!member || !isValid) {
    await hitCounter(db, { key: keys.ip, windowMs: ipWindowMs, now });
    const waitNow = await recordPasswordFailure({ db, now }, { keys, hasProof });
    if (waitNow > 0) throw new AppError('LOGIN_THROTTLED', { retryAfterSeconds: waitNow });
    throw new AppError('LOGIN_FAILED');
  }

  await clearPasswordFailures({ db }, { keys });
  if (needsRehash(member.passwordHash)) {
    // The password is proven: a full gate must not turn this login into a 503. The rehash waits for the next one.
    const rehashed = await hashPassword(hashGate, candidate).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') return undefined;
      throw error;
    });
    if (rehashed) await db.update(members).set({ passwordHash: rehashed }).where(eq(members.id, member.id));
  }

  const tokens = await startSession({ db, jwtSecret, now }, member.id);
  return {
    session: {
      ...tokens,
      nickname: member.nickname,
      memberId: member.id,
      regionName: member.regionName ?? null,
    },
    deviceProof: issueDeviceProof(jwtSecret, keys, now),
  };
}

/** Removes the member's calendar feed in the caller's transaction (ADR 024); app.ts passes it in (issue 29). */
export type DropCalendarFeed = (tx: Db, memberId: number) => Promise<void>;

export async function checkLoginId({ db }: { db: Db }, { loginId }: CheckIdQuery) {
  const [row] = await db.select({ id: members.id }).from(members).where(sameLoginId(loginId)).limit(1);
  return { duplicated: Boolean(row) };
}

export async function checkNickname({ db }: { db: Db }, { nickname }: CheckNicknameQuery) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.nickname, nickname))
    .limit(1);
  return { duplicated: Boolean(row) };
}

const TAKEN_BY_CONSTRAINT = {
  members_login_id_key: 'LOGIN_ID_TAKEN',
  members_nickname_key: 'NICKNAME_TAKEN',
  members_email_key: 'EMAIL_TAKEN',
} as const;

/** Maps a unique violation on members (a race between check and insert) to its 409. */
function takenError(error: unknown): AppError | null {
  if (sqlStateOf(error) !== UNIQUE_VIOLATION) return null;
  const code = TAKEN_BY_CONSTRAINT[constraintOf(error) as keyof typeof TAKEN_BY_CONSTRAINT];
  return code ? new AppError(code, { cause: error }) : null;
}

/** Consumes an unused, unexpired grant; false when there is none. */
async function consumeGrant(
  tx: Db,
  {
    email,
    type,
    loginId,
    now,
  }: { email: string; type: 'SIGN_UP' | 'FIND_PASSWORD'; loginId?: string; now: Date },
): Promise<boolean> {
  const used = await tx
    .update(verificationGrants)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationGrants.email, email),
        eq(verificationGrants.type, type),
        isNull(verificationGrants.consumedAt),
        gt(verificationGrants.expiresAt, now),
        loginId === undefined ? undefined : sql`lower(${verificationGrants.loginId}) = lower(${loginId})`,
      ),
    )
    .returning({ id: verificationGrants.id });
  return used.length > 0;
}

/** The SIGN_UP grant is consumed; every spec rule is re-checked; a lost race maps the unique violation to its 409. */
export async function signUpMember(
  { db, now, hashGate }: { db: Db; now: Date; hashGate: HashGate },
  input: SignUpRequest,
) {
  const problem = passwordPolicyProblem(input.password, { loginId: input.loginId, nickname: input.nickName });
  if (problem) throw new AppError('VALIDATION', { message: problem, fields: { password: problem } });
  const [region] = await db
    .select({ code: regions.code })
    .from(regions)
    .where(eq(regions.code, input.regionCode));
  if (!region) {
    const message = '존재하지 않는 지역입니다. 거주지를 다시 선택해주세요.';
    throw new AppError('VALIDATION', { message, fields: { regionCode: message } });
  }
  const passwordHash = await hashPassword(hashGate, input.password);

  const memberId = await db.transaction(async (tx) => {
    if (!(await consumeGrant(tx, { email: input.email, type: 'SIGN_UP', now }))) {
      throw new AppError('EMAIL_NOT_VERIFIED');
    }
    const taken = await tx
      .select({ loginId: members.loginId, nickname: members.nickname, email: members.email })
      .from(members)
      .where(
        sql`${sameLoginId(input.loginId)} or ${members.nickname} = ${input.nickName} or ${members.email} = ${input.email}`,
      );
    if (taken.some((m) => m.loginId.toLowerCase() === input.loginId.toLowerCase())) {
      throw new AppError('LOGIN_ID_TAKEN', { fields: { loginId: AUTH_MESSAGES.idTaken } });
    }
    if (taken.some((m) => m.nickname === input.nickName)) {
      throw new AppError('NICKNAME_TAKEN', { fields: { nickName: AUTH_MESSAGES.nicknameTaken } });
    }
    if (taken.some((m) => m.email === input.email)) throw new AppError('EMAIL_TAKEN');
    try {
      const [created] = await tx
        .insert(members)
        .values({
          loginId: input.loginId,
          email: input.email,
          passwordHash,
          nickname: input.nickName,
          birthDate: input.birthDate.replaceAll('/', '-'),
          gender: input.gender,
          regionCode: input.regionCode,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: members.id });
      if (!created) throw new Error('insert returned no row');
      return created.id;
    } catch (error) {
      throw takenError(error) ?? error;
    }
  });
  return { memberId };
}

/**
 * Needs a FIND_PASSWORD grant for (address, ID) first, so neither takeover nor the blocklist probes accounts.
 * Ends every session and this client's (ID, IP) back-off; the per-ID layer runs out on its own (ADR 007).
 */
export async function resetPassword(
  {
    db,
    now,
    jwtSecret,
    ip,
    hashGate,
    dropCalendarFeed,
  }: {
    db: Db;
    now: Date;
    jwtSecret: Uint8Array;
    ip: string;
    hashGate: HashGate;
    dropCalendarFeed: DropCalendarFeed;
  },
  { email, loginId, newPassword }: ResetPasswordRequest,
) {
  await db.transaction(async (tx) => {
    if (!(await consumeGrant(tx, { email, type: 'FIND_PASSWORD', loginId, now }))) {
      throw new AppError('RESET_NOT_VERIFIED');
    }
    const [member] = await tx
      .select({ id: members.id, loginId: members.loginId, nickname: members.nickname })
      .from(members)
      .where(and(eq(members.email, email), sameLoginId(loginId), eq(members.isDemo, false)))
      .for('update');
    if (!member) throw new AppError('RESET_NOT_VERIFIED');
    const problem = passwordPolicyProblem(newPassword, {
      loginId: member.loginId,
      nickname: member.nickname,
    });
    if (problem) throw new AppError('VALIDATION', { message: problem, fields: { newPassword: problem } });
    await tx
      .update(members)
      .set({ passwordHash: await hashPassword(hashGate, newPassword), updatedAt: now })
      .where(eq(members.id, member.id));
    await revokeMemberSessions(tx, { memberId: member.id, now });
    await dropCalendarFeed(tx, member.id);
    await clearPasswordFailures(
      { db: tx },
      { keys: throttleKeysFor(jwtSecret, { loginId: member.loginId, ip }) },
    );
  });
  return { changed: true as const };
}

type WithdrawDeps = { db: Db; storage: Storage; log?: { warn(obj: object, msg?: string): void } };

/** All personal rows in one transaction (mostly cascades); stored files after the commit, never before. */
export async function withdrawMember({ db, storage, log }: WithdrawDeps, { memberId }: { memberId: number }) {
  const keys = await db.transaction(async (tx) => {
    const member = await lockMemberRow(tx, memberId, {
      email: members.email,
      profileImageKey: members.profileImageKey,
    });
    const images = await tx
      .select({ key: todoImages.storageKey })
      .from(todoImages)
      .innerJoin(todos, eq(todos.id, todoImages.todoId))
      .innerJoin(todoGroups, eq(todoGroups.id, todos.groupId))
      .where(eq(todoGroups.memberId, memberId));
    // Which groups the member looked at today (ADR 019); the counts they added stay, as anyone's views do.
    await tx.delete(todoGroupViews).where(eq(todoGroupViews.viewerKey, `m:${memberId}`));
    await tx.delete(verificationCodes).where(eq(verificationCodes.email, member.email));
    await tx.delete(verificationGrants).where(eq(verificationGrants.email, member.email));
    await tx.delete(members).where(eq(members.id, memberId));
    return [member.profileImageKey, ...images.map((i) => i.key)];
  });
  await deleteStoredFiles(storage, keys, log);
  return { withdrawn: true as const };
}
