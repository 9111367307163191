import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.ts';
import type { Db } from '../db/open-db.ts';
import { serializeCookie } from './cookies.ts';
import type { HashGate } from './hash-gate.ts';

/**
 * Password-guess throttling (ADR 007): keyed by the submitted login ID, never by whether it exists; the lock-out is
 * per (ID, IP), so a stranger only locks themselves out. Login and password change share it.
 */
export const LOGIN_THROTTLE = {
  /** Per (login ID, IP): from this consecutive failure on, wait before the next try. */
  backoffFromFailure: 5,
  backoffBaseSeconds: 30,
  backoffMaxSeconds: 15 * 60,
  /** Per IP, whatever the IDs: failures in a fixed window (platform/counters). */
  ipMaxFailures: 30,
  ipWindowMs: 10 * 60 * 1000,
  /** Per login ID across all IPs (distributed guessing): from this failure within the streak on, back off too. */
  idBackoffFromFailure: 20,
  /** A streak of failures ends after this long without one; also the longest window (purge). */
  streakWindowMs: 60 * 60 * 1000,
  /** A device proof (issued at a successful login) exempts its holder from the per-ID layer this long. */
  deviceProofMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** `key` is a keyed hash of scope, ID (and IP): no ID or address in clear. */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lockedUntil: timestamptz('locked_until'),
    lastFailureAt: timestamptz('last_failure_at').notNull(),
  },
  (t) => [index('login_throttles_last_failure_at_idx').on(t.lastFailureAt)],
);

/** Seconds to wait after the `failures`-th failure of a streak: 0 before `from`, then 30 s doubling up to 15 min. */
export function backoffSeconds(failures: number, from: number = LOGIN_THROTTLE.backoffFromFailure): number {
  const { backoffBaseSeconds, backoffMaxSeconds } = LOGIN_THROTTLE;
  if (failures < from) return 0;
  const doublings = Math.min(failures - from, 10);
  return Math.min(backoffBaseSeconds * 2 ** doublings, backoffMaxSeconds);
}

/** Login IDs are unique without regard to case, and the forms trim them. */
export function normalizeLoginId(loginId: string): string {
  return loginId.trim().toLowerCase();
}

/**
 * HMAC, not bare SHA-256: IPv4 addresses and IDs (public via `check-id`) are guessable. Instances must share
 * `JWT_SECRET`, as they already must for tokens.
 */
export type ThrottleKeys = {
  idIp: string;
  id: string;
  ip: string;
  /** The device-proof cookie for this login ID. */
  proofCookie: string;
};

const derive = (secret: Uint8Array, purpose: string) => createHmac('sha256', secret).update(purpose).digest();
const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

export function throttleKeysFor(
  secret: Uint8Array,
  { loginId, ip }: { loginId: string; ip: string },
): ThrottleKeys {
  const key = derive(secret, 'dasibom/login-throttle/v1');
  const id = normalizeLoginId(loginId);
  const idDigest = mac(key, `id\0${id}`).toString('hex');
  return {
    idIp: `id-ip:${mac(key, `id-ip\0${id}\0${ip}`).toString('hex')}`,
    id: `id:${idDigest}`,
    ip: `login-fail:ip:${mac(key, `ip\0${ip}`).toString('hex')}`,
    // Named per ID so one shared computer keeps a proof for each member who logs in on it.
    proofCookie: `dsb_device_${idDigest.slice(0, 16)}`,
  };
}

/** Paths that receive the proof: only the two places a password is checked. */
export const DEVICE_PROOF_PATHS = ['/v1/member/auth/login', '/v1/member/password'] as const;

export type DeviceProof = { name: string; value: string; maxAgeSeconds: number };

function proofMac(secret: Uint8Array, keys: ThrottleKeys, expiresAt: number): string {
  return mac(derive(secret, 'dasibom/device-proof/v1'), `${keys.id}\0${expiresAt}`).toString('base64url');
}

/** A proof that this client logged in to this login ID: `<expiry seconds>.<HMAC of the ID's key and the expiry>`. */
export function issueDeviceProof(secret: Uint8Array, keys: ThrottleKeys, now: Date): DeviceProof {
  const expiresAt = Math.floor((now.getTime() + LOGIN_THROTTLE.deviceProofMs) / 1000);
  return {
    name: keys.proofCookie,
    value: `${expiresAt}.${proofMac(secret, keys, expiresAt)}`,
    maxAgeSeconds: LOGIN_THROTTLE.deviceProofMs / 1000,
  };
}

