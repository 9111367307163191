import { type Gender, passwordPolicyProblem, type TextSizeId } from '@dasibom/contract';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open-db.ts';
import {
  members,
  occupations,
  refreshTokens,
  regions,
  todoGroups,
  todoImages,
  todos,
} from '../../db/schema.ts';
import { AppError, constraintOf, sqlStateOf, UNIQUE_VIOLATION } from '../../errors.ts';
import { reencodeImage } from '../../platform/images.ts';
import {
  clearPasswordFailures,
  findThrottleWait,
  hasDeviceProof,
  type PasswordCheckDeps,
  recordPasswordFailure,
  throttleKeysFor,
} from '../../platform/login-throttle.ts';
import { lockMemberRow } from '../../platform/member-row.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { deleteStoredFiles, newStorageKey, type Storage } from '../../platform/storage.ts';

type Log = { warn(obj: object, msg?: string): void };
type Me = { memberId: number };

/** Removes the member's calendar feed in the caller's transaction (ADR 024); app.ts passes it in (issue 29). */
export type DropCalendarFeed = (tx: Db, memberId: number) => Promise<void>;

type ChangePasswordDeps = PasswordCheckDeps & { dropCalendarFeed: DropCalendarFeed };

/** The profile image's longest side after re-encoding. */
export const PROFILE_IMAGE_MAX_SIDE = 512;

// Every query below filters by the caller's member id in SQL (SECURITY.md access control): the routes have no
// resource ids of their own, and `DELETE /v1/member/job` deletes only rows with `member_id = $me`.

export async function getMemberInfo({ db, storage }: { db: Db; storage: Storage }, { memberId }: Me) {
  const [member] = await db
    .select({
      memberId: members.id,
      nickname: members.nickname,
      loginId: members.loginId,
      email: members.email,
      profileImageKey: members.profileImageKey,
      regionCode: members.regionCode,
      regionName: regions.name,
      birthDate: members.birthDate,
      gender: members.gender,
      textSize: members.textSize,
    })
    .from(members)
    .leftJoin(regions, eq(regions.code, members.regionCode))
    .where(eq(members.id, memberId));
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  const jobs = await db
    .select({ jobId: todoGroups.jobId, jobName: occupations.name, todoGroupId: todoGroups.id })
    .from(todoGroups)
    .innerJoin(occupations, eq(occupations.id, todoGroups.jobId))
    .where(eq(todoGroups.memberId, memberId))
    .orderBy(asc(todoGroups.createdAt), asc(todoGroups.id));
  const { profileImageKey, ...rest } = member;
  return {
    ...rest,
    profileImage: profileImageKey ? storage.url(profileImageKey) : null,
    regionName: member.regionName ?? null,
    birthDate: member.birthDate.replaceAll('-', '/'),
    gender: member.gender as Gender,
    textSize: member.textSize as TextSizeId,
    jobs,
  };
}

/** One setting of the member's own row; a member gone meanwhile (withdrawn) is MEMBER_NOT_FOUND. */
async function updateMember(
  db: Db,
  memberId: number,
  values: Partial<typeof members.$inferInsert>,
  returning: Record<string, PgColumn>,
) {
  const updated = await db.update(members).set(values).where(eq(members.id, memberId)).returning(returning);
  if (updated.length === 0) throw new AppError('MEMBER_NOT_FOUND');
}

/** Same as the current nickname → 200 without a change; taken by someone else → 409 NICKNAME_TAKEN. */
export async function changeNickname(
  { db, now }: { db: Db; now: Date },
  { memberId, nickname }: Me & { nickname: string },
) {
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.nickname, nickname), ne(members.id, memberId)));
  if (other) throw new AppError('NICKNAME_TAKEN');
  try {
    await updateMember(db, memberId, { nickname, updatedAt: now }, { nickname: members.nickname });
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION && constraintOf(error) === 'members_nickname_key') {
      throw new AppError('NICKNAME_TAKEN', { cause: error });
    }
    throw error;
  }
  return { nickname };
}

export async function changeRegion(
  { db, now }: { db: Db; now: Date },
  { memberId, regionCode }: Me & { regionCode: number },
) {
  const [region] = await db
    .select({ regionCode: regions.code, regionName: regions.name })
    .from(regions)
    .where(eq(regions.code, regionCode));
  if (!region) throw new AppError('REGION_NOT_FOUND');
  await updateMember(db, memberId, { regionCode, updatedAt: now }, { id: members.id });
  return region;
}

export async function changeTextSize(
  { db, now }: { db: Db; now: Date },
  { memberId, textSize }: Me & { textSize: TextSizeId },
) {
  await updateMember(db, memberId, { textSize, updatedAt: now }, { textSize: members.textSize });
  return { textSize };
}

/**
 * Password change proves the current password (API.md's deliberate addition) and passes the blocklist. Wrong current
 * passwords count into the same throttle as failed logins for the member's login ID (ADR 007: it is the same
 * secret), so a stolen access token is no unlimited guessing oracle; while the back-off lasts the answer is 429
 * PASSWORD_THROTTLED and the password is not checked. It ends every other session (other devices' refresh tokens
 * are revoked) and keeps the caller's own family, so the person who just changed it stays logged in.
 */
