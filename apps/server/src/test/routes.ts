import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isApiRoute, type RouteDefinition } from '../plugins/route-policy.ts';

/** One method of one registered route, with a concrete path that reaches it. */
export type RouteCase = { method: string; pattern: string; path: string; config: RouteDefinition['config'] };

/** `:id` style parameters get a plausible value, a wildcard one segment: enough to reach the route's hooks. */
export function concretePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'x');
}

/** Every method of every registered route (the app's own route registry), API routes or the rest. */
export function routeCases(app: FastifyInstance, which: 'api' | 'other'): RouteCase[] {
  const cases: RouteCase[] = [];
  for (const route of app.routeDefinitions) {
    if (isApiRoute(route.url) !== (which === 'api')) continue;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      cases.push({ method, pattern: route.url, path: concretePath(route.url), config: route.config });
    }
  }
  return cases;
}

const UNRESERVED = /[A-Za-z0-9-]/;

function encodeChar(char: string, upper: boolean): string {
  const hex = char.charCodeAt(0).toString(16);
  return `%${upper ? hex.toUpperCase() : hex.toLowerCase()}`;
}

/**
 * Spellings of `path` the router decodes back to it. The n-th one percent-encodes a different single character
 * (upper- or lower-case hex, by turns); every third one instead encodes the whole first and last segments, so a
 * parameter value (`1` → `%31`) is encoded too.
 */
export function encodedVariant(path: string, n: number): string {
  const upper = n % 2 === 0;
  const encode = (text: string) =>
    [...text].map((char) => (UNRESERVED.test(char) ? encodeChar(char, upper) : char)).join('');
  if (n % 3 === 2) {
    const segments = path.split('/');
    const last = segments.length - 1;
    return segments
      .map((segment, index) => (index === 1 || index === last ? encode(segment) : segment))
      .join('/');
  }
  const positions = [...path].flatMap((char, index) => (UNRESERVED.test(char) ? [index] : []));
  const target = positions[(n * 7) % positions.length];
  return [...path].map((char, index) => (index === target ? encodeChar(char, upper) : char)).join('');
}

/** A built web app in a temporary directory: an index.html and one hashed asset. */
export function makeWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dasibom-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>다시봄</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("다시봄");');
  return dist;
}
