-- Issue 25: each notification stores its group (domain/notifications/grouping.ts, groupKeyOf),
-- written with the row, so a page of groups reads one index range instead of computing the key
-- over every row of the member. Back-fill: the same rule in SQL (kinds echo, save and comment
-- group by post, follow by member, all per UTC day and only with an actor; any other row is
-- alone).
DROP INDEX "notifications_user_id_created_at_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
UPDATE "notifications" SET "group_key" = CASE
  WHEN "actor_id" IS NOT NULL AND "kind" IN ('echo', 'save', 'comment')
    THEN "kind" || ':' || coalesce("link", '') || ':' || (floor(extract(epoch FROM "created_at") / 86400)::bigint)::text
  WHEN "actor_id" IS NOT NULL AND "kind" IN ('follow')
    THEN "kind" || '::' || (floor(extract(epoch FROM "created_at") / 86400)::bigint)::text
  ELSE 'one:' || "id" END;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "group_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_id_at_id_idx" ON "notifications" USING btree ("user_id",date_trunc('milliseconds', ("created_at" at time zone 'UTC')),"id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_group_at_id_idx" ON "notifications" USING btree ("user_id","group_key",date_trunc('milliseconds', ("created_at" at time zone 'UTC')),"id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","group_key","actor_id") WHERE "notifications"."read" = false;--> statement-breakpoint
ANALYZE "notifications";
