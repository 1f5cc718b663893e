ALTER TABLE "uploads" DROP CONSTRAINT "uploads_folder";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_path" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_small_path" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "header_path" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_folder" CHECK ("uploads"."folder" in ('posts', 'messages', 'avatars', 'headers'));