-- Issue 28: a direct message (or a post shared by message) is no longer a notification; the
-- Inbox counts it in its thread. Earlier notices of those kinds and their switches go.
DELETE FROM "notifications" WHERE "kind" IN ('message', 'share');--> statement-breakpoint
DELETE FROM "notification_settings" WHERE "kind" IN ('message', 'share');
