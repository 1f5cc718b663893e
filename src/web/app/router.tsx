import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { withStrings } from '../i18n/i18n.ts';
import { AppSplash, RootLayout } from './root-layout.tsx';
import { RootErrorBoundary, RouteErrorPanel } from './route-error.tsx';

// Every screen and both shells load lazily, so a visitor on a public page never downloads the
// signed-in app shell and a member never downloads the landing page. The server-state layer
// (TanStack Query, providers.tsx) wraps only the screens that use it: the landing and static
// pages load neither it nor the member app (docs/architecture.md, "Public bundle split").
const publicLayout = () => import('./layouts/public-layout.tsx');
const appLayout = () => import('./layouts/app-layout.tsx');
const withServerState = () => import('./providers.tsx');
const adminScreen = () => import('../features/admin/admin-page.tsx');

const sitePages: RouteObject[] = [
  { index: true, lazy: () => import('../features/landing/landing-page.tsx') },
  { path: 'privacy', lazy: () => import('../features/static/privacy-page.tsx') },
  { path: 'terms', lazy: () => import('../features/static/terms-page.tsx') },
  { path: 'whitepaper', lazy: () => import('../features/static/whitepaper-page.tsx') },
  { path: 'contact', lazy: () => import('../features/static/contact-page.tsx') },
  { path: '*', lazy: () => import('../features/errors/not-found-page.tsx') },
];

// Sign-up and sign-in paint without the query layer (issues 16 and 27: as fast as the landing
// page); the app's cache learns of the member from the session store (providers.tsx).
const signupPages: RouteObject[] = [
  { path: 'signup', lazy: () => import('../features/auth/signup-page.tsx') },
  { path: 'login', lazy: () => import('../features/auth/login-page.tsx') },
];

const authPages: RouteObject[] = [
  { path: 'reset-password', lazy: () => import('../features/auth/reset-password-page.tsx') },
  { path: 'confirm-email', lazy: () => import('../features/auth/confirm-email-page.tsx') },
];

const appRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: () => import('../features/dashboard/dashboard-page.tsx') },
  { path: 'welcome', lazy: () => import('../features/welcome/welcome-page.tsx') },
  { path: 'insights', lazy: () => import('../features/insights/insights-page.tsx') },
  { path: 'inbox', lazy: () => import('../features/inbox/inbox-page.tsx') },
  { path: 'settings', lazy: () => import('../features/settings/settings-page.tsx') },
  { path: 'post/:id', lazy: () => import('../features/posts/post-page.tsx') },
  { path: 'u/:uid', lazy: () => import('../features/profile/profile-page.tsx') },
  { path: 'highlight', lazy: () => import('../features/highlight/highlight-page.tsx') },
];

/**
 * Each lazy route resolves once the strings its code registered are there in the interface
 * language (Turkish is downloaded on demand, i18n/i18n.ts), so it never renders half English.
 */
function waitingForStrings(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const { lazy, children } = route;
    const next = { ...route } as RouteObject;
    if (typeof lazy === 'function') next.lazy = () => withStrings(lazy());
    if (children) next.children = waitingForStrings(children);
    return next;
  });
}

export const routes: RouteObject[] = waitingForStrings([
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <AppSplash />,
    children: [
      {
        id: 'public',
        lazy: publicLayout,
        // A pathless child with its own boundary keeps the shell around a failed page.
        children: [
          {
            errorElement: <RouteErrorPanel />,
            children: [
              ...sitePages,
              ...signupPages,
              { id: 'auth', lazy: withServerState, children: authPages },
            ],
          },
        ],
      },
      {
        id: 'server-state',
        lazy: withServerState,
        children: [
          {
            id: 'app',
            lazy: appLayout,
            children: [{ errorElement: <RouteErrorPanel />, children: appRoutes }],
          },
          // The admin dashboard has its own login and chrome; both addresses show it (spec section 2).
          { path: 'admin', lazy: adminScreen },
          { path: 'lorien/admin', lazy: adminScreen },
        ],
      },
      // A coming-soon page for everyone: members see it in their app shell, visitors in the
      // public one (docs/decisions.md, "Public site").
      {
        path: 'postcast',
        lazy: () => import('./layouts/member-or-visitor-layout.tsx'),
        children: [
          {
            errorElement: <RouteErrorPanel />,
            children: [
              { index: true, lazy: () => import('../features/postcast/postcast-page.tsx') },
            ],
          },
        ],
      },
    ],
  },
]);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
