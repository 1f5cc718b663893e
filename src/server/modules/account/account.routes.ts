import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountTokenResponse, deleteAccountRequest } from '../../../shared/api/accounts.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { callerOf, callerSessionOf } from '../../http/access.ts';
import type { AccountService } from './account.service.ts';

export function accountRoutes(service: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/account/token',
      {
        config: { access: 'member' },
        schema: {
          summary: 'A 300-second bearer token for the account API, minted from the session cookie',
          tags: ['account'],
          response: { 200: accountTokenResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.issueToken(callerOf(request), callerSessionOf(request));
      },
    );

    app.post(
      '/account/export',
      {
        config: { access: 'account', unauthenticatedMessage: MESSAGES.exportFailed },
        schema: {
          summary: 'Everything Lorien stores about you, as JSON (Authorization: Bearer)',
          tags: ['account'],
          response: { 200: z.record(z.string(), z.unknown()) },
        },
      },
      async (request, reply) => {
        const archive = await service.exportData(callerOf(request));
        reply.header('cache-control', 'no-store');
        return archive;
      },
    );

    app.delete(
      '/account/delete',
      {
        config: { access: 'account', unauthenticatedMessage: MESSAGES.deleteAccountFailed },
        schema: {
          summary:
            'Delete your account and all your data (Authorization: Bearer; fresh sign-in or password)',
          tags: ['account'],
          body: deleteAccountRequest,
        },
      },
      async (request, reply) => {
        await service.deleteAccount(
          callerOf(request),
          callerSessionOf(request),
          request.body?.password,
          { ip: request.ip, cookieHeader: request.headers.cookie ?? null },
        );
        return reply.status(204).send();
      },
    );
  };
}
