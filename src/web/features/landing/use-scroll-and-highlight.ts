import { useEffect, useRef, useState } from 'react';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls a section into view (smoothly, unless the visitor asked for less motion), moves focus
 * to it, and marks it highlighted for `durationMs`. Pressing again restarts the highlight.
 */
export function useScrollAndHighlight(durationMs: number) {
  const ref = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [highlighted, setHighlighted] = useState(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const trigger = () => {
    const target = ref.current;
    if (!target) return;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Move focus too, so keyboard and screen-reader users land where sighted users look.
    target.focus({ preventScroll: true });
    window.clearTimeout(timer.current);
    setHighlighted(false);
    // Restart the highlight on the next frame when clicked again mid-highlight.
    window.requestAnimationFrame(() => {
      setHighlighted(true);
      timer.current = window.setTimeout(() => setHighlighted(false), durationMs);
    });
  };

  return { ref, highlighted, trigger };
}
