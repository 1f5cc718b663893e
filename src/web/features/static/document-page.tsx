import type { ReactNode } from 'react';
import { DocumentTitle } from '../../components/ui/page-header.tsx';
import './static-pages.css';

/** When the texts below last changed. They are drafts for the private beta. */
export const DOCUMENTS_UPDATED = '21 November 2026';

export interface DocumentSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface DocumentPageProps {
  eyebrow: string;
  title: string;
  /** One or two sentences under the title. */
  summary: ReactNode;
  metaDescription: string;
  sections: readonly DocumentSection[];
  /** Above the header (the whitepaper's own navigation). */
  nav?: ReactNode;
}

/** A long text page: title, a table of contents (beside the text on wide screens), sections. */
export function DocumentPage({
  eyebrow,
  title,
  summary,
  metaDescription,
  sections,
  nav,
}: DocumentPageProps) {
  return (
    <div className="container public-page doc">
      <DocumentTitle title={title} description={metaDescription} />
      {nav}
      <header className="doc__header">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="doc__title" tabIndex={-1} data-page-title="">
          {title}
        </h1>
        <p className="doc__summary">{summary}</p>
        <p className="doc__meta">
          <span className="badge badge--accent">Draft</span>
          <span>Last updated {DOCUMENTS_UPDATED} · private beta</span>
        </p>
      </header>
      <div className="doc__layout">
        <nav className="doc__toc" aria-label="On this page">
          <p className="doc__toc-title" aria-hidden="true">
            On this page
          </p>
          <ol role="list">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="doc__body">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="doc__section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                <span className="doc__number" aria-hidden="true">
                  {index + 1}.
                </span>{' '}
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
