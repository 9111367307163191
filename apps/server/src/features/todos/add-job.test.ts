import { AddJobResponseSchema, JobDetailResponseSchema, successEnvelope } from '@dasibom/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { starterTodos, todoGroups, todos } from '../../db/schema.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

const addJob = (jobId: number | string, token?: string) =>
  t.app.inject({ method: 'POST', url: `/v1/my-dream/job/${jobId}`, headers: token ? bearer(token) : {} });

describe('POST /v1/my-dream/job/{jobId}', () => {
  it('creates the group with the job’s starter to-dos, in order and private', async () => {
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    const res = await addJob(1, accessToken);
    expect(res.statusCode).toBe(200);
    const { todoGroupId, todoCount } = successEnvelope(AddJobResponseSchema).parse(res.json()).data;

    const starters = await t.db
      .select()
      .from(starterTodos)
      .where(eq(starterTodos.occupationId, 1))
      .orderBy(asc(starterTodos.position));
    const created = await t.db
      .select()
      .from(todos)
      .where(eq(todos.groupId, todoGroupId))
      .orderBy(asc(todos.position));
    expect(todoCount).toBe(starters.length);
    expect(created.map((row) => row.title)).toEqual(starters.map((s) => s.title));
    expect(created.every((row) => row.isPublic === false && row.completed === false)).toBe(true);

    const [group] = await t.db.select().from(todoGroups).where(eq(todoGroups.id, todoGroupId));
    expect(group).toMatchObject({ memberId: member.id, jobId: 1 });
  });

  it('answers 409 JOB_ALREADY_ADDED on a repeat and creates nothing more', async () => {
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    expect((await addJob(3, accessToken)).statusCode).toBe(200);
    const again = await addJob(3, accessToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'JOB_ALREADY_ADDED', message: '이미 담은 직업입니다.' });
    const groups = await t.db
      .select()
      .from(todoGroups)
      .where(and(eq(todoGroups.memberId, member.id), eq(todoGroups.jobId, 3)));
    expect(groups).toHaveLength(1);
  });

  it('answers 404 for an unknown job, 400 for a non-numeric one, 401 for a visitor', async () => {
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    expect((await addJob(999, accessToken)).json()).toMatchObject({ code: 'JOB_NOT_FOUND' });
    expect((await addJob('abc', accessToken)).statusCode).toBe(400);
    const visitor = await addJob(1);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  it('counts the members preparing each job with a public plan (N명이 준비중, issue 27)', async () => {
    const countOf18 = async () =>
      successEnvelope(JobDetailResponseSchema).parse(
        (await t.app.inject({ method: 'GET', url: '/v1/job/detail/18' })).json(),
      ).data.todoGroupNum;
    const before = await countOf18();
    const groupIds: number[] = [];
    for (let i = 0; i < 2; i++) {
      const member = await createMember(t);
      const { accessToken } = await login(t, member);
      groupIds.push(
        successEnvelope(AddJobResponseSchema).parse((await addJob(18, accessToken)).json()).data.todoGroupId,
      );
    }
    // The starter to-dos are private: nobody can open these plans yet, so nobody is counted.
    expect(await countOf18()).toBe(before);
    for (const groupId of groupIds) {
      const [first] = await t.db.select().from(todos).where(eq(todos.groupId, groupId)).limit(1);
      await t.db.update(todos).set({ isPublic: true }).where(eq(todos.id, first!.id));
    }
    const detail = successEnvelope(JobDetailResponseSchema).parse(
      (await t.app.inject({ method: 'GET', url: '/v1/job/detail/18' })).json(),
    ).data;
    expect(detail.todoGroupNum).toBe(before + 2);
    const list = (await t.app.inject({ method: 'GET', url: '/v1/job/list?pageNum=0' })).json();
    const all = [...list.data.content];
    for (let page = 1; page < list.data.totalPages; page++) {
      all.push(
        ...(await t.app.inject({ method: 'GET', url: `/v1/job/list?pageNum=${page}` })).json().data.content,
      );
    }
    expect(all.find((j: { jobId: number }) => j.jobId === 18)?.todoGroupNum).toBe(before + 2);
  });
});
