import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, login } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
let origin: string;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const member = await createMember(t);
  headers = bearer((await login(t, member)).accessToken);
  // Over a real socket: the stall depended on how the body arrived in chunks, which inject does not reproduce.
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const BOUNDARY = 'fuzz-found-this';
/** A form whose first part the parser skips (its headers named), then one ordinary text field. */
function formWithSkippedPart(skippedHeaders: string, size: number): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\n${skippedHeaders}\r\n\r\n${'a'.repeat(size)}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="todoTitle"\r\n\r\n할 일\r\n--${BOUNDARY}--\r\n`,
  );
}

describe('multipart parts the parser skips (found by src/resilience/fuzz.test.ts)', () => {
  const skipped = {
    'no Content-Disposition': 'Content-Type: text/plain',
    'a disposition other than form-data': 'Content-Disposition: attachment; filename="a.txt"',
    'a name with a bare line break': 'Content-Disposition: form-data; name="a\nb"',
  };
  for (const [what, partHeaders] of Object.entries(skipped)) {
    it(`answers a form with a part of ${what}, larger than a stream buffer, instead of hanging`, async () => {
      for (const size of [20_000, 1_000_000]) {
        const res = await fetch(`${origin}/v1/member/profile`, {
          method: 'POST',
          headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: formWithSkippedPart(partHeaders, size),
          signal: AbortSignal.timeout(5_000),
        });
        expect(res.status, `${size} bytes`).toBe(400);
        expect(await res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      }
    });
  }
});
