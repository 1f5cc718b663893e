CREATE TABLE "post_edits" (
	"id" text PRIMARY KEY NOT NULL,
	"post_id" text NOT NULL,
	"content" text NOT NULL,
	"media_alt" text,
	"version_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentions" (
	"source_id" text NOT NULL,
	"post_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentions_source_id_user_id_pk" PRIMARY KEY("source_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "parent_comment_id" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "root_comment_id" text;--> statement-breakpoint
ALTER TABLE "post_edits" ADD CONSTRAINT "post_edits_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_edits_post_replaced_idx" ON "post_edits" USING btree ("post_id","replaced_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mentions_post_idx" ON "mentions" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "mentions_user_idx" ON "mentions" USING btree ("user_id");