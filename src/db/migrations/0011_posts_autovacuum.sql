-- Every echo, save, comment and view rewrites its post's row (the counters), which clears the
-- page's all-visible bit; the newest pages are the ones both rewritten most and read most (post
-- search walks posts_created_at_id_search_idx newest first, index-only only where the page is
-- all-visible). With the default thresholds (20% of the table) autovacuum waited for 20,000 dead
-- rows at 100,000 posts, and a search paid a heap fetch for nearly every row it walked. Vacuum
-- posts after 1% of its rows changed, or 1% were added.
ALTER TABLE "posts" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);
