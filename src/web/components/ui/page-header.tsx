import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** Shown above the title in small caps. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** The browser tab title; defaults to the page title. */
  documentTitle?: string;
}

/** The page's h1 (focus target after navigation) and the document title. */
export function PageHeader({
  title,
  eyebrow,
  description,
  actions,
  documentTitle,
}: PageHeaderProps) {
  return (
    <header className="page-header">
      <DocumentTitle title={documentTitle ?? title} />
      <div className="page-header__text">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="page-header__title" tabIndex={-1} data-page-title="">
          {title}
        </h1>
        {description ? <p className="page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}

/** React 19 hoists <title> into the document head. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{title === 'Lorien' ? title : `${title} · Lorien`}</title>;
}
