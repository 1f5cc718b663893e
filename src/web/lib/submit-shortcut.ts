import type { KeyboardEvent } from 'react';

/** Ctrl+Enter (⌘+Enter on a Mac) in a textarea sends its form, as in most social apps. */
export function submitOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (event.key !== 'Enter' || !(event.metaKey || event.ctrlKey)) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}
