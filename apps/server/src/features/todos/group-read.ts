import { type MyTodoGroup, TODO_RESTORE_WINDOW_MS, type TodoItem } from '@dasibom/contract';
import { AppError } from '../../errors.ts';
import { bind, compileStatement, type ListReads, type Statement } from '../../platform/list-reads.ts';
import { daysAgoOf } from '../../platform/seoul-date.ts';
import type { Storage } from '../../platform/storage.ts';
import type { Me } from './ownership.ts';

// Each read is one named statement: the group with its to-dos as one JSON array (issue 26).

type MyJob = { todoGroupId: number; jobName: string; jobId: number };

const MY_JOBS = compileStatement(
  'todos_my_jobs',
  `select g.id as "todoGroupId", o.name as "jobName", g.job_id as "jobId"
   from todo_groups g
   join occupations o on o.id = g.job_id
   where g.member_id = :member
   order by g.created_at, g.id`,
);

export async function listMyJobs({ reads }: { reads: ListReads }, { memberId }: Me): Promise<MyJob[]> {
  return reads.query<MyJob>(MY_JOBS.name, MY_JOBS.text, bind(MY_JOBS, { member: memberId }));
}

const EMPTY_GROUP: MyTodoGroup = {
  todoGroupId: null,
  memberNickname: null,
  profileImage: null,
  daysAgo: null,
  jobName: null,
  totalView: null,
  todos: [],
  restorableTodos: [],
};

/**
 * The caller's group with its live to-dos in order, plus those deleted since `:since` with the row shown before
 * each, so the list can put its 삭제 취소 row where it stood.
 */
const myGroupStatement = (name: string, which: string) =>
  compileStatement(
    name,
    `select g.id as "todoGroupId", m.nickname as "memberNickname", m.profile_image_key as "profileImageKey",
       g.created_at as "createdAt", o.name as "jobName", g.total_view as "totalView",
       (select coalesce(json_agg(json_build_object(
           'todoId', t.id,
           'title', t.title,
           'completed', t.completed,
           'isMemoExist', coalesce(t.memo_text, '') <> '' or t.link is not null
             or exists (select 1 from todo_images i where i.todo_id = t.id),
           'isPublic', t.is_public,
           'targetDate', t.target_date
         ) order by t.position, t.id), '[]')
        from todos t
        where t.group_id = g.id and t.deleted_at is null) as todos,
       (select coalesce(json_agg(json_build_object(
           'todoId', r.id,
           'title', r.title,
           'afterTodoId', r.after_id,
           'deletedAtMs', (extract(epoch from r.deleted_at) * 1000)::bigint
         ) order by r.position, r.id), '[]')
        from (select t.id, t.title, t.position, t.deleted_at,
                lag(t.id) over (order by t.position, t.id) as after_id
              from todos t
              where t.group_id = g.id and (t.deleted_at is null or t.deleted_at > :since::timestamptz)) r
        where r.deleted_at is not null) as "restorableTodos"
     from todo_groups g
     join members m on m.id = g.member_id
     join occupations o on o.id = g.job_id
     where g.member_id = :member ${which}
     order by g.last_active_at desc, g.id desc
     limit 1`,
  );
const MY_ACTIVE_GROUP = myGroupStatement('todos_my_active_group', '');
const MY_GROUP = myGroupStatement('todos_my_group', 'and g.id = :group');

type ListDeps = { reads: ListReads; storage: Storage; now: Date };

type MyGroupRow = {
  todoGroupId: number;
  memberNickname: string;
  profileImageKey: string | null;
  createdAt: Date;
  jobName: string;
  totalView: number;
  todos: TodoItem[];
  restorableTodos: {
    todoId: number;
    title: string;
    afterTodoId: number | null;
    deletedAtMs: number | string;
  }[];
};

async function readGroup(
  { reads, storage, now }: ListDeps,
  statement: Statement,
  values: Record<string, unknown>,
) {
  const since = new Date(now.getTime() - TODO_RESTORE_WINDOW_MS).toISOString();
  const [group] = await reads.query<MyGroupRow>(
    statement.name,
    statement.text,
    bind(statement, { ...values, since }),
  );
  if (!group) return null;
  return {
    todoGroupId: group.todoGroupId,
    memberNickname: group.memberNickname,
    profileImage: group.profileImageKey ? storage.url(group.profileImageKey) : null,
    daysAgo: daysAgoOf(new Date(group.createdAt), now),
    jobName: group.jobName,
    totalView: group.totalView,
    todos: group.todos,
    restorableTodos: group.restorableTodos.map(({ deletedAtMs, ...todo }) => {
      const deletedAt = Number(deletedAtMs);
      return {
        ...todo,
        deletedAt: new Date(deletedAt).toISOString(),
        restorableUntil: new Date(deletedAt + TODO_RESTORE_WINDOW_MS).toISOString(),
      };
    }),
  } satisfies MyTodoGroup;
}

/** Most recently active group (last activity, then newest); none → all null. */
export async function getMyActiveTodoGroup(deps: ListDeps, { memberId }: Me): Promise<MyTodoGroup> {
  return (await readGroup(deps, MY_ACTIVE_GROUP, { member: memberId })) ?? EMPTY_GROUP;
}

export async function getMyTodoGroup(
  deps: ListDeps,
  { memberId, todoGroupId }: Me & { todoGroupId: number },
): Promise<MyTodoGroup> {
  const group = await readGroup(deps, MY_GROUP, { member: memberId, group: todoGroupId });
  if (!group) throw new AppError('TODO_GROUP_NOT_FOUND');
  return group;
}
