import { useSyncExternalStore } from 'react';

// "Show less like this" (issue 27): a lighter signal than a report, kept in this browser. The
// post leaves every list at once and stays out of this member's lists here (docs/decisions.md).

const KEY = 'lorien.shownLess';
/** The newest ids kept; older ones fall off (a feed moves on long before). */
const LIMIT = 200;
const listeners = new Set<() => void>();

function read(): readonly string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

let current: ReadonlySet<string> = new Set(typeof localStorage === 'undefined' ? [] : read());

export function showLess(postId: string): void {
  const ids = [postId, ...[...current].filter((id) => id !== postId)].slice(0, LIMIT);
  current = new Set(ids);
  try {
    localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Private mode or full storage: the post still leaves the lists for this visit.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the member asked to see less like this post (in this browser). */
export function useShownLess(postId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => current.has(postId),
    () => false,
  );
}
