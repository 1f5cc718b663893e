// Keyboard shortcuts (issue 28): the one registry. `n` new post, `j`/`k` next and previous card,
// `?` the list of shortcuts. One hook (use-keyboard-shortcuts.ts) listens for all of them; the
// shortcuts dialog lists this registry, so a shortcut cannot exist without being explained.

export const SHORTCUTS = [
  { key: 'n', action: 'newPost' },
  { key: 'j', action: 'next' },
  { key: 'k', action: 'previous' },
  { key: '?', action: 'help' },
] as const;

export type ShortcutAction = (typeof SHORTCUTS)[number]['action'];

/** What of a keydown event (and where it happened) decides whether a shortcut fires. */
export interface KeyFacts {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
  /** The focused element's tag (upper case, as `tagName`), and whether it is editable. */
  targetTag: string | null;
  targetEditable: boolean;
}

const TEXT_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** The action a key press asks for, or null: never while typing or with Ctrl, Alt or Meta. */
export function shortcutFor(event: KeyFacts): ShortcutAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (event.isComposing || event.defaultPrevented) return null;
  if (event.targetEditable || (event.targetTag && TEXT_TAGS.has(event.targetTag))) return null;
  return SHORTCUTS.find((shortcut) => shortcut.key === event.key)?.action ?? null;
}

/**
 * The card to move to among `count` cards: from the focused one (`current`), else from the
 * first card in view (`firstInView`, -1 for none), one step forward or back, kept in range.
 * Null when there are no cards.
 */
export function stepCard(
  count: number,
  current: number,
  firstInView: number,
  direction: 1 | -1,
): number | null {
  if (count === 0) return null;
  if (current < 0) {
    // Nothing focused yet: `j` takes the first card in view, `k` the one before it.
    const start = firstInView < 0 ? 0 : firstInView;
    return direction === 1 ? start : Math.max(0, start - 1);
  }
  return Math.min(count - 1, Math.max(0, current + direction));
}
