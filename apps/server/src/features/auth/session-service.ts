import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
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
 * Rotation: the presented token is marked rotated by a conditional UPDATE (`… WHERE rotated_at IS NULL
 * RETURNING`), so of two concurrent refreshes of one token exactly one wins — the loser sees a rotated token, which
 * is treated as reuse. Presenting a rotated token revokes the whole family (a stolen token used by the thief or by
 * the owner ends both sessions). The revocation commits even though the call fails.
 */
export async function refreshSession(
  { db, jwtSecret, now }: SessionDeps,
  { refreshToken }: { refreshToken: string },
): Promise<SessionTokens> {
  const tokenHash = sha256Hex(refreshToken);
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [rotated] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.familyExpiresAt, now),
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
      await revokeFamily(tx as unknown as Db, known.familyId, now);
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
export async function endSession(
  { db, now }: { db: Db; now: Date },
  { refreshToken }: { refreshToken: string },
) {
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
