import { successEnvelope } from '@dasibom/contract';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireMemberId } from './auth.ts';
import { ok, sendData } from './envelope.ts';

/** The app as a route plugin sees it: the zod type provider on. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
type Input = z.ZodType | undefined;
type Out<S extends Input> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * Who may call: `member` behind `app.authenticate`; `optional` reads the member when there is one (a visitor is
 * `memberId: null`); `open` reads no token at all.
 */
type Access = 'member' | 'optional' | 'open';

/** One route's contract: the schemas bound for validation and OpenAPI, `response` being the envelope's data. */
type RouteSpec<P extends Input, Q extends Input, B extends Input, R extends z.ZodType> = {
  summary: string;
  description?: string;
  consumes?: string[];
  params?: P;
  querystring?: Q;
  body?: B;
  response: R;
  config?: FastifyContextConfig;
  /** An optional-auth route whose OpenAPI entry names no security (kept as the docs have always shown it). */
  undocumentedAuth?: true;
};

type Call<P extends Input, Q extends Input, B extends Input, M> = {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  memberId: M;
};

/** Data already serialized as the response schema would (platform/list-reads.ts): sent as is, not checked again. */
export class Serialized {
  constructor(readonly json: string) {}
}

type Handler<P extends Input, Q extends Input, B extends Input, R extends z.ZodType, M> = (
  call: Call<P, Q, B, M>,
) => Promise<z.input<R> | Serialized>;

const SECURITY = {
  member: [{ bearerAuth: [] }],
  // Either way: a token is read when there is one, a visitor is answered too.
  optional: [{}, { bearerAuth: [] }],
} as const;

/** Keys left out rather than set to undefined: route options and the OpenAPI entry hold only what a route has. */
function defined<T extends object>(entries: T): Partial<T> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The one way an API route is declared: the contract's schemas, the access hook and its OpenAPI security, and the
 * handler's data wrapped in the success envelope. Errors are thrown as AppError and mapped by the error handler.
 */
export function routeKit(app: RouteApp, tags: string[]) {
  const define =
    <M>(access: Access, memberOf: (request: FastifyRequest) => M) =>
    (method: HTTPMethods) =>
    <
      R extends z.ZodType,
      P extends Input = undefined,
      Q extends Input = undefined,
      B extends Input = undefined,
    >(
      url: string,
      spec: RouteSpec<P, Q, B, R>,
      handler: Handler<P, Q, B, R, M>,
    ) => {
      const security = access === 'open' || spec.undocumentedAuth ? undefined : SECURITY[access];
      const onRequest =
        access === 'member' ? app.authenticate : access === 'optional' ? app.authenticateOptional : undefined;
      app.route({
        method,
        url,
        ...defined({ onRequest, config: spec.config }),
        schema: defined({
          tags,
          security,
          summary: spec.summary,
          description: spec.description,
          consumes: spec.consumes,
          params: spec.params,
          querystring: spec.querystring,
          body: spec.body,
          response: { 200: successEnvelope(spec.response) },
        }),
        handler: async (request, reply) => {
          const data = await handler({
            request,
            reply,
            params: request.params as Out<P>,
            query: request.query as Out<Q>,
            body: request.body as Out<B>,
            memberId: memberOf(request),
          });
          return data instanceof Serialized ? sendData(app, reply, data.json) : ok(app, data);
        },
      });
    };
  const verbs = <M>(access: Access, memberOf: (request: FastifyRequest) => M) => {
    const as = define(access, memberOf);
    return { get: as('GET'), post: as('POST'), put: as('PUT'), patch: as('PATCH'), delete: as('DELETE') };
  };

  return {
    member: verbs('member', requireMemberId),
    optional: verbs('optional', (request) => request.memberId),
    open: verbs('open', () => undefined),
  };
}

export type RouteKit = ReturnType<typeof routeKit>;
export type MemberRoute = RouteKit['member'];
