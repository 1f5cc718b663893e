// Relative time on post cards and comments (spec section 9): minutes (at least 1), hours, days.
// Pure: the caller passes `now`.

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;

export type RelativeTimeStyle = 'short' | 'long';

export interface RelativeTime {
  value: number;
  unit: 'minute' | 'hour' | 'day';
}

/** Whole minutes (at least 1, also for a clock slightly ahead), then whole hours, then whole days. */
export function relativeTimeParts(then: Date | string | number, now: Date | number): RelativeTime {
  const elapsedMs = new Date(now).getTime() - new Date(then).getTime();
  const minutes = Number.isFinite(elapsedMs) ? Math.max(1, Math.floor(elapsedMs / MINUTE_MS)) : 1;
  if (minutes < MINUTES_PER_HOUR) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  if (hours < HOURS_PER_DAY) return { value: hours, unit: 'hour' };
  return { value: Math.floor(hours / HOURS_PER_DAY), unit: 'day' };
}

const SHORT_UNIT = { minute: 'm', hour: 'h', day: 'd' } as const;

/** "5m", "3h", "2d" (short, for cards) or "5 minutes ago" (long, for screen readers and titles). */
export function formatRelativeTime(
  then: Date | string | number,
  now: Date | number,
  style: RelativeTimeStyle = 'short',
): string {
  const { value, unit } = relativeTimeParts(then, now);
  if (style === 'short') return `${value}${SHORT_UNIT[unit]}`;
  return `${value} ${unit}${value === 1 ? '' : 's'} ago`;
}
