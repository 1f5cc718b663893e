import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '../../components/ui/logo.tsx';
import { withStrings } from '../../i18n/i18n.ts';
import { commonNs } from '../../i18n/ns/common.ts';
import type { DocumentPath } from '../../features/static/document-dialog.tsx';

const FOOTER_LINKS = [
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/whitepaper', label: 'footer.whitepaper' },
  { to: '/contact', label: 'footer.contact' },
] as const satisfies ReadonlyArray<{ to: DocumentPath; label: string }>;

// Loaded on the first press, so the landing page does not carry the summaries up front.
const DocumentDialog = lazy(async () => ({
  default: (await withStrings(import('../../features/static/document-dialog.tsx'))).DocumentDialog,
}));

/**
 * On the landing page the footer's buttons open draft summaries in a modal (spec section 2);
 * everywhere else they link to the full pages.
 */
export function SiteFooter() {
  const { pathname } = useLocation();
  const { t } = useTranslation(commonNs);
  const onLanding = pathname === '/';
  // The last dialog stays mounted after it closes, so the browser can hand focus back. Each
  // opening mounts a fresh one: the native dialog reports Escape a moment after it has closed,
  // and a quick reopen must not depend on that report having arrived.
  const [shown, setShown] = useState<{ path: DocumentPath; opening: number } | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <LogoMark size={24} />
          <p>
            <strong>{t('brand')}</strong> <span className="muted">{t('footer.tagline')}</span>
          </p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="site-footer__links" role="list">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                {onLanding ? (
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => {
                      setShown((last) => ({ path: link.to, opening: (last?.opening ?? 0) + 1 }));
                      setOpen(true);
                    }}
                  >
                    {t(link.label)}
                  </button>
                ) : (
                  <Link to={link.to}>{t(link.label)}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {shown ? (
        <Suspense fallback={null}>
          <DocumentDialog
            key={shown.opening}
            path={shown.path}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </footer>
  );
}
