import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { hasPainted, whenFirstPainted } from './first-paint.ts';

/**
 * False on a component's first render, then true in a background render that React does in
 * slices of a few milliseconds (a deferred value). A screen paints its most important part
 * first and renders the rest without holding the main thread in one long task (issue 27:
 * Lighthouse's Total Blocking Time). Later renders are ordinary: it stays true.
 */
export function useAfterFirstRender(): boolean {
  return useDeferredValue(true, false);
}

/** Renders `children` after its own first render (see above), `fallback` until then. */
export function AfterFirstRender({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useAfterFirstRender() ? children : fallback;
}

/**
 * False until the browser has reported the page's first contentful paint, then true, for
 * requests that paint does not need (the Inbox badge, the live stream, the muted list). Started
 * with the first render, they landed before the largest paint, and Lighthouse's simulation of a
 * slow phone counted each one's round trip in it (issue 27). After that first paint it is true
 * from the start, so later screens ask at once.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(hasPainted);
  useEffect(() => {
    if (painted) return;
    let mounted = true;
    void whenFirstPainted().then(() => {
      if (mounted) setPainted(true);
    });
    return () => {
      mounted = false;
    };
  }, [painted]);
  return painted;
}
