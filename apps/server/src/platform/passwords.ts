import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify } from '@node-rs/argon2';
import type { HashGate } from './hash-gate.ts';

/**
 * argon2id with the OWASP minimum (SECURITY.md): m=19456 KiB, t=2, p=1. `2` is `Algorithm.Argon2id`; the package
 * declares it as an ambient const enum, which isolated modules cannot read.
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/*
 * Every argon2 call takes a slot of the process's hash gate (platform/hash-gate.ts), so a login storm is refused with
 * 503 instead of queueing; each function throws that 503 (AppError SERVICE_UNAVAILABLE) when the gate is full.
 */

export function hashPassword(gate: HashGate, password: string): Promise<string> {
  return gate.run(() => hash(password, PASSWORD_HASH_OPTIONS));
}

/** False for a wrong password and for a malformed stored hash (never throws on bad input, only the gate's 503). */
export function verifyPassword(gate: HashGate, passwordHash: string, password: string): Promise<boolean> {
  return gate.run(() => verifyHash(passwordHash, password));
}

async function verifyHash(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when the stored hash was made with other parameters than today's: rehash it at the next login. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const options = parseOptions(passwordHash);
    return (
      options.algorithm !== PASSWORD_HASH_OPTIONS.algorithm ||
      options.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
      options.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
      options.parallelism !== PASSWORD_HASH_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash with today's parameters, so a login with an unknown ID takes as long as one
 * with a wrong password (no user enumeration by timing), and takes one slot of the gate like it (nor by which
 * logins get the 503).
 */
export function verifyDummyPassword(gate: HashGate, password: string): Promise<false> {
  return gate.run(async () => {
    // Made once per process inside the first slot; a failure is forgotten so the next call makes it again.
    dummyHash ??= hash(randomBytes(16).toString('base64url'), PASSWORD_HASH_OPTIONS).catch((error) => {
      dummyHash = undefined;
      throw error;
    });
    await verifyHash(await dummyHash, password);
    return false as const;
  });
}
