DROP INDEX "saves_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "echoes_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "events_user_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "saves_user_id_created_at_post_id_idx" ON "saves" USING btree ("user_id","created_at" DESC NULLS FIRST,"post_id");--> statement-breakpoint
CREATE INDEX "echoes_user_id_created_at_post_id_idx" ON "echoes" USING btree ("user_id","created_at" DESC NULLS FIRST,"post_id");--> statement-breakpoint
CREATE INDEX "events_user_id_created_at_content_id_idx" ON "events" USING btree ("user_id","created_at" DESC NULLS FIRST,"content_id");