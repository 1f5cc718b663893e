import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { commonNs } from '../../i18n/ns/common.ts';
import { ArrowLeftIcon, ArrowRightIcon } from './icons.tsx';
import { PageHeader } from './page-header.tsx';

export interface ComingTogetherProps {
  title: string;
  eyebrow?: ReactNode;
  /** One sentence: what this screen will do. */
  summary: ReactNode;
  /** What members will find here, in plain words. */
  plans?: readonly string[];
  /** The way out: back (default) or onward (`forward: true`). */
  back: { to: string; label: string; forward?: boolean };
  documentTitle?: string;
  children?: ReactNode;
}

/** The interim state of a screen that is still being built: honest, useful, never lorem ipsum. */
export function ComingTogether({
  title,
  eyebrow,
  summary,
  plans,
  back,
  documentTitle,
  children,
}: ComingTogetherProps) {
  const { t } = useTranslation(commonNs);
  return (
    <div className="coming-together">
      <PageHeader
        title={title}
        eyebrow={eyebrow}
        description={summary}
        documentTitle={documentTitle}
      />
      <section className="coming-together__card card" aria-labelledby="coming-together-heading">
        <div className="coming-together__status">
          <span className="coming-together__pulse" aria-hidden="true" />
          <h2 id="coming-together-heading" className="coming-together__heading">
            {t('comingTogether.heading')}
          </h2>
        </div>
        {plans && plans.length > 0 ? (
          <>
            <p className="muted">{t('comingTogether.plans')}</p>
            <ul className="coming-together__list" role="list">
              {plans.map((plan) => (
                <li key={plan}>{plan}</li>
              ))}
            </ul>
          </>
        ) : null}
        {children}
        <p>
          <Link className="back-link" to={back.to}>
            {back.forward ? null : <ArrowLeftIcon width={16} height={16} />}
            {back.label}
            {back.forward ? <ArrowRightIcon width={16} height={16} /> : null}
          </Link>
        </p>
      </section>
    </div>
  );
}
