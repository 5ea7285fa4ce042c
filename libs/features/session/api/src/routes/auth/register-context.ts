import { clientAddress, defineRoute, enforceRateLimits } from '@facet/platform-http';
import { linkContextParamsSchema, type LinkContextAnswer } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import { rateLimitKeys } from '../../services/rate-limits';
import { readLinkContext } from '../../services/registration';
import type { SessionSettings } from '../../session-options';

/**
 * GET /api/auth/register-context/{token}: the company, role, e-mail and language of a
 * registration or invitation link, so its page says who invited whom before anything is typed.
 * 404 unknown link, 410 used or expired, 429 too many lookups from one address.
 */
export function registerContextRoute(settings: SessionSettings): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/auth/register-context/{token}',
    options: { auth: false },
    validate: { params: linkContextParamsSchema },
    handler: async ({ params: { token }, request }): Promise<LinkContextAnswer> => {
      const database = request.server.app.database;
      await enforceRateLimits(database, [
        {
          key: rateLimitKeys.linkContextAddress(clientAddress(request)),
          limit: settings.rateLimits.linkContextPerAddress,
        },
      ]);
      return readLinkContext(database, settings.linkCompanyOf, token);
    },
  });
}
