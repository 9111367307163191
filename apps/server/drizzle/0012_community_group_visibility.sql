-- No write to todos between the back-fill and the trigger (the migration runs in one transaction).
LOCK TABLE "todos" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "todo_groups" ADD COLUMN "visible_todo_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_groups" ADD COLUMN "last_visible_completion_at" timestamp with time zone;--> statement-breakpoint
UPDATE "todo_groups" AS g SET "visible_todo_count" = v.n, "last_visible_completion_at" = v.last
FROM (
  SELECT "group_id", count(*)::int AS n, max("completed_at") AS last FROM "todos"
  WHERE "is_public" AND "deleted_at" IS NULL GROUP BY "group_id"
) AS v
WHERE g."id" = v."group_id";--> statement-breakpoint
CREATE INDEX "todo_groups_listed_rank_idx" ON "todo_groups" USING btree ("total_view" DESC NULLS FIRST,"last_active_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "todo_groups"."visible_todo_count" > 0;--> statement-breakpoint
CREATE INDEX "todo_groups_listed_job_rank_idx" ON "todo_groups" USING btree ("job_id","total_view" DESC NULLS FIRST,"last_active_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "todo_groups"."visible_todo_count" > 0;--> statement-breakpoint
CREATE INDEX "todo_groups_listed_job_idx" ON "todo_groups" USING btree ("job_id","id","member_id") WHERE "todo_groups"."visible_todo_count" > 0;--> statement-breakpoint
CREATE INDEX "todo_groups_completion_idx" ON "todo_groups" USING btree ("last_visible_completion_at") WHERE "todo_groups"."last_visible_completion_at" is not null;--> statement-breakpoint
CREATE INDEX "todo_groups_job_completion_idx" ON "todo_groups" USING btree ("job_id","last_visible_completion_at") WHERE "todo_groups"."last_visible_completion_at" is not null;--> statement-breakpoint
CREATE INDEX "todos_public_completed_idx" ON "todos" USING btree ("completed_at","group_id") WHERE "todos"."is_public" and "todos"."deleted_at" is null and "todos"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "todos_public_newest_idx" ON "todos" USING btree ("group_id","created_at","id") WHERE "todos"."is_public" and "todos"."deleted_at" is null;--> statement-breakpoint
-- Keeps todo_groups.visible_todo_count and last_visible_completion_at equal to what the group's public, live to-dos
-- say, in the transaction of every statement that writes todos (service, sample members, tests, hand-made SQL
-- alike). Only groups where something others can see changed are recounted, from the partial index
-- todos_public_group_idx.
CREATE FUNCTION "todos_group_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.group_id) INTO affected FROM new_rows AS n WHERE n.is_public AND n.deleted_at IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.group_id) INTO affected FROM old_rows AS o WHERE o.is_public AND o.deleted_at IS NULL;
  ELSE
    SELECT array_agg(DISTINCT x.group_id) INTO affected
    FROM new_rows AS n
    JOIN old_rows AS o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.group_id), (o.group_id)) AS x(group_id)
    WHERE ((n.is_public AND n.deleted_at IS NULL) OR (o.is_public AND o.deleted_at IS NULL))
      AND (n.group_id, n.is_public, n.deleted_at, n.completed_at)
        IS DISTINCT FROM (o.group_id, o.is_public, o.deleted_at, o.completed_at);
  END IF;
  IF affected IS NULL THEN
    RETURN NULL;
  END IF;
  -- Lock, then count in a new statement: its snapshot includes every transaction that changed these groups and
  -- committed before the lock was granted, so two concurrent writers never both count without the other. NO KEY
  -- UPDATE does not wait for the key-share locks that inserting a to-do takes on its group.
  PERFORM 1 FROM todo_groups WHERE id = ANY (affected) ORDER BY id FOR NO KEY UPDATE;
  UPDATE todo_groups AS g SET visible_todo_count = v.n, last_visible_completion_at = v.last
  FROM unnest(affected) AS c(id)
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n, max(t.completed_at) AS last FROM todos AS t
    WHERE t.group_id = c.id AND t.is_public AND t.deleted_at IS NULL
  ) AS v
  WHERE g.id = c.id
    AND (g.visible_todo_count, g.last_visible_completion_at) IS DISTINCT FROM (v.n, v.last);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "todos_group_visibility_insert" AFTER INSERT ON "todos"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "todos_group_visibility"();--> statement-breakpoint
CREATE TRIGGER "todos_group_visibility_update" AFTER UPDATE ON "todos"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "todos_group_visibility"();--> statement-breakpoint
CREATE TRIGGER "todos_group_visibility_delete" AFTER DELETE ON "todos"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "todos_group_visibility"();
