import { useSyncExternalStore } from 'react';
import { useFormat } from '../../i18n/hooks.ts';

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

/** "5m" on screen, "5 minutes ago" for screen readers, the full date on hover (a title). */
export function RelativeTimeLabel({
  iso,
  full = false,
  fullDate = false,
}: {
  iso: string;
  /** The long relative form on screen ("5 minutes ago"). */
  full?: boolean;
  /** The date and time on screen (post detail), in the member's locale. */
  fullDate?: boolean;
}) {
  const current = useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
  const format = useFormat();
  const long = format.relative(iso, current, 'long');
  if (fullDate) return <time dateTime={iso}>{format.dateTime(iso)}</time>;
  return (
    // The full date on hover, worded when the pointer arrives: a date formatter is the costliest
    // Intl object to build, and a feed's first render had built one for every page (issue 27).
    <time
      dateTime={iso}
      onPointerEnter={(event) => {
        event.currentTarget.title = format.dateTime(iso);
      }}
    >
      {full ? (
        long
      ) : (
        <>
          <span aria-hidden="true">{format.relative(iso, current)}</span>
          <span className="visually-hidden">{long}</span>
        </>
      )}
    </time>
  );
}
