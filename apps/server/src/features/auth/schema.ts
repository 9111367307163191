import { index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz } from '../../db/columns.ts';
import { members } from '../members/schema.ts';

/**
 * Refresh tokens: only the SHA-256 of the opaque value is stored. One login starts a family; every refresh rotates
 * (marks the presented row rotated and adds a new row in the same family). A family lives 14 days from the login,
 * however often it rotates.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    memberId: cascadeRef('member_id', () => members.id),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_key'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    familyExpiresAt: timestamptz('family_expires_at').notNull(),
    rotatedAt: timestamptz('rotated_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    index('refresh_tokens_member_idx').on(t.memberId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * The current e-mail code per (address, type, login ID). The row also exists when nothing could be mailed (unknown
 * address), so cooldowns, send caps and failure counts behave identically whether or not an account exists.
 * `loginKey` is the lower-cased login ID of a FIND_PASSWORD request ('' for the other types): a request naming a
 * wrong ID gets a row of its own and can never replace or burn the code of the account that owns the address.
 * `codeHash` is null when there is no usable code (not mailed yet, used, or killed by too many wrong tries).
 * `sendNonce` names the latest request; the mail job acts only when it still matches (a resend supersedes it).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    type: text('type').notNull(),
    loginId: text('login_id'),
    loginKey: text('login_key').notNull().default(''),
    codeHash: text('code_hash'),
    expiresAt: timestamptz('expires_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    failuresWindowStart: timestamptz('failures_window_start'),
    sendsInWindow: integer('sends_in_window').notNull().default(0),
    sendWindowStart: timestamptz('send_window_start'),
    lastSentAt: timestamptz('last_sent_at'),
    sendNonce: text('send_nonce'),
  },
  (t) => [unique('verification_codes_email_type_login_key').on(t.email, t.type, t.loginKey)],
);

/** Proof that an address (and, for password reset, a login ID) was verified recently. Single use. */
export const verificationGrants = pgTable(
  'verification_grants',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    type: text('type').notNull(),
    loginId: text('login_id'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [index('verification_grants_email_type_idx').on(t.email, t.type)],
);
