const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const formatter = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * Spec section 9: relative time in minutes (at least 1), hours, then days, e.g. "5 minutes ago",
 * "3 hours ago", "2 days ago". A time in the future (clock skew) reads as "1 minute ago".
 */
export function relativeTime(iso: string | number | Date, nowMs: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = Math.max(0, nowMs - then);
  if (elapsed < HOUR_MS) {
    return formatter.format(-Math.max(1, Math.floor(elapsed / MINUTE_MS)), 'minute');
  }
  if (elapsed < DAY_MS) return formatter.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return formatter.format(-Math.floor(elapsed / DAY_MS), 'day');
}
