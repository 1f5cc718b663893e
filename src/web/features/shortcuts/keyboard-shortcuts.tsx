import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { SHORTCUTS, stepCard } from '../../lib/keyboard-shortcuts.ts';
import { useKeyboardShortcuts } from '../../lib/use-keyboard-shortcuts.ts';
import { shortcutsNs } from '../../i18n/ns/shortcuts.ts';
import './keyboard-shortcuts.css';

/** The cards `j` and `k` move between: the posts of the list on screen (home, profile, saved). */
const CARD_SELECTOR = '#main article.post-card';
const COMPOSER_SELECTOR = '#main form.composer textarea';
/** How long `n` waits for Home's composer after moving there. */
const COMPOSER_WAIT_MS = 5000;

function focusComposer(field: HTMLElement) {
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

/** Calls back with the first element matching `selector` once it is in the page (or gives up). */
function whenPresent(selector: string, found: (element: HTMLElement) => void) {
  const now = document.querySelector<HTMLElement>(selector);
  if (now) return found(now);
  const observer = new MutationObserver(() => {
    const element = document.querySelector<HTMLElement>(selector);
    if (!element) return;
    observer.disconnect();
    window.clearTimeout(timer);
    found(element);
  });
  const timer = window.setTimeout(() => observer.disconnect(), COMPOSER_WAIT_MS);
  observer.observe(document.body, { childList: true, subtree: true });
}

/** Moves focus to the next or previous post card and scrolls it into view. */
function moveCard(direction: 1 | -1) {
  const cards = [...document.querySelectorAll<HTMLElement>(CARD_SELECTOR)];
  const active = document.activeElement;
  const current = cards.findIndex((card) => card === active || card.contains(active));
  const firstInView = cards.findIndex((card) => card.getBoundingClientRect().bottom > 0);
  const index = stepCard(cards.length, current, firstInView, direction);
  const card = index === null ? undefined : cards[index];
  if (!card) return;
  // Focusable from a script only: Tab order stays the links and buttons inside the cards.
  if (!card.hasAttribute('tabindex')) card.tabIndex = -1;
  card.focus({ preventScroll: true });
  card.scrollIntoView({ block: 'start' });
}

/** The list of shortcuts (`?`): a named dialog; Escape or Close closes it. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(shortcutsNs);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dialog.title')}
      description={t('dialog.description')}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      }
    >
      <dl className="shortcuts-list" aria-label={t('dialog.keysLabel')}>
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.key} className="shortcuts-list__row">
            <dt>
              <kbd className="shortcuts-list__key">{shortcut.key}</kbd>
            </dt>
            <dd>{t(`actions.${shortcut.action}`)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

/** The members' keyboard shortcuts (issue 28), mounted once in the signed-in shell. */
export function KeyboardShortcuts() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useKeyboardShortcuts({
    newPost: () => {
      const field = document.querySelector<HTMLElement>(COMPOSER_SELECTOR);
      if (field) return focusComposer(field);
      void navigate('/dashboard');
      whenPresent(COMPOSER_SELECTOR, focusComposer);
    },
    next: () => moveCard(1),
    previous: () => moveCard(-1),
    help: () => setOpen(true),
  });
  return <ShortcutsDialog open={open} onClose={() => setOpen(false)} />;
}
