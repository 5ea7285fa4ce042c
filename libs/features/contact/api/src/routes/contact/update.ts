import { contactUpdateSchema, type ContactAnswer } from '@facet/contact-domain';
import { adminIdOf, defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { setContactStatus } from '../../services/contact-requests';

/** PATCH /api/contact/update {form_id, state, lang} -> {contactForm}; 404 when missing. */
export function updateContactRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/contact/update',
    options: { auth: 'admin' },
    validate: { payload: contactUpdateSchema },
    principal: adminIdOf,
    handler: async ({
      payload: { form_id, state },
      principal: adminId,
      request,
    }): Promise<ContactAnswer> => {
      return {
        contactForm: await setContactStatus(request.server.app.database, adminId, form_id, state),
      };
    },
  });
}
