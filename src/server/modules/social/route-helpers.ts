import type { FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema/users.ts';
import { fetchHeaders } from '../../http/fetch-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';

/** A route pattern from a shared path builder, which URL-encodes the ':' of a parameter. */
export function routePattern(path: string): string {
  return decodeURIComponent(path);
}

/** The signed-in member behind a request, or the spec's 401 'Not authenticated'. */
export function memberResolver(auth: AuthService): (request: FastifyRequest) => Promise<User> {
  return async (request) => (await auth.requireMember(fetchHeaders(request))).user;
}
