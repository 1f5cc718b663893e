import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { sessionQueryOptions } from './features/auth/use-session.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Lorien: #root element missing from index.html');

const queryClient = createQueryClient();
// Ask who is signed in while the first route's code is still downloading.
void queryClient.prefetchQuery(sessionQueryOptions);

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} flushSync={flushSync} />
    </Providers>
  </StrictMode>,
);
