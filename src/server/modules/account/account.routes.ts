import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountTokenResponse, deleteAccountRequest } from '../../../shared/api/accounts.ts';
import { fetchHeaders } from '../../http/fetch-headers.ts';
import type { AccountService } from './account.service.ts';

export function accountRoutes(service: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/account/token',
      {
        schema: {
          summary: 'A 300-second bearer token for the account API, minted from the session cookie',
          tags: ['account'],
          response: { 200: accountTokenResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.issueToken(fetchHeaders(request));
      },
    );

    app.post(
      '/account/export',
      {
        schema: {
          summary: 'Everything Lorien stores about you, as JSON (Authorization: Bearer)',
          tags: ['account'],
          response: { 200: z.record(z.string(), z.unknown()) },
        },
      },
      async (request, reply) => {
        const archive = await service.exportData(request.headers.authorization);
        reply.header('cache-control', 'no-store');
        return archive;
      },
    );

    app.delete(
      '/account/delete',
      {
        schema: {
          summary:
            'Delete your account and all your data (Authorization: Bearer; fresh sign-in or password)',
          tags: ['account'],
          body: deleteAccountRequest,
        },
      },
      async (request, reply) => {
        await service.deleteAccount(request.headers.authorization, request.body?.password);
        return reply.status(204).send();
      },
    );
  };
}
