import { contactRequestSchema, type ContactCreatedAnswer } from '@facet/contact-domain';
import { clientAddress, defineRoute, enforceRateLimits } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { ContactSettings } from '../../contact-options';
import { createContactRequest } from '../../services/contact-requests';

/**
 * POST /api/contact/create {name, email, phone_prefix, phone, lang, message}: 201; 400 naming the
 * field; 406 under review, 409 pending request, 423 already contacted (same address); 429.
 */
export function createContactRoute(settings: ContactSettings): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/contact/create',
    options: { auth: false },
    validate: { payload: contactRequestSchema },
    handler: async ({ payload, request, h }) => {
      const database = request.server.app.database;
      await enforceRateLimits(database, [
        { key: `contact:address:${clientAddress(request)}`, limit: settings.rateLimit },
      ]);
      const contactForm = await createContactRequest(
        settings,
        database,
        settings.publicUrl,
        payload,
      );
      const answer: ContactCreatedAnswer = {
        contactForm,
        message: 'Thank you: we have received your request.',
      };
      return h.response(answer).code(201);
    },
  });
}
