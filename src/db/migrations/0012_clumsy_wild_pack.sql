CREATE TABLE "post_search_keys" (
	"term" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"post_id" text NOT NULL,
	CONSTRAINT "post_search_keys_term_created_at_post_id_pk" PRIMARY KEY("term","created_at","post_id")
);
--> statement-breakpoint
ALTER TABLE "post_search_keys" ADD CONSTRAINT "post_search_keys_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_search_keys_post_idx" ON "post_search_keys" USING btree ("post_id");--> statement-breakpoint
-- Kept by the database: whatever writes posts.search_terms (a new post, its analysis, the seed)
-- writes the keys too, in the same statement. Counter updates do not touch search_terms, so they
-- do not fire it.
CREATE FUNCTION "post_search_keys_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.search_terms IS NOT DISTINCT FROM OLD.search_terms AND NEW.created_at = OLD.created_at THEN
      RETURN NULL;
    END IF;
    DELETE FROM post_search_keys WHERE post_id = OLD.id;
  END IF;
  INSERT INTO post_search_keys (term, created_at, post_id)
    SELECT DISTINCT key, NEW.created_at, NEW.id FROM unnest(NEW.search_terms) AS key
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_search_keys_sync" AFTER INSERT OR UPDATE OF "search_terms", "created_at" ON "posts"
  FOR EACH ROW EXECUTE FUNCTION "post_search_keys_sync"();
--> statement-breakpoint
INSERT INTO "post_search_keys" ("term", "created_at", "post_id")
  SELECT DISTINCT key, p.created_at, p.id FROM "posts" p, unnest(p.search_terms) AS key
  ON CONFLICT DO NOTHING;
