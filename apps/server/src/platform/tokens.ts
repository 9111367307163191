import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export type AccessClaims = { memberId: number; sessionId: string };

/**
 * Access token: JWT HS256 with `sub` (member id as a string), `iat`, `exp` (15 minutes), `typ: 'access'` and `sid`,
 * the refresh-token family it came from (so a password change can keep the caller's own session and end the rest).
 */
export async function signAccessToken(secret: Uint8Array, claims: AccessClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'access', sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.memberId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .sign(secret);
}

export type AccessTokenCheck =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now });
    const memberId = Number(payload.sub);
    if (payload.typ !== 'access' || !Number.isSafeInteger(memberId) || memberId <= 0) {
      return { ok: false, reason: 'invalid' };
    }
    if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number')
      return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { memberId, sessionId: typeof payload.sid === 'string' ? payload.sid : '' } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** 256-bit opaque refresh token (base64url). Only its SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newFamilyId(): string {
  return randomUUID();
}

/** The JWT secret: the configured one, else (never in production) 32 random bytes for this app instance. */
export function resolveJwtSecret(configured: string | undefined, isProduction: boolean): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  if (isProduction) throw new Error('JWT_SECRET is required in production');
  return new Uint8Array(randomBytes(32));
}
