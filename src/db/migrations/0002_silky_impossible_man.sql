CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_bot_checks" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "media_alt" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "media_width" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "media_height" integer;--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "used_bot_checks_expires_at_idx" ON "used_bot_checks" USING btree ("expires_at");