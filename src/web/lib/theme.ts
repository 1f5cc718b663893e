// The colour theme: follow the system (prefers-color-scheme), or always light, or always dark.
// The choice lives in this browser (localStorage) and is applied as `data-theme` on <html>;
// 'system' sets no attribute, so the stylesheet's media query decides (styles/theme-dark.css).

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

const STORAGE_KEY = 'lorien.theme';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function applyThemeChoice(
  choice: ThemeChoice,
  root: HTMLElement = document.documentElement,
) {
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Private mode without storage: the choice still holds for this page.
  }
  applyThemeChoice(choice);
}
