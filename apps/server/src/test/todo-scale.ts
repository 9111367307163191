import type { Database } from '../db/open-db.ts';

/**
 * Many members, groups and to-dos in a few set-based statements (generate_series), for plan checks at a scale where
 * a plan that loops over every group shows. Each member has two groups (two different jobs); three groups in five
 * have public to-dos; a to-do is deleted one time in twenty, checked off three times in ten, at some point in the
 * 120 days before `now`; one in ten has an image. Deterministic (setseed), so figures repeat from run to run. Ends
 * with ANALYZE (no VACUUM: as after a busy day, index-only scans still visit the heap).
 */
export async function seedTodoScale(
  database: Database,
  { members, todosPerGroup, now }: { members: number; todosPerGroup: number; now: Date },
): Promise<{ groups: number; todos: number }> {
  const at = `'${now.toISOString()}'::timestamptz`;
  await database.executeSql(`
    select setseed(0.26);
    insert into members (login_id, email, password_hash, nickname, birth_date, gender, region_code)
      select 'scale' || i, 'scale' || i || '@example.com', 'x', '규모' || i, '1960-01-01', 'MALE',
             (select min(code) from regions)
      from generate_series(1, ${members}) i;
    insert into todo_groups (member_id, job_id, created_at, last_active_at, total_view)
      select m.id, o.id, ${at} - random() * interval '400 days', ${at} - random() * interval '200 days',
             (random() * random() * 500)::int
      from members m
      join (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from occupations) o
        on o.k in (m.id % o.n, (m.id + 7) % o.n)
      where m.login_id like 'scale%';
    insert into todos (group_id, title, position, is_public, deleted_at, completed, completed_at, created_at, updated_at)
      select id, '할일 ' || p, p, id % 5 < 3, case when r1 < 0.05 then created end, r2 < 0.3,
             case when r2 < 0.3 then ${at} - r3 * interval '120 days' end, created, created
      from (
        select g.id, p, g.created_at + p * interval '1 hour' as created, random() as r1, random() as r2,
               random() as r3
        from todo_groups g
        join members m on m.id = g.member_id and m.login_id like 'scale%'
        cross join generate_series(0, ${todosPerGroup - 1}) p
      ) s;
    insert into todo_images (todo_id, storage_key)
      select t.id, 'todos/scale-' || t.id || '.webp'
      from todos t
      join todo_groups g on g.id = t.group_id
      join members m on m.id = g.member_id and m.login_id like 'scale%'
      where t.id % 10 = 0;
    analyze members;
    analyze todo_groups;
    analyze todos;
    analyze todo_images;
  `);
  const { rows } = await database.executeSql(
    `select (select count(*)::int from todo_groups) as groups, (select count(*)::int from todos) as todos`,
  );
  return rows[0] as { groups: number; todos: number };
}
