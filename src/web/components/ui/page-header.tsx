import { useEffect } from 'react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** Shown above the title in small caps. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** The browser tab title; defaults to the page title. */
  documentTitle?: string;
  /** The page's meta description (search results, link previews that run scripts). */
  metaDescription?: string;
}

/** The page's h1 (focus target after navigation) and the document title. */
export function PageHeader({
  title,
  eyebrow,
  description,
  actions,
  documentTitle,
  metaDescription,
}: PageHeaderProps) {
  return (
    <header className="page-header">
      <DocumentTitle title={documentTitle ?? title} description={metaDescription} />
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

/**
 * React 19 hoists <title> into the document head. A description replaces the content of
 * index.html's <meta name="description"> while the page is shown (one tag, never two), and the
 * default comes back when it goes.
 */
export function DocumentTitle({ title, description }: { title: string; description?: string }) {
  useMetaDescription(description);
  return <title>{title === 'Lorien' ? title : `${title} · Lorien`}</title>;
}

function useMetaDescription(description: string | undefined) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description || !meta) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
