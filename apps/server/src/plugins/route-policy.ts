import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its final config: tests walk it so that no route escapes a policy. */
    routeDefinitions: readonly RouteDefinition[];
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

/** Policies that belong to routes rather than to URLs. Registered first in buildApp so that it sees every route. */
export function registerRoutePolicy(app: FastifyInstance) {
  const routes: RouteDefinition[] = [];
  app.decorate('routeDefinitions', routes);
  // The options object itself, so later onRoute hooks' changes (e.g. rate-limit exemptions) show in the registry.
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
}
