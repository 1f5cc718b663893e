import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DocumentTitle } from '../../components/ui/page-header.tsx';
import './auth.css';

export interface AuthShellProps {
  title: string;
  /** The browser tab title; defaults to the title. */
  documentTitle?: string;
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Wider card (two-column name fields) for the sign-up form. */
  wide?: boolean;
  /** Shown beside the card on wide screens only. */
  aside?: ReactNode;
  /** Under the card's content, e.g. the link to the other auth page. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-up, sign-in and reset pages: one focused card on a soft backdrop. */
export function AuthShell({
  title,
  documentTitle,
  eyebrow,
  description,
  wide = false,
  aside,
  footer,
  children,
}: AuthShellProps) {
  const innerClass = ['container', 'auth-page__inner', aside ? 'auth-page__inner--aside' : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="auth-page">
      <DocumentTitle title={documentTitle ?? title} />
      <div className={innerClass}>
        <div className={wide ? 'auth-card card auth-card--wide' : 'auth-card card'}>
          <header className="auth-card__header">
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <h1 className="auth-card__title" tabIndex={-1} data-page-title="">
              {title}
            </h1>
            {description ? <div className="auth-card__description">{description}</div> : null}
          </header>
          {children}
          {footer ? <div className="auth-card__footer">{footer}</div> : null}
        </div>
        {aside ? <div className="auth-page__aside">{aside}</div> : null}
      </div>
    </div>
  );
}

/** The one primary button of an auth form, with its busy state (spinner and the busy label). */
export function AuthSubmitButton({
  busy,
  children,
  disabled,
}: {
  busy: boolean;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="primary"
      size="lg"
      block
      className="auth-form__submit"
      disabled={disabled}
      aria-disabled={busy || undefined}
    >
      {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
