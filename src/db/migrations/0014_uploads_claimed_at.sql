ALTER TABLE "uploads" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
-- Uploads already attached to a post or a message are claimed by it.
UPDATE "uploads" SET "claimed_at" = "created_at"
WHERE EXISTS (SELECT 1 FROM "posts" WHERE "posts"."media_storage_path" = "uploads"."path")
   OR EXISTS (SELECT 1 FROM "direct_messages" WHERE "direct_messages"."image_storage_path" = "uploads"."path");
