import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { members } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { verifyAccessToken } from '../platform/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for member-only routes: 401 AUTH_REQUIRED / AUTH_EXPIRED / AUTH_INVALID (also for a well-signed
     * token whose member no longer exists), else sets memberId.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook for public routes that read the member when there is one; a missing or bad token, or one whose
     * member no longer exists, is ignored (the caller is a visitor).
     */
    authenticateOptional: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    memberId: number | null;
    /** The refresh-token family of the access token (its `sid` claim). */
    sessionId: string | null;
  }
}

type BearerResult = { kind: 'missing' } | { kind: 'malformed' } | { kind: 'token'; token: string };

function readBearer(request: FastifyRequest): BearerResult {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') return { kind: 'missing' };
  const match = /^Bearer[ \t]+(\S*)\s*$/i.exec(header);
  if (!match) return { kind: 'malformed' };
  const token = match[1] ?? '';
  // The spec's client builds the header from local storage; "Bearer null" / "Bearer " mean "not logged in".
  if (token === '' || token === 'null' || token === 'undefined') return { kind: 'missing' };
  return { kind: 'token', token };
}

/**
 * Bearer verification (API.md Authentication). Runs as an onRequest hook so an unauthenticated request is refused
 * before its body is read or validated (and before a multipart upload is streamed).
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('memberId', null);
  app.decorateRequest('sessionId', null);

  const check = async (request: FastifyRequest) => {
    const bearer = readBearer(request);
    if (bearer.kind === 'missing') return { ok: false as const, code: 'AUTH_REQUIRED' as const };
    if (bearer.kind === 'malformed') return { ok: false as const, code: 'AUTH_INVALID' as const };
    const result = await verifyAccessToken(app.deps.jwtSecret, bearer.token, app.deps.clock.now());
    if (!result.ok) {
      return {
        ok: false as const,
        code: result.reason === 'expired' ? ('AUTH_EXPIRED' as const) : ('AUTH_INVALID' as const),
      };
    }
    // A signature proves who the token was issued to, not that they are still a member: an access token outlives a
    // withdrawal by up to 15 minutes. Checking here, once, keeps every route and service from writing rows that
    // point at a deleted member (a foreign-key violation) or reading as someone who is gone.
    if (!(await memberExists(request, result.claims.memberId))) {
      return { ok: false as const, code: 'AUTH_INVALID' as const };
    }
    return { ok: true as const, claims: result.claims };
  };

  const memberExists = async (request: FastifyRequest, memberId: number) => {
    const rows = await app.deps.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    if (rows.length > 0) return true;
    request.log.info({ memberId }, 'access token of an unknown member');
    return false;
  };

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.ok) throw new AppError(result.code);
    request.memberId = result.claims.memberId;
    request.sessionId = result.claims.sessionId;
  });

  app.decorate('authenticateOptional', async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.ok) return;
    request.memberId = result.claims.memberId;
    request.sessionId = result.claims.sessionId;
  });
}

/** The caller's member id in a route behind `app.authenticate`. */
export function requireMemberId(request: FastifyRequest): number {
  if (request.memberId === null) throw new AppError('AUTH_REQUIRED');
  return request.memberId;
}
