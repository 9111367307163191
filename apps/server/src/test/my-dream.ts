import { expect } from 'vitest';
import { bearer, createMember, login, type TestMember } from './accounts.ts';
import type { TestApp } from './build-test-app.ts';

/** A member made in the database and signed in. */
export type SignedInMember = TestMember & { token: string };

/** Members, chosen jobs and to-dos through the API, for the features that read a member's plan. */
export function planKit(t: TestApp) {
  return {
    async newMember(): Promise<SignedInMember> {
      const member = await createMember(t);
      return { ...member, token: (await login(t, member)).accessToken };
    },
    /** Chooses a job for the member; answers the new to-do group's id. */
    async chooseJob(m: { token: string }, jobId: number): Promise<number> {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/my-dream/job/${jobId}`,
        headers: bearer(m.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.todoGroupId;
    },
    async addTodo(
      m: { token: string },
      groupId: number,
      title: string,
      targetDate?: string,
    ): Promise<number> {
      const body = new FormData();
      body.append('todoTitle', title);
      if (targetDate) body.append('targetDate', targetDate);
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/my-dream/todo-group/${groupId}`,
        payload: body,
        headers: bearer(m.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.todoId;
    },
  };
}
