-- Trigram indexes for people search (PostgreSQL's pg_trgm; PGlite loads its build of it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (replace(lower(translate(normalize(display_name || chr(10) || handle || chr(10) || first_name || chr(10) || last_name || chr(10) || coalesce(bio, '') || chr(10) || coalesce(headline, ''), NFKC), 'İIıçÇğĞöÖşŞüÜâÂîÎûÛéÉèÈêÊëËáÁàÀäÄåÅãÃíÍìÌïÏóÓòÒôÔõÕúÚùÙñÑøØаАеЕоОрРсСуУхХіІѕЅјЈкКмМтТвВнНαΑεΕιΙκΚνΝοΟρΡτΤυΥ', 'iiiccggoossuuaaiiuueeeeeeeeaaaaaaaaaaiiiiiioooooooouuuunnooaaeeooppccyyxxiissjjkkmmttbbhhaaeeiikkvvooppttuu')), 'ß', 'ss')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_terms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_search_terms_gin_idx" ON "posts" USING gin ("search_terms");--> statement-breakpoint
-- Back-fill post search keys: folded hashtags, analysis topics and emotion tag (the same fold as
-- src/shared/text/fold.ts, foldSqlExpression), unique and non-empty.
UPDATE "posts" AS p SET "search_terms" = coalesce((
  SELECT array_agg(DISTINCT key ORDER BY key) FROM (
    SELECT replace(lower(translate(normalize(term, NFKC), 'İIıçÇğĞöÖşŞüÜâÂîÎûÛéÉèÈêÊëËáÁàÀäÄåÅãÃíÍìÌïÏóÓòÒôÔõÕúÚùÙñÑøØаАеЕоОрРсСуУхХіІѕЅјЈкКмМтТвВнНαΑεΕιΙκΚνΝοΟρΡτΤυΥ', 'iiiccggoossuuaaiiuueeeeeeeeaaaaaaaaaaiiiiiioooooooouuuunnooaaeeooppccyyxxiissjjkkmmttbbhhaaeeiikkvvooppttuu')), 'ß', 'ss') AS key
    FROM unnest(
      p.hashtags
      || coalesce((SELECT ci.topics FROM "content_index" AS ci WHERE ci.id = p.id), '{}'::text[])
      || CASE WHEN p.emotion IS NULL THEN '{}'::text[] ELSE ARRAY[p.emotion] END
    ) AS term
  ) AS folded WHERE key <> ''
), '{}'::text[]);
