import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';

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

/** How long to wait for the first paint's report (a hidden tab paints nothing). */
const PAINT_WAIT_MAX_MS = 1_000;
let pagePainted = false;
let firstPaint: Promise<void> | null = null;

/** Settles once the browser has reported the page's first contentful paint (or after the wait). */
function whenFirstPainted(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      pagePainted = true;
      observer?.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(done, PAINT_WAIT_MAX_MS);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      // Buffered: a paint reported before this module loaded counts.
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: the wait decides.
    }
  });
  return firstPaint;
}

/**
 * False until the browser has reported the page's first contentful paint, then true, for
 * requests that paint does not need (the Inbox badge, the live stream, the muted list). Started
 * with the first render, they landed before the largest paint, and Lighthouse's simulation of a
 * slow phone counted each one's round trip in it (issue 27). After that first paint it is true
 * from the start, so later screens ask at once.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(pagePainted);
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
