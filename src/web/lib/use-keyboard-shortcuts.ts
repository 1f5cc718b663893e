import { useEffect, useRef } from 'react';
import { shortcutFor, type ShortcutAction } from './keyboard-shortcuts.ts';

/** An open modal (a native one, or one that says so): shortcuts wait until it closes. */
function modalOpen(): boolean {
  return document.querySelector('dialog[open], [aria-modal="true"]') !== null;
}

/**
 * The one listener for the keyboard shortcuts of lib/keyboard-shortcuts.ts: calls the handler of
 * the shortcut pressed, never while typing, with Ctrl, Alt or Meta, or under an open dialog.
 */
export function useKeyboardShortcuts(handlers: Record<ShortcutAction, () => void>): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (modalOpen()) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = shortcutFor({
        key: event.key,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        isComposing: event.isComposing,
        defaultPrevented: event.defaultPrevented,
        targetTag: target?.tagName ?? null,
        targetEditable: target?.isContentEditable ?? false,
      });
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
