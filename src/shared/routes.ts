// The SPA's client routes (spec section 2 plus /reset-password and /confirm-email). The server
// answers these paths with the SPA's index.html and status 200; any other non-API path gets
// index.html with 404, so the SPA shows its not-found page and crawlers see the right status.

export const CLIENT_ROUTES = [
  '/',
  '/signup',
  '/login',
  '/reset-password',
  '/confirm-email',
  '/dashboard',
  '/welcome',
  '/insights',
  '/inbox',
  '/settings',
  '/postcast',
  '/post/:id',
  '/u/:uid',
  '/highlight',
  '/privacy',
  '/terms',
  '/whitepaper',
  '/contact',
  '/admin',
  '/lorien/admin',
] as const;

const SEGMENT = '[^/]+';

const CLIENT_ROUTE_PATTERNS: readonly RegExp[] = CLIENT_ROUTES.map(
  (route) => new RegExp(`^${route.replace(/:[a-z]+/gi, SEGMENT)}/?$`),
);

/** True when `pathname` (no query string) is one of the SPA's routes. */
export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}
