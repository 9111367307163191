import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todos } from '../../db/schema.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { hostileTexts, malformedMultipart } from '../../test/odd-input.ts';

let t: TestApp;
let headers: Record<string, string>;
let groupId: number;
let todoId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const member = await createMember(t);
  headers = bearer((await login(t, member)).accessToken);
  const added = await t.app.inject({ method: 'POST', url: '/v1/my-dream/job/1', headers });
  groupId = added.json().data.todoGroupId;
  const [first] = await t.db.select({ id: todos.id }).from(todos).where(eq(todos.groupId, groupId));
  todoId = first!.id;
});
afterAll(async () => {
  await t.close();
});

// Text a careless or hostile client might put in any form field.
const hostileText = fc.oneof(
  ...hostileTexts(120, 6000, [
    '',
    ' ',
    '\u0000',
    'true',
    'false',
    'TRUE',
    '1',
    '-1',
    '9999999999',
    'javascript:alert(1)',
    '👩‍👩‍👧',
  ]),
);
const fieldName = fc.oneof(
  fc.constantFrom('todoTitle', 'isPublic', 'memoText', 'link', 'deleteImages', 'deleteImages[]', 'images'),
  fc.string({ minLength: 1, maxLength: 12 }),
);
const formFields = fc.array(fc.tuple(fieldName, hostileText), { maxLength: 8 });

function formOf(fields: [string, string][]): FormData {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return body;
}

describe('hostile input to the to-do routes', () => {
  it('create and update forms never answer 5xx (200 or a 4xx with the error shape)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), formFields, async (isUpdate, fields) => {
        const res = await t.app.inject({
          method: isUpdate ? 'PUT' : 'POST',
          url: isUpdate ? `/v1/my-dream/todo/${todoId}` : `/v1/my-dream/todo-group/${groupId}`,
          payload: formOf(fields),
          headers,
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        const body = res.json();
        expect(body.success, res.body).toBe(res.statusCode === 200);
        if (res.statusCode !== 200) expect(body.message).toMatch(/[가-힣]/);
      }),
      { numRuns: 60 },
    );
  });

  it('path ids and JSON bodies of the other routes never answer 5xx', async () => {
    const routes = [
      ['GET', '/v1/my-dream/todo-group/:id'],
      ['GET', '/v1/my-dream/todo/:id'],
      ['DELETE', '/v1/my-dream/todo/:id'],
      ['POST', '/v1/my-dream/todo/:id/restore'],
      ['PATCH', '/v1/my-dream/todo/:id/complete-state'],
      ['PATCH', '/v1/my-dream/todo/:id/public-state'],
    ] as const;
    const id = fc.oneof(
      fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999', 'abc', '%00', '%20'),
      fc.integer({ min: 1, max: 2_000_000 }).map(String),
    );
    const body = fc.oneof(
      fc.anything({ maxDepth: 2 }),
      fc.record({ completed: fc.anything({ maxDepth: 1 }), isPublic: fc.anything({ maxDepth: 1 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), id, body, async ([method, pattern], value, payload) => {
        const res = await t.app.inject({
          method,
          url: pattern.replace(':id', value),
          ...(method === 'PATCH' ? { payload: JSON.stringify(payload ?? null) } : {}),
          headers: { ...headers, ...(method === 'PATCH' ? { 'content-type': 'application/json' } : {}) },
        });
        expect(res.statusCode, `${method} ${pattern} ${value} ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });

  it('refuses malformed multipart bodies without a 5xx', async () => {
    const cases = [
      ...malformedMultipart('name="todoTitle"', 'name="images"; filename="a.png"'),
      {
        'content-type': 'multipart/form-data; boundary=b',
        payload: '--b\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--b--\r\n',
      },
    ];
    for (const url of [`/v1/my-dream/todo-group/${groupId}`, `/v1/my-dream/todo/${todoId}`]) {
      for (const { payload, ...type } of cases) {
        const res = await t.app.inject({
          method: url.includes('todo-group') ? 'POST' : 'PUT',
          url,
          payload,
          headers: { ...type, ...headers },
        });
        expect(res.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${payload}`).toBeLessThan(500);
      }
    }
  });
});
