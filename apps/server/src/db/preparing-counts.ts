/**
 * "N명이 준비중" (issue 27), the one definition every answer that carries it reads: per job, the people whose public
 * plan anyone can open there — listed groups (a public, live to-do: `visible_todo_count`, kept by the trigger of
 * migration 0012) — with the sample members among them counted apart (`demo`), so every screen marks them 예시
 * instead of hiding people it shows. `:viewer`'s own listed group is counted apart too (`mine`): the figure is the
 * same for everyone, and a list that leaves the viewer out shows `people - mine` cards. `jobCondition` narrows the
 * groups (`g.job_id = :job`, or `true` for every job). The member's flag is read by key per counted group, so the
 * count never scans `members`. Kept below the features: the community lists and the job list and detail read it.
 */
export function preparingCountsSql(jobCondition: string): string {
  return `select g.job_id,
      count(*)::int as people,
      count(*) filter (where (select m.is_demo from members m where m.id = g.member_id))::int as demo,
      count(*) filter (where g.member_id = :viewer)::int as mine
    from todo_groups g
    where ${jobCondition} and g.visible_todo_count > 0
    group by g.job_id`;
}
