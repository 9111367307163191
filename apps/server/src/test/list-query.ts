import { successEnvelope } from '@dasibom/contract';
import type { z } from 'zod';
import type { TestApp } from './build-test-app.ts';

export type QueryParams = Record<string, string | number>;

export const queryOf = (params: QueryParams) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** GET `path?params`; `body` is the envelope's data read by `schema` when the answer is a 200, null otherwise. */
export async function getParsed<S extends z.ZodType>(
  t: TestApp,
  path: string,
  schema: S,
  params: QueryParams = {},
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({ method: 'GET', url: `${path}?${queryOf(params)}`, headers });
  // A generic schema leaves the envelope's type unresolved; the parse still checks every part of it.
  const envelope = (value: unknown) => successEnvelope(schema).parse(value) as { data: z.output<S> };
  const body = res.statusCode === 200 ? envelope(res.json()).data : null;
  return { res, body };
}