export async function changePassword(
  { db, now, jwtSecret, ip, cookies, hashGate, dropCalendarFeed }: ChangePasswordDeps,
  input: Me & { sessionId: string | null; currentPassword: string; newPassword: string },
) {
  const [member] = await db
    .select({ passwordHash: members.passwordHash, loginId: members.loginId, nickname: members.nickname })
    .from(members)
    .where(eq(members.id, input.memberId));
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  const keys = throttleKeysFor(jwtSecret, { loginId: member.loginId, ip });
  const hasProof = hasDeviceProof(jwtSecret, keys, cookies, now);
  const wait = await findThrottleWait({ db, now }, { keys, hasProof });
  if (wait > 0) throw new AppError('PASSWORD_THROTTLED', { retryAfterSeconds: wait });
  if (!(await verifyPassword(hashGate, member.passwordHash, input.currentPassword.trim()))) {
    const waitNow = await recordPasswordFailure({ db, now }, { keys, hasProof });
    if (waitNow > 0) throw new AppError('PASSWORD_THROTTLED', { retryAfterSeconds: waitNow });
    throw new AppError('PASSWORD_MISMATCH', {
      fields: { currentPassword: '현재 비밀번호가 일치하지 않습니다.' },
    });
  }
  await clearPasswordFailures({ db }, { keys });
  const problem = passwordPolicyProblem(input.newPassword, {
    loginId: member.loginId,
    nickname: member.nickname,
  });
  if (problem) throw new AppError('VALIDATION', { message: problem, fields: { newPassword: problem } });
  const passwordHash = await hashPassword(hashGate, input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, input.memberId));
    // The calendar address is a second key to the member's plan: a new password retires it (ADR 024).
    await dropCalendarFeed(tx, input.memberId);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.memberId, input.memberId),
          isNull(refreshTokens.revokedAt),
          input.sessionId ? ne(refreshTokens.familyId, input.sessionId) : undefined,
        ),
      );
  });
  return { changed: true as const };
}

/** Sets the member's profile image key (or none) under a row lock and returns the previous key, for deletion. */
async function swapProfileImageKey(db: Db, { memberId, key, now }: Me & { key: string | null; now: Date }) {
  return db.transaction(async (tx) => {
    const member = await lockMemberRow(tx, memberId, { key: members.profileImageKey });
    // Deleting when there is no image changes nothing: leave the row as it is.
    if (key !== null || member.key !== null) {
      await tx.update(members).set({ profileImageKey: key, updatedAt: now }).where(eq(members.id, memberId));
    }
    return member.key;
  });
}

/**
 * Re-encodes the upload (platform/images), stores it under a fresh random key, points the member at it, and then
 * deletes the previous file. If the database update fails the new file is removed again.
 */
export async function uploadProfileImage(
  { db, storage, now, log }: { db: Db; storage: Storage; now: Date; log?: Log },
  { memberId, data }: Me & { data: Buffer },
) {
  const image = await reencodeImage(data, { maxSide: PROFILE_IMAGE_MAX_SIDE });
  const key = newStorageKey('profiles', image.extension);
  await storage.put(key, image.data, image.contentType);
  let previous: string | null;
  try {
    previous = await swapProfileImageKey(db, { memberId, key, now });
  } catch (error) {
    await deleteStoredFiles(storage, [key], log);
    throw error;
  }
  await deleteStoredFiles(storage, [previous], log);
  return storage.url(key);
}

export async function deleteProfileImage(
  { db, storage, now, log }: { db: Db; storage: Storage; now: Date; log?: Log },
  { memberId }: Me,
) {
  const previous = await swapProfileImageKey(db, { memberId, key: null, now });
  if (!previous) throw new AppError('PROFILE_IMAGE_NOT_FOUND');
  await deleteStoredFiles(storage, [previous], log);
  return { deleted: true as const };
}

/**
 * Removes the caller's to-do groups for these jobs (with their to-dos and images, by cascade) in one transaction,
 * then the image files. Ids of jobs the caller never chose — or someone else's — are simply not deleted; the answer
 * lists only the jobs really removed.
 */
export async function deleteMemberJobs(
  { db, storage, log }: { db: Db; storage: Storage; log?: Log },
  { memberId, jobIds }: Me & { jobIds: number[] },
) {
  const { deletedJobIds, keys } = await db.transaction(async (tx) => {
    const mine = and(eq(todoGroups.memberId, memberId), inArray(todoGroups.jobId, jobIds));
    const images = await tx
      .select({ key: todoImages.storageKey })
      .from(todoImages)
      .innerJoin(todos, eq(todos.id, todoImages.todoId))
      .innerJoin(todoGroups, eq(todoGroups.id, todos.groupId))
      .where(mine);
    const deleted = await tx.delete(todoGroups).where(mine).returning({ jobId: todoGroups.jobId });
    return {
      deletedJobIds: deleted.map((d) => d.jobId).sort((a, b) => a - b),
      keys: images.map((i) => i.key),
    };
  });
  await deleteStoredFiles(storage, keys, log);
  return { deletedJobIds };
}
