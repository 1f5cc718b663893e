import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { User } from '../../db/schema/users.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { AppError, unauthorized } from '../errors.ts';
import { fetchHeaders } from './fetch-headers.ts';

/**
 * Who may call a route. Every `/api` and `/media` route declares one in `config.access`; the
 * app refuses to start when one does not (see `registerAccessControl`).
 * - `public`: anyone; the caller is not looked up.
 * - `viewer`: anyone; the signed-in member is looked up when there is one (`/api/me`, media).
 * - `member`: a signed-in, not banned member (session cookie).
 * - `account`: a member presenting a short-lived account token (`Authorization: Bearer`).
 * - `admin`: the administrator's HTTP Basic credentials.
 * - `house`: the local operator (loopback and the house token), for `npm run invite`.
 */
export const ACCESS_LEVELS = ['public', 'viewer', 'member', 'account', 'admin', 'house'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export interface CallerSession {
  id: string;
  token: string;
  createdAt: Date;
}

export interface ResolvedMember {
  user: User;
  session: CallerSession;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  unauthenticatedMessage: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every guarded route and who may call it (the access test walks this table). */
    routeAccess: RouteAccess[];
  }
  interface FastifyContextConfig {
    access?: Access;
    /** The 401 message for an anonymous caller of a member route, when the spec words it. */
    unauthenticatedMessage?: string;
    /**
     * A write that cannot change who any caller is (no session, member row or ban): content,
     * marks, messages and the graph. Other writes make every instance's recently read callers
     * be read again (app.ts); these keep them, so a write does not cost the next one a read.
     */
    keepsCaller?: boolean;
  }
  interface FastifyRequest {
    /** The caller, resolved once by the access hook (null for public routes and anonymous viewers). */
    member: User | null;
    memberSession: CallerSession | null;
  }
}

/** How the access hook finds out who is calling; built by the composition root. */
export interface CallerResolvers {
  /** The member behind the session cookie, or null (banned members have no session). */
  sessionMember(headers: Headers): Promise<ResolvedMember | null>;
  /** The member behind an account token; throws the route's 401 when there is none. */
  accountMember(request: FastifyRequest): Promise<ResolvedMember>;
  /** Throws unless the request carries the administrator's credentials. */
  assertAdmin(request: FastifyRequest): void | Promise<void>;
  /** Throws unless the request comes from the local operator. */
  assertHouse(request: FastifyRequest): void;
}

/** Paths whose routes must declare their access. Static files and the SPA fallback are public. */
export function requiresDeclaration(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/media/');
}

export class MissingAccessDeclarationError extends Error {
  override name = 'MissingAccessDeclarationError';
}

/**
 * Deny by default: every guarded route must say who may call it, and one `onRequest` hook (before
 * the body is parsed) resolves the caller and refuses anyone else. Registered before any route.
 */
export function registerAccessControl(app: FastifyInstance, resolvers: CallerResolvers): void {
  app.decorateRequest('member', null);
  app.decorateRequest('memberSession', null);
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  registerPrivateCaching(app);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!requiresDeclaration(route.url)) return;
    const access = route.config?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new MissingAccessDeclarationError(
        `Route ${String(route.method)} ${route.url} does not declare config.access (one of ${ACCESS_LEVELS.join(', ')}).`,
      );
    }
    for (const method of [route.method].flat())
      table.push({
        method,
        url: route.url,
        access,
        unauthenticatedMessage: route.config?.unauthenticatedMessage,
      });
  });

  app.addHook('onRequest', async (request) => {
    const matched = request.routeOptions.url;
    if (matched === undefined || request.is404) return; // the not-found handler answers
    const access = request.routeOptions.config.access;
    if (!access) {
      if (requiresDeclaration(matched)) throw new AppError(403, 'forbidden', MESSAGES.forbidden);
      return;
    }
    switch (access) {
      case 'public':
        return;
      case 'viewer':
        setCaller(request, await resolvers.sessionMember(fetchHeaders(request)));
        return;
      case 'member': {
        const found = await resolvers.sessionMember(fetchHeaders(request));
        if (!found) throw unauthorized(request.routeOptions.config.unauthenticatedMessage);
        setCaller(request, found);
        return;
      }
      case 'account':
        setCaller(request, await resolvers.accountMember(request));
        return;
      case 'admin':
        await resolvers.assertAdmin(request);
        return;
      case 'house':
        resolvers.assertHouse(request);
        return;
    }
  });
}

/** Accesses whose answers are about one caller: never stored by a browser cache or a proxy. */
const PRIVATE_ACCESS: ReadonlySet<Access> = new Set(['member', 'account', 'admin', 'house']);

/**
 * `Cache-Control: no-store` on every answer of a private route (its errors too), on a viewer
 * route's answer to a signed-in member unless the route set its own caching, and on every answer
 * that sets a cookie. Public answers and static assets keep their caching.
 */
function registerPrivateCaching(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const access = request.routeOptions.config?.access;
    const forced =
      (access !== undefined && PRIVATE_ACCESS.has(access)) || reply.hasHeader('set-cookie');
    if (forced || (access === 'viewer' && request.member && !reply.hasHeader('cache-control')))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

function setCaller(request: FastifyRequest, found: ResolvedMember | null): void {
  request.member = found?.user ?? null;
  request.memberSession = found?.session ?? null;
}

/** The member the access hook resolved; only for routes declared `member` or `account`. */
export function callerOf(request: FastifyRequest): User {
  if (!request.member) throw unauthorized();
  return request.member;
}

/** The session the access hook resolved alongside the member. */
export function callerSessionOf(request: FastifyRequest): CallerSession {
  if (!request.memberSession) throw unauthorized();
  return request.memberSession;
}
