import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../components/ui/page-header.tsx';
import { useFormat } from '../../i18n/hooks.ts';
import { legalNs } from '../../i18n/ns/legal.ts';
import './static-pages.css';

/** When the texts below last changed (noon UTC: the same day everywhere). Drafts for the beta. */
export const DOCUMENTS_UPDATED = '2026-11-21T12:00:00Z';

/** The date the documents last changed, in the interface language ("21 Kasım 2026"). */
export function useDocumentsUpdated(): string {
  const format = useFormat();
  return format.date(DOCUMENTS_UPDATED, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The links and emphasis a document's sentence may hold, as tags in its catalogue text. */
const LEGAL_COMPONENTS = {
  contact: <Link to="/contact" />,
  privacy: <Link to="/privacy" />,
  terms: <Link to="/terms" />,
  whitepaper: <Link to="/whitepaper" />,
  login: <Link to="/login" />,
  strong: <strong />,
  em: <em />,
  code: <code />,
};

/**
 * One sentence or paragraph of a legal document from the legal namespace, by its key (built from
 * the section's id, so not a literal the compiler can check: the catalogue test and the e2e
 * pages catch a missing one), with the document's figures as values.
 */
export function LegalText({ k, values }: { k: string; values?: Record<string, unknown> }) {
  const { t } = useTranslation(legalNs);
  return <Trans t={t} i18nKey={k as never} values={values} components={LEGAL_COMPONENTS} />;
}

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
  const { t } = useTranslation(legalNs);
  const updated = useDocumentsUpdated();
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
          <span className="badge badge--accent">{t('doc.draft')}</span>
          <span>{t('doc.updated', { date: updated })}</span>
        </p>
      </header>
      <div className="doc__layout">
        <nav className="doc__toc" aria-label={t('doc.toc')}>
          <p className="doc__toc-title" aria-hidden="true">
            {t('doc.toc')}
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
