import { Link } from 'react-router';
import { LogoMark } from '../../components/ui/logo.tsx';

const FOOTER_LINKS = [
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/whitepaper', label: 'Whitepaper' },
  { to: '/contact', label: 'Contact' },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <LogoMark size={24} />
          <p>
            <strong>Lorien</strong> <span className="muted">· private beta · made in Istanbul</span>
          </p>
        </div>
        <nav aria-label="Legal and information">
          <ul className="site-footer__links" role="list">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
