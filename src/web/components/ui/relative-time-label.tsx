import { useSyncExternalStore } from 'react';
import { formatRelativeTime } from '../../../domain/format/relative-time.ts';

// One clock for every timestamp on screen, ticking each half minute while anything listens.
const TICK_MS = 30_000;
let now = Date.now();
let timer: number | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const fullDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export function formatFullDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : fullDate.format(date);
}

/** "5m" on screen, "5 minutes ago" for screen readers, the full date on hover. */
export function RelativeTimeLabel({ iso, full = false }: { iso: string; full?: boolean }) {
  const current = useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
  const long = formatRelativeTime(iso, current, 'long');
  return (
    <time dateTime={iso} title={formatFullDate(iso)}>
      {full ? (
        long
      ) : (
        <>
          <span aria-hidden="true">{formatRelativeTime(iso, current)}</span>
          <span className="visually-hidden">{long}</span>
        </>
      )}
    </time>
  );
}
