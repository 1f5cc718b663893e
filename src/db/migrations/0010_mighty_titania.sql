DROP INDEX "posts_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "posts_created_at_id_search_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_terms");