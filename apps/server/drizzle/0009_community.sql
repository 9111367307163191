CREATE TABLE "todo_group_views" (
	"group_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"viewed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "todo_group_views_pkey" PRIMARY KEY("group_id","viewer_key","viewed_on")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "todo_group_views" ADD CONSTRAINT "todo_group_views_group_id_todo_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."todo_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "todo_group_views_viewed_on_idx" ON "todo_group_views" USING btree ("viewed_on");--> statement-breakpoint
CREATE INDEX "todos_public_group_idx" ON "todos" USING btree ("group_id","completed_at") WHERE "todos"."is_public" and "todos"."deleted_at" is null;--> statement-breakpoint
-- Completed to-dos from before this column: their last change is the best guess of when they were checked off.
UPDATE "todos" SET "completed_at" = "updated_at" WHERE "completed";