// The page's first contentful paint, as the browser reports it (Paint Timing). What that paint
// does not need waits for it (issue 27): on a slow phone over HTTP/1.1, every request made before
// it shares the six connections and the bandwidth with the scripts and the picture it does need.
// In the first bundle every visitor loads, so it stays small.

/** How long to wait for the paint's report (a hidden tab paints nothing). */
const PAINT_WAIT_MAX_MS = 1_000;
/** The web app manifest (public/), for installing the app; no paint needs it. */
const WEB_MANIFEST_PATH = '/manifest.webmanifest';

let painted = false;
let firstPaint: Promise<void> | null = null;

/** Whether the page has painted (or the wait has passed) already. */
export function hasPainted(): boolean {
  return painted;
}

/** Settles once the browser has reported the page's first contentful paint, or after the wait. */
export function whenFirstPainted(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      painted = true;
      observer?.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(done, PAINT_WAIT_MAX_MS);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      // Buffered: a paint reported before this was asked counts.
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No Paint Timing in this browser: the wait decides.
    }
  });
  return firstPaint;
}

/**
 * Links the web app manifest once the page has painted: the browser fetches it (and its icon) as
 * soon as it is linked, which in index.html was beside the scripts.
 */
export function linkManifestAfterPaint(): void {
  void whenFirstPainted().then(() => {
    if (document.querySelector('link[rel="manifest"]')) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = WEB_MANIFEST_PATH;
    document.head.append(link);
  });
}
