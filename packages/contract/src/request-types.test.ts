import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every request schema has its input type beside it, `export type XInput = z.input<typeof XSchema>;`: the web's
 * request helpers take those (apps/web/src/lib/request-types.test.ts), so a client cannot send what the schema
 * refuses by name or type.
 */

const here = dirname(fileURLToPath(import.meta.url));
const serverSource = join(here, '../../../apps/server/src');

const contractFiles = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => ({ name, text: readFileSync(join(here, name), 'utf8') }));

function inputTypes(): Map<string, string> {
  const found = new Map<string, string>();
  for (const { name, text } of contractFiles) {
    for (const [, schema] of text.matchAll(/^export type (\w+)Input = z\.input<typeof \1Schema>;$/gm)) {
      found.set(`${schema}Schema`, name);
    }
  }
  return found;
}

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('request types', () => {
  it('stand beside every request schema, by name', () => {
    const inputs = inputTypes();
    const missing = contractFiles.flatMap(({ name, text }) =>
      [...text.matchAll(/^export const (\w+(?:Request|Query|Body|Params|Fields)Schema)\b/gm)]
        .map(([, schema]) => schema as string)
        .filter((schema) => inputs.get(schema) !== name)
        .map((schema) => `${name}: ${schema}`),
    );
    expect(missing).toEqual([]);
  });

  it('cover every contract schema a server route validates a request with', () => {
    const inputs = inputTypes();
    const routes = serverFiles(serverSource).map((path) => readFileSync(path, 'utf8'));
    const used = new Set(
      routes.flatMap((text) => {
        const named = [
          ...text.matchAll(/\b(?:body|querystring|params):\s*(\w+Schema)\b/g),
          // Multipart writes read their fields with a schema of their own (todos/routes.ts).
          ...text.matchAll(/readTodoForm\(request,\s*\w+,\s*(\w+Schema)\)/g),
        ].map(([, schema]) => schema as string);
        // A schema a server file declares for itself (a test hook) is no part of the contract.
        return named.filter((schema) => !new RegExp(`\\bconst ${schema}\\b`).test(text));
      }),
    );
    expect([...used].filter((schema) => !inputs.has(schema))).toEqual([]);
    expect(used.size).toBeGreaterThanOrEqual(40);
  });
});
