import { contactUpdateSchema, type ContactAnswer } from '@facet/contact-domain';
import { adminIdOf, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { setContactStatus } from '../../services/contact-requests';

/** PATCH /api/contact/update {form_id, state, lang} -> {contactForm}; 404 when missing. */
export function updateContactRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/contact/update',
    options: { auth: 'admin', validate: { payload: zodValidator(contactUpdateSchema) } },
    handler: async (request): Promise<ContactAnswer> => {
      const { form_id, state } = request.payload as z.output<typeof contactUpdateSchema>;
      return {
        contactForm: await setContactStatus(
          request.server.app.database,
          adminIdOf(request),
          form_id,
          state,
        ),
      };
    },
  };
}
