import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { AlertIcon, CompassIcon } from '../components/ui/icons.tsx';
import { DocumentTitle } from '../components/ui/page-header.tsx';
import { useMessages } from '../i18n/hooks.ts';
import { errorsNs } from '../i18n/ns/errors.ts';
import {
  chunkFailureCause,
  isChunkLoadError,
  serverReachable,
  type ChunkFailureCause,
} from '../lib/chunk-failure.ts';
import { LogoLink } from './logo-link.tsx';

type ErrorKind = 'not-found' | 'chunk' | 'unknown';

function classify(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error) && error.status === 404) return 'not-found';
  // Offline, or a deploy replaced the route chunks this tab was built against.
  if (isChunkLoadError(error)) return 'chunk';
  return 'unknown';
}

/** Why a chunk failed, found out by asking the server (null while asking). */
function useChunkFailureCause(active: boolean): ChunkFailureCause | null {
  const [cause, setCause] = useState<ChunkFailureCause | null>(null);
  useEffect(() => {
    if (!active) return;
    let current = true;
    void chunkFailureCause(navigator.onLine, serverReachable).then((found) => {
      if (current) setCause(found);
    });
    return () => {
      current = false;
    };
  }, [active]);
  return cause;
}

function reload() {
  window.location.reload();
}

/** The friendly panel for a failed route. Never shows a stack trace or raw error text. */
export function RouteErrorPanel() {
  const error = useRouteError();
  const kind = classify(error);
  const cause = useChunkFailureCause(kind === 'chunk');
  const { t } = useTranslation(errorsNs);
  const M = useMessages();

  useEffect(() => {
    // Keep the details for developers, out of the page.
    console.error(error);
  }, [error]);

  if (kind === 'not-found') {
    return (
      <EmptyState
        level={1}
        icon={<CompassIcon />}
        title={t('notFound.title')}
        actions={
          <Link className={buttonClassName({ variant: 'primary' })} to="/">
            {t('notFound.home')}
          </Link>
        }
      >
        <DocumentTitle title={t('notFound.title')} />
        <p>{M.notFound}</p>
      </EmptyState>
    );
  }

  if (kind === 'chunk' && cause === 'offline') {
    return (
      <EmptyState
        level={1}
        icon={<AlertIcon />}
        title={t('offline.title')}
        actions={
          <button
            type="button"
            className={buttonClassName({ variant: 'primary' })}
            onClick={reload}
          >
            {t('offline.retry')}
          </button>
        }
      >
        <DocumentTitle title={t('offline.title')} />
        <p>{t('offline.body')}</p>
      </EmptyState>
    );
  }

  if (kind === 'chunk' && cause === null) {
    return (
      <EmptyState level={1} icon={<AlertIcon />} title={t('checking.title')}>
        <DocumentTitle title={t('checking.documentTitle')} />
        <p role="status">{t('checking.body')}</p>
      </EmptyState>
    );
  }

  if (kind === 'chunk') {
    return (
      <EmptyState
        level={1}
        icon={<AlertIcon />}
        title={t('updated.title')}
        actions={
          <button
            type="button"
            className={buttonClassName({ variant: 'primary' })}
            onClick={reload}
          >
            {t('updated.reload')}
          </button>
        }
      >
        <DocumentTitle title={t('updated.documentTitle')} />
        <p>{t('updated.body')}</p>
      </EmptyState>
    );
  }

  return (
    <EmptyState
      level={1}
      icon={<AlertIcon />}
      title={t('unknown.title')}
      actions={
        <>
          <button
            type="button"
            className={buttonClassName({ variant: 'primary' })}
            onClick={reload}
          >
            {t('unknown.tryAgain')}
          </button>
          <Link className={buttonClassName({ variant: 'secondary' })} to="/">
            {t('unknown.home')}
          </Link>
        </>
      }
    >
      <DocumentTitle title={t('unknown.title')} />
      <p>{M.internalError}</p>
    </EmptyState>
  );
}

/** Root error boundary: replaces the whole page, so it brings its own landmarks. */
export function RootErrorBoundary() {
  return (
    <div className="error-page">
      <header className="error-page__header">
        <div className="container">
          <LogoLink />
        </div>
      </header>
      <main id="main" className="error-page__main container">
        <RouteErrorPanel />
      </main>
    </div>
  );
}
