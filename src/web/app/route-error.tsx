import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useEffect, useState } from 'react';
import { MESSAGES } from '../../shared/messages.ts';
import { buttonClassName } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { AlertIcon, CompassIcon } from '../components/ui/icons.tsx';
import { DocumentTitle } from '../components/ui/page-header.tsx';
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

  useEffect(() => {
    // Keep the details for developers, out of the page.
    console.error(error);
  }, [error]);

  if (kind === 'not-found') {
    return (
      <EmptyState
        level={1}
        icon={<CompassIcon />}
        title="Page not found"
        actions={
          <Link className={buttonClassName({ variant: 'primary' })} to="/">
            Go to the home page
          </Link>
        }
      >
        <DocumentTitle title="Page not found" />
        <p>{MESSAGES.notFound}</p>
      </EmptyState>
    );
  }

  if (kind === 'chunk' && cause === 'offline') {
    return (
      <EmptyState
        level={1}
        icon={<AlertIcon />}
        title="You are offline"
        actions={
          <button
            type="button"
            className={buttonClassName({ variant: 'primary' })}
            onClick={reload}
          >
            Retry
          </button>
        }
      >
        <DocumentTitle title="You are offline" />
        <p>This page could not load without a connection. Check that you are online, then retry.</p>
      </EmptyState>
    );
  }

  if (kind === 'chunk' && cause === null) {
    return (
      <EmptyState level={1} icon={<AlertIcon />} title="Loading this page failed">
        <DocumentTitle title="Loading failed" />
        <p role="status">Checking your connection…</p>
      </EmptyState>
    );
  }

  if (kind === 'chunk') {
    return (
      <EmptyState
        level={1}
        icon={<AlertIcon />}
        title="Lorien has been updated"
        actions={
          <button
            type="button"
            className={buttonClassName({ variant: 'primary' })}
            onClick={reload}
          >
            Reload the page
          </button>
        }
      >
        <DocumentTitle title="Update available" />
        <p>A newer version is ready. Reload to pick up where you left off.</p>
      </EmptyState>
    );
  }

  return (
    <EmptyState
      level={1}
      icon={<AlertIcon />}
      title="Something went wrong"
      actions={
        <>
          <button
            type="button"
            className={buttonClassName({ variant: 'primary' })}
            onClick={reload}
          >
            Try again
          </button>
          <Link className={buttonClassName({ variant: 'secondary' })} to="/">
            Go to the home page
          </Link>
        </>
      }
    >
      <DocumentTitle title="Something went wrong" />
      <p>{MESSAGES.internalError}</p>
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
