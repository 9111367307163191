import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
import type { StandInHandler } from '../probe-types.ts';
import { QNET_DOCUMENTED_PARAMS, QNET_MAX_PAGE_SIZE, QNET_SCHEDULE_PATH } from './adapter.ts';

/** Test helpers for the Q-Net adapter, probe and stand-in: fetches that answer without a network. */

export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/**
 * Why a request leaves what the service documents (SOURCES.md §3): another path, a parameter outside
 * {serviceKey, numOfRows, pageNo, dataFormat, implYy, qualgbCd, jmCd}, or more than 50 rows a page. Empty when fine.
 */
export function requestViolations(url: URL): string[] {
  const problems: string[] = [];
  if (url.pathname.replace(/^.*(?=\/B490007\/)/, '') !== QNET_SCHEDULE_PATH)
    problems.push(`path ${url.pathname}`);
  const documented = new Set<string>(QNET_DOCUMENTED_PARAMS);
  for (const name of url.searchParams.keys()) {
    if (!documented.has(name)) problems.push(`parameter ${name}`);
  }
  const rows = Number(url.searchParams.get('numOfRows'));
  if (!Number.isInteger(rows) || rows < 1 || rows > QNET_MAX_PAGE_SIZE) problems.push(`numOfRows ${rows}`);
  return problems;
}

export type Reply = { body: string; status?: number; contentType?: string };

/**
 * A fetch answering by the request's parameters, recording every URL asked and every way a request left the
 * documented set (`violations`: the tests expect none).
 */
export function fakeFetch(route: (params: Record<string, string>, url: URL) => Reply | undefined) {
  const requested: URL[] = [];
  const violations: string[] = [];
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    requested.push(url);
    violations.push(...requestViolations(url).map((problem) => `${problem} in ${url.search}`));
    const reply = route(Object.fromEntries(url.searchParams), url) ?? {
      body: fixture('schedule-nodata.json'),
    };
    return new Response(reply.body, {
      status: reply.status ?? 200,
      headers: { 'content-type': reply.contentType ?? 'application/json;charset=UTF-8' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requested, violations };
}

/** A stand-in handler as a fetch (what the local stand-in server does, without a port). */
export function standInFetch(handler: StandInHandler) {
  return fakeFetch((_, url) => {
    const answer = handler(url);
    return { body: answer.body, status: answer.status, contentType: answer.contentType };
  });
}
