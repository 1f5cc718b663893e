import './lib/zod-jitless.ts';
// The interface language before anything renders: <html lang> and the common strings.
import './i18n/ns/common.ts';
import { currentLanguage, languageReady } from './i18n/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import './styles/tokens.css';
import './styles/theme-dark.css';
import './styles/base.css';
import './styles/components.css';
import { createAppRouter } from './app/router.tsx';
import { checkSession } from './entities/session/session-status.ts';
import { applyThemeChoice, readThemeChoice } from './lib/theme.ts';
import { startEarlyRequests } from './lib/early-requests.ts';
import { linkManifestAfterPaint } from './lib/first-paint.ts';

// The member's theme choice for this browser, before anything renders (System needs nothing).
applyThemeChoice(readThemeChoice());

const container = document.getElementById('root');
if (!container) throw new Error('Lorien: #root element missing from index.html');

// Ask who is signed in while the first route's code is still downloading. A failure is shown
// where it matters (the member shell offers to retry); here it only must not go unhandled.
const session = checkSession();
session.catch(() => undefined);
// And, for a member, what the first screen asks for first (the dashboard's feed), likewise.
startEarlyRequests(window.location.pathname, session);

// The manifest waits for the first paint (lib/first-paint.ts).
linkManifestAfterPaint();

const router = createAppRouter();

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} flushSync={flushSync} />
    </StrictMode>,
  );
// A Turkish interface renders once its strings are here (downloaded on demand, i18n/i18n.ts;
// the server names them in the page for a Turkish browser); an English one at once. Not a
// top-level await: the Turkish server messages import from this file's chunk.
languageReady(currentLanguage()).then(render, render);
