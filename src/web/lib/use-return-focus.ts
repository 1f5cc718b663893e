import { useEffect, useState } from 'react';

/**
 * For a dialog mounted only while open: when it goes away, focus goes back to what opened it.
 * (A <dialog> removed from the page, rather than closed, leaves focus on the body.) When the
 * opener is gone too, focus goes to `fallbackId`.
 */
export function useReturnFocus(fallbackId?: string): void {
  // Read during the first render, before the dialog's own effect moves focus inside it.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus();
      // The opener went away with what was deleted: land somewhere nearby instead.
      else if (fallbackId) document.getElementById(fallbackId)?.focus();
    },
    [opener, fallbackId],
  );
}
