import { useDeferredValue, type ReactNode } from 'react';

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
