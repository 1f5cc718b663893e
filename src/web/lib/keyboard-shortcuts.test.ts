import { describe, expect, it } from 'vitest';
import { SHORTCUTS, shortcutFor, stepCard, type KeyFacts } from './keyboard-shortcuts.ts';

const press = (key: string, over: Partial<KeyFacts> = {}): KeyFacts => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  targetTag: 'BODY',
  targetEditable: false,
  ...over,
});

describe('shortcutFor', () => {
  it('maps the registry’s keys to their actions', () => {
    expect(shortcutFor(press('n'))).toBe('newPost');
    expect(shortcutFor(press('j'))).toBe('next');
    expect(shortcutFor(press('k'))).toBe('previous');
    expect(shortcutFor(press('?'))).toBe('help');
    expect(shortcutFor(press('x'))).toBeNull();
    expect(shortcutFor(press('N'))).toBeNull();
    expect(new Set(SHORTCUTS.map((s) => s.key)).size).toBe(SHORTCUTS.length);
  });

  it('never fires while typing in a field or an editable element', () => {
    for (const targetTag of ['INPUT', 'TEXTAREA', 'SELECT'])
      expect(shortcutFor(press('j', { targetTag }))).toBeNull();
    expect(shortcutFor(press('n', { targetTag: 'DIV', targetEditable: true }))).toBeNull();
    expect(shortcutFor(press('j', { targetTag: 'ARTICLE' }))).toBe('next');
    expect(shortcutFor(press('j', { targetTag: 'A' }))).toBe('next');
  });

  it('never fires with Ctrl, Alt or Meta, during composition or when already handled', () => {
    expect(shortcutFor(press('n', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('n', { altKey: true }))).toBeNull();
    expect(shortcutFor(press('n', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press('j', { isComposing: true }))).toBeNull();
    expect(shortcutFor(press('j', { defaultPrevented: true }))).toBeNull();
  });
});

describe('stepCard', () => {
  it('moves one card forward or back from the focused card, kept in range', () => {
    expect(stepCard(5, 2, 0, 1)).toBe(3);
    expect(stepCard(5, 2, 0, -1)).toBe(1);
    expect(stepCard(5, 4, 0, 1)).toBe(4);
    expect(stepCard(5, 0, 0, -1)).toBe(0);
  });

  it('starts from the first card in view when none is focused', () => {
    expect(stepCard(5, -1, 3, 1)).toBe(3);
    expect(stepCard(5, -1, 3, -1)).toBe(2);
    expect(stepCard(5, -1, -1, 1)).toBe(0);
    expect(stepCard(5, -1, 0, -1)).toBe(0);
  });

  it('has nowhere to go without cards', () => {
    expect(stepCard(0, -1, -1, 1)).toBeNull();
  });
});
