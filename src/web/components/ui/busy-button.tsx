import { Button } from './button.tsx';
import type { ButtonProps } from './button.tsx';

export interface BusyButtonProps extends ButtonProps {
  busy: boolean;
  /** What the button says while busy ("Publishing…"). */
  busyLabel: string;
}

/**
 * A button for an action that takes a moment: a spinner and the busy label while it runs, and
 * aria-disabled (not disabled) so focus stays on it.
 */
export function BusyButton({ busy, busyLabel, icon, children, ...rest }: BusyButtonProps) {
  return (
    <Button
      aria-disabled={busy || undefined}
      icon={busy ? <span className="btn__spinner" aria-hidden="true" /> : icon}
      {...rest}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
