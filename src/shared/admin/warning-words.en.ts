// The administrator's System Status warnings in English (issue 27): one key per code of
// SYSTEM_WARNING_CODES (src/shared/api/admin.ts), plurals as `_one` / `_other`, and the two
// optional tails (`since`, `lastError`). The web app's admin catalogue holds this object under
// `system.warning` (src/web/i18n/locales/en/admin.ts), with its Turkish twin; the server words the
// English `warnings[]` API clients read from it too (./warnings.ts).
export default {
  'database-down': 'The database did not answer.',
  'no-llm': 'No LLM provider is configured: the built-in analysis engine runs.',
  'no-smtp': 'SMTP_URL is not set: mail goes to the outbox folder.',
  'local-uploads': 'Uploads are stored on local disk (no S3 bucket is configured).',
  'pglite-production': 'The embedded PGlite database runs in production: use DATABASE_URL.',
  'admin-off': 'ADMIN_USERNAME and ADMIN_PASSWORD are not set: the admin API is off.',
  'posts-waiting_one': '{{count}} post is waiting for analysis.',
  'posts-waiting_other': '{{count}} posts are waiting for analysis.',
  'jobs-failed_one': '{{count}} background job failed after every retry.',
  'jobs-failed_other': '{{count}} background jobs failed after every retry.',
  'mail-retrying_one': '{{count}} email could not be sent and is being retried.',
  'mail-retrying_other': '{{count}} emails could not be sent and are being retried.',
  'mail-failed_one':
    '{{count}} email failed after a day of retries and was given up (last 24 hours).',
  'mail-failed_other':
    '{{count}} emails failed after a day of retries and were given up (last 24 hours).',
  'mail-dropped_one':
    '{{count}} email was not sent because its link expired before the mail server took it (last 24 hours).',
  'mail-dropped_other':
    '{{count}} emails were not sent because their links expired before the mail server took them (last 24 hours).',
  'analysis-retrying_one': 'Analysis: {{count}} job is failing and being retried.',
  'analysis-retrying_other': 'Analysis: {{count}} jobs are failing and being retried.',
  'jobs-behind_one': 'Background jobs are behind: {{count}} job is due, for {{seconds}} s.',
  'jobs-behind_other':
    'Background jobs are behind: {{count}} jobs are due, the oldest for {{seconds}} s.',
  'disk-full': 'Disk: a write failed for lack of space.',
  'disk-low': 'Disk: the data directory is almost full.',
  since: 'The oldest has waited since {{since}}.',
  lastError: 'Last error: {{error}}',
} as const;
