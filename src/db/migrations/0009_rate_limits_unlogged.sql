-- Rate-limit windows are counters a crash may lose (the worst case: a window starts afresh), so
-- they skip the write-ahead log: every API request upserts one, and a logged write per request
-- waits for a WAL flush.
ALTER TABLE "rate_limits" SET UNLOGGED;
