import { consentSchema } from '@facet/assessment-domain';
import { defineRoute, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { recordConsent } from '../../services/record-consent';

/** POST /api/diagnoses/consent {consents: true, version: '1.0.0'}: recorded on the open attempt. */
export function consentRoute(): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/diagnoses/consent',
    options: { auth: 'user' },
    validate: { payload: consentSchema },
    principal: userIdOf,
    handler: ({ principal: userId, request }) => recordConsent(request.server.app.database, userId),
  });
}
