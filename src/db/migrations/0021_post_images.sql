CREATE TABLE "post_images" (
	"post_id" text NOT NULL,
	"position" smallint NOT NULL,
	"storage_path" text NOT NULL,
	"url" text NOT NULL,
	"thumb_url" text,
	"content_type" text NOT NULL,
	"alt" text,
	"width" integer,
	"height" integer,
	CONSTRAINT "post_images_post_id_position_pk" PRIMARY KEY("post_id","position"),
	CONSTRAINT "post_images_storage_path_unique" UNIQUE("storage_path"),
	CONSTRAINT "post_images_position_range" CHECK ("post_images"."position" >= 0 and "post_images"."position" < 4)
);
--> statement-breakpoint
ALTER TABLE "post_edits" ADD COLUMN "media_alts" text[];--> statement-breakpoint
ALTER TABLE "post_images" ADD CONSTRAINT "post_images_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing posts' single image becomes their first (and only) image (issue 28).
INSERT INTO "post_images" ("post_id", "position", "storage_path", "url", "thumb_url", "content_type", "alt", "width", "height")
SELECT "id", 0, "media_storage_path", "media_url", "media_thumb_url", coalesce("media_content_type", 'image/webp'), "media_alt", "media_width", "media_height"
FROM "posts"
WHERE "media_storage_path" IS NOT NULL AND "media_url" IS NOT NULL
ON CONFLICT DO NOTHING;
