import type { LogoutRequest, RefreshRequest } from '@dasibom/contract';
import { and, eq, gt, isNotNull, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open-db.ts';
import { refreshTokens } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { newFamilyId, newRefreshToken, sha256Hex, signAccessToken } from '../../platform/tokens.ts';
import { AUTH_POLICY } from './policy.ts';

type SessionDeps = { db: Db; jwtSecret: Uint8Array; now: Date };
export type SessionTokens = { accessToken: string; refreshToken: string };

/** Starts a refresh-token family (one login) and signs the first access token. */
export async function startSession(
  { db, jwtSecret, now }: SessionDeps,
  memberId: number,
): Promise<SessionTokens> {
  const familyId = newFamilyId();
  const refreshToken = newRefreshToken();
  const familyExpiresAt = new Date(now.getTime() + AUTH_POLICY.refreshFamilyMs);
  await db.insert(refreshTokens).values({
    memberId,
    familyId,
    tokenHash: sha256Hex(refreshToken),
    createdAt: now,
    expiresAt: familyExpiresAt,
    familyExpiresAt,
  });
  const accessToken = await signAccessToken(jwtSecret, { memberId, sessionId: familyId }, now);
  return { accessToken, refreshToken };
}

type RefreshOutcome =
  | { ok: true; tokens: SessionTokens }
  | { ok: false; code: 'AUTH_INVALID' | 'AUTH_EXPIRED' };

/**
 * Rotation: the presented token is marked rotated and a new token joins its family. Presenting a rotated token again
 * is reuse and revokes the whole family (a stolen token used by the thief or by the owner ends both sessions; the
 * revocation commits even though the call fails) — except within a short grace (AUTH_POLICY.refreshReuseGraceMs)
 * for the token rotated last: tabs refreshing at once and a client resending after a lost response are races, not
 * theft, and must not log the member out. Such a replay gets a fresh token in the same family (only hashes are
 * stored, so the successor it raced cannot be sent again); the successor stays valid too, so whichever answer the
 * client keeps works. The grace ends early once any token issued after the presented one has been used: from then on
 * the presented token is two steps behind, and presenting it is reuse.
 *
 * One conditional UPDATE decides (first use, or a replay within the grace) and holds the row's lock until the new
 * token is in, so concurrent refreshes on any number of instances queue on that row: the first rotates, the others
 * then replay within the grace, and none sees a half-done rotation.
 */
export async function refreshSession(
  { db, jwtSecret, now }: SessionDeps,
  { refreshToken }: RefreshRequest,
): Promise<SessionTokens> {
  const tokenHash = sha256Hex(refreshToken);
  const graceStart = new Date(now.getTime() - AUTH_POLICY.refreshReuseGraceMs);
  const later = alias(refreshTokens, 'later');
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [rotated] = await tx
      .update(refreshTokens)
      // A replay keeps the first rotation's time: the grace runs from the rotation, not from the latest replay.
      .set({ rotatedAt: sql`coalesce(${refreshTokens.rotatedAt}, ${now.toISOString()}::timestamptz)` })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.familyExpiresAt, now),
          or(
            isNull(refreshTokens.rotatedAt),
            and(
              gt(refreshTokens.rotatedAt, graceStart),
              // Rows are numbered in issue order: a used row with a higher id was issued after this token.
              notExists(
                tx
                  .select({ id: later.id })
                  .from(later)
                  .where(
                    and(
                      eq(later.familyId, refreshTokens.familyId),
                      gt(later.id, refreshTokens.id),
                      isNotNull(later.rotatedAt),
                    ),
                  ),
              ),
            ),
          ),
        ),
      )
      .returning({
        memberId: refreshTokens.memberId,
        familyId: refreshTokens.familyId,
        familyExpiresAt: refreshTokens.familyExpiresAt,
      });
    if (rotated) {
      const next = newRefreshToken();
      await tx.insert(refreshTokens).values({
        memberId: rotated.memberId,
        familyId: rotated.familyId,
        tokenHash: sha256Hex(next),
        createdAt: now,
        expiresAt: rotated.familyExpiresAt,
        familyExpiresAt: rotated.familyExpiresAt,
      });
      const accessToken = await signAccessToken(
        jwtSecret,
        { memberId: rotated.memberId, sessionId: rotated.familyId },
        now,
      );
      return { ok: true, tokens: { accessToken, refreshToken: next } };
    }
    const [known] = await tx
      .select({
        familyId: refreshTokens.familyId,
        rotatedAt: refreshTokens.rotatedAt,
        revokedAt: refreshTokens.revokedAt,
        familyExpiresAt: refreshTokens.familyExpiresAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!known) return { ok: false, code: 'AUTH_INVALID' };
    if (known.rotatedAt && !known.revokedAt) {
      await revokeFamily(tx, known.familyId, now);
      return { ok: false, code: 'AUTH_INVALID' };
    }
    if (!known.revokedAt && known.familyExpiresAt.getTime() <= now.getTime()) {
      return { ok: false, code: 'AUTH_EXPIRED' };
    }
    return { ok: false, code: 'AUTH_INVALID' };
  });
  if (!outcome.ok) throw new AppError(outcome.code);
  return outcome.tokens;
}

async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: revokes the token's family. Unknown or already revoked tokens are fine (logging out twice is not an error). */
export async function endSession({ db, now }: { db: Db; now: Date }, { refreshToken }: LogoutRequest) {
  const tokenHash = sha256Hex(refreshToken);
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(refreshTokens.revokedAt),
        eq(
          refreshTokens.familyId,
          sql`(select ${refreshTokens.familyId} from ${refreshTokens} where ${refreshTokens.tokenHash} = ${tokenHash})`,
        ),
      ),
    );
  return { loggedOut: true as const };
}

/** Ends every session of a member (password reset, withdrawal), or every one but `exceptFamilyId` (password change). */
export async function revokeMemberSessions(
  db: Db,
  { memberId, now, exceptFamilyId }: { memberId: number; now: Date; exceptFamilyId?: string | null },
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.memberId, memberId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}

/**
 * Scheduled purge: refresh-token rows of families past their 14-day end, and of families revoked over a day ago
 * (a token from either is refused whether or not its row exists). Rotated rows of live families stay: they are
 * how reuse of a stolen token is recognised.
 */
export async function purgeRefreshTokens({ db, now }: { db: Db; now: Date }) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.familyExpiresAt, now), lt(refreshTokens.revokedAt, dayAgo)))
    .returning({ id: refreshTokens.id });
  return { refreshTokens: removed.length };
}
