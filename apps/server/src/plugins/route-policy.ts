import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its final config: tests walk it so that no route escapes a policy. */
    routeDefinitions: readonly RouteDefinition[];
  }
  interface FastifyContextConfig {
    /**
     * Cache-Control of an API route's successful responses. API responses carry tokens and personal data, so the
     * default is `no-store`; a shared cache may only keep what a route opts into here, explicitly and reviewed.
     */
    cache?: string;
  }
}

export type RouteDefinition = Pick<RouteOptions, 'method' | 'url' | 'config'>;

/**
 * The JSON API is decided by the route pattern the router matched, never by the raw URL: the router decodes
 * `/%761/...` to `/v1/...`, so a test on `request.url` is one percent sign away from being skipped.
 */
export function isApiRoute(pattern: string | undefined): boolean {
  return pattern !== undefined && (pattern === '/v1' || pattern.startsWith('/v1/'));
}

function cacheControlFor(request: FastifyRequest, reply: FastifyReply): string {
  // An error envelope is about one request (often one person); it is never worth keeping.
  if (reply.statusCode >= 400) return 'no-store';
  const route = request.routeOptions;
  // A header a handler set by hand does not count on an API route: only the route's config can open a cache.
  if (isApiRoute(route.url)) return route.config.cache ?? 'no-store';
  // Static assets, uploaded files and the SPA shell set their own policy; anything else is not cached.
  const own = reply.getHeader('cache-control');
  return typeof own === 'string' ? own : 'no-store';
}

/**
 * Policies that belong to routes rather than to URLs. Registered first in buildApp so that its onRoute hook sees
 * every route, and its onSend hook applies to every response, including errors and the not-found handler.
 */
export function registerRoutePolicy(app: FastifyInstance) {
  const routes: RouteDefinition[] = [];
  app.decorate('routeDefinitions', routes);
  // The options object itself, so later onRoute hooks' changes (e.g. rate-limit exemptions) show in the registry.
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('cache-control', cacheControlFor(request, reply));
    return payload;
  });
}