/** HttpOnly (an XSS that reads bearer tokens cannot read it), SameSite=Strict, only on password-checking paths. */
export function deviceProofCookies(proof: DeviceProof, { secure }: { secure: boolean }): string[] {
  return DEVICE_PROOF_PATHS.map((path) =>
    serializeCookie(proof.name, proof.value, { path, maxAgeSeconds: proof.maxAgeSeconds, secure }),
  );
}

/** True when the cookies carry an unexpired proof for exactly this login ID (a proof for another ID never counts). */
export function hasDeviceProof(
  secret: Uint8Array,
  keys: ThrottleKeys,
  cookies: Record<string, string>,
  now: Date,
): boolean {
  const value = cookies[keys.proofCookie];
  const match = value?.match(/^(\d{1,12})\.([A-Za-z0-9_-]{43})$/);
  if (!match?.[1] || !match[2]) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(proofMac(secret, keys, expiresAt));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

type StateDeps = { db: Db; now: Date };

/**
 * What a throttled password check needs (login and password change alike): the caller's IP and device-proof cookies,
 * the secret that signs the proof, and the hash gate.
 */
export type PasswordCheckDeps = StateDeps & {
  jwtSecret: Uint8Array;
  ip: string;
  cookies: Record<string, string>;
  hashGate: HashGate;
};

/** 0 = go ahead; the per-ID lock is skipped when the client holds a device proof. */
export async function findThrottleWait(
  { db, now }: StateDeps,
  { keys, hasProof }: { keys: ThrottleKeys; hasProof: boolean },
): Promise<number> {
  const rows = await db
    .select({ key: loginThrottles.key, lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, hasProof ? [keys.idIp] : [keys.idIp, keys.id]));
  let wait = 0;
  for (const row of rows) {
    if (row.lockedUntil && row.lockedUntil > now) {
      wait = Math.max(wait, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
    }
  }
  return wait;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Counts one failure on a key (atomic upsert; a streak older than the window starts again) and sets its lock. */
async function countFailure(db: Db, { key, from, now }: { key: string; from: number; now: Date }) {
  const stale = sql`${loginThrottles.lastFailureAt} <= ${at(new Date(now.getTime() - LOGIN_THROTTLE.streakWindowMs))}`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${loginThrottles.failures} + 1 end`,
        lastFailureAt: at(now),
      },
    })
    .returning({ failures: loginThrottles.failures });
  const wait = backoffSeconds(row?.failures ?? 0, from);
  if (wait > 0) {
    const until = at(new Date(now.getTime() + wait * 1000));
    // `greatest`: another instance counting the same key at once never shortens a longer lock.
    await db
      .update(loginThrottles)
      .set({ lockedUntil: sql`greatest(coalesce(${loginThrottles.lockedUntil}, ${until}), ${until})` })
      .where(eq(loginThrottles.key, key));
  }
  return wait;
}

/** Returns the wait now due; the per-ID layer counts every failure but only slows clients without a proof. */
export async function recordPasswordFailure(
  { db, now }: StateDeps,
  { keys, hasProof }: { keys: ThrottleKeys; hasProof: boolean },
): Promise<number> {
  const idIpWait = await countFailure(db, { key: keys.idIp, from: LOGIN_THROTTLE.backoffFromFailure, now });
  const idWait = await countFailure(db, { key: keys.id, from: LOGIN_THROTTLE.idBackoffFromFailure, now });
  return Math.max(idIpWait, hasProof ? 0 : idWait);
}

/** The per-ID streak runs out on its own: resetting it would give a distributed guesser a fresh allowance. */
export async function clearPasswordFailures({ db }: { db: Db }, { keys }: { keys: ThrottleKeys }) {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, keys.idIp));
}

/** Rows with no lock pending and no failure in the longest window; `last_failure_at` is indexed for it. */
export async function purgeLoginThrottles({ db, now }: StateDeps): Promise<{ deleted: number }> {
  const deleted = await db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.lastFailureAt, new Date(now.getTime() - LOGIN_THROTTLE.streakWindowMs)),
        or(isNull(loginThrottles.lockedUntil), lte(loginThrottles.lockedUntil, now)),
      ),
    )
    .returning({ key: loginThrottles.key });
  return { deleted: deleted.length };
}
