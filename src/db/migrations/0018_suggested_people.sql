CREATE TABLE "suggested_people" (
	"member_id" text PRIMARY KEY NOT NULL,
	"people" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suggested_people" ADD CONSTRAINT "suggested_people_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suggested_people_computed_at_idx" ON "suggested_people" USING btree ("computed_at");