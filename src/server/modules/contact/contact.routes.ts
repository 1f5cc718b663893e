import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_PATH, contactRequest, contactResponse } from '../../../shared/api/contact.ts';
import type { AppContext } from '../../context.ts';
import { resolveAuthSecret } from '../../lib/secrets.ts';
import { ContactService } from './contact.service.ts';

/**
 * `POST /api/contact` (registered without a prefix: the path comes from the shared contract): the public contact form (no session needed). Like every unsafe API call it
 * passes the CSRF guard (the SPA's header, a same-site Origin), which also keeps cross-site
 * forms from posting here.
 */
export function contactRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new ContactService({
    ctx,
    secret: resolveAuthSecret(ctx.config.authSecret, ctx.config.dataDir),
  });
  return async (app) => {
    app.post(
      CONTACT_PATH,
      {
        schema: {
          summary: 'Send a message to the Lorien team (name, email, subject, message)',
          tags: ['contact'],
          body: contactRequest,
          response: { 201: contactResponse },
        },
      },
      async (request, reply) => {
        await service.send(request.body, request.ip);
        return reply.status(201).send({ received: true });
      },
    );
  };
}
