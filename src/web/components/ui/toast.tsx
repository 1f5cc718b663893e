import { useSyncExternalStore } from 'react';
import { PUBLISH_TOAST_MS } from '../../../shared/constants.ts';
import { AlertIcon, CheckIcon } from './icons.tsx';

export type ToastTone = 'success' | 'danger';

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

// One small store for the whole app: any screen can announce, the shell renders the region once
// (a live region must exist before its content changes for screen readers to announce it).
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a short message for about 2.4 s (the spec's publish toast), then removes it. */
export function showToast(
  message: string,
  {
    tone = 'success',
    durationMs = PUBLISH_TOAST_MS,
  }: { tone?: ToastTone; durationMs?: number } = {},
): void {
  const id = nextId++;
  toasts = [...toasts, { id, message, tone }];
  emit();
  window.setTimeout(() => {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }, durationMs);
}

/** The polite live region the toasts appear in; rendered once by the signed-in shell. */
export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <div className="toaster" role="status" aria-live="polite">
      {current.map((toast) => (
        <p key={toast.id} className={`toast toast--${toast.tone}`}>
          {toast.tone === 'success' ? (
            <CheckIcon className="toast__icon" />
          ) : (
            <AlertIcon className="toast__icon" />
          )}
          <span>{toast.message}</span>
        </p>
      ))}
    </div>
  );
}
