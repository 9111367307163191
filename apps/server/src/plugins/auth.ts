import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { verifyAccessToken } from '../platform/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for member-only routes: 401 AUTH_REQUIRED / AUTH_EXPIRED / AUTH_INVALID, else sets memberId. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook for public routes that read the member when there is one; a missing or bad token is ignored. */
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
    return { ok: true as const, claims: result.claims };
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
