import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_PATH, contactRequest, contactResponse } from '../../../shared/api/contact.ts';
import type { ContactService } from './contact.service.ts';

/**
 * `POST /api/contact` (registered without a prefix: the path comes from the shared contract): the public contact form (no session needed). Like every unsafe API call it
 * passes the CSRF guard (the SPA's header, a same-site Origin), which also keeps cross-site
 * forms from posting here.
 */
export function contactRoutes(service: ContactService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      CONTACT_PATH,
      {
        config: { access: 'public' },
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
