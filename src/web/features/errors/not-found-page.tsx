import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { CompassIcon } from '../../components/ui/icons.tsx';
import { DocumentTitle } from '../../components/ui/page-header.tsx';
import { useMessages } from '../../i18n/hooks.ts';
import { errorsNs } from '../../i18n/ns/errors.ts';

export function Component() {
  const { pathname } = useLocation();
  const { t } = useTranslation(errorsNs);
  const M = useMessages();
  return (
    <div className="container public-page">
      <DocumentTitle title={t('notFound.title')} />
      <EmptyState
        level={1}
        icon={<CompassIcon />}
        title={t('notFound.title')}
        actions={
          <ButtonLink to="/" variant="primary">
            {t('notFound.home')}
          </ButtonLink>
        }
      >
        <p>{M.notFound}</p>
        <p>
          <Trans
            t={t}
            i18nKey="notFound.noPage"
            values={{ path: pathname }}
            components={{ path: <code className="path" /> }}
          />
        </p>
      </EmptyState>
    </div>
  );
}
