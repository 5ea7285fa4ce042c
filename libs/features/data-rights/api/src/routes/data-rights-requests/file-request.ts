import {
  dataRightsRelatedQuerySchema,
  dataRightsRequestFieldsSchema,
  dataRightsRequestSchema,
  type DataRightsCreatedAnswer,
} from '@facet/data-rights-domain';
import {
  clientAddress,
  defineRoute,
  describeIssues,
  enforceRateLimits,
  userIdOf,
  visitorFormLimitPerAddress,
  problem,
  type RateLimit,
} from '@facet/platform-http';
import { requestProblems } from '@facet/platform-kernel';
import type { ServerRoute } from '@hapi/hapi';
import type { DataRightsSettings } from '../../data-rights-options';
import { fileRequest } from '../../services/person-requests';

/**
 * Each visitor's request mails the person it names and every notified admin, so one address may
 * not be named more often than a person could mean to, whoever sends it.
 */
const visitorRequestsPerTarget: RateLimit = { attempts: 3, windowSeconds: 24 * 60 * 60 };

/**
 * POST /api/arsulipo/user[?related] {name, email, phone?, right, entity?, message, lang}: 201
 * received; 400 naming the field; 429 too many from a visitor's address or for one e-mail. Open
 * to visitors (the /arsulipo form); a valid session ties the request to the signed-in account.
 */
export function fileRequestRoute(settings: DataRightsSettings): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/arsulipo/user',
    options: { auth: { strategy: 'user', mode: 'optional' } },
    validate: { payload: dataRightsRequestFieldsSchema, query: dataRightsRelatedQuerySchema },
    handler: async ({ payload: fields, query: { related }, request, h }) => {
      // The entity may come as `?related=`; the rule that some rights need one sees both.
      const checked = dataRightsRequestSchema.safeParse({
        ...fields,
        entity: fields.entity ?? related,
      });
      if (!checked.success)
        throw problem(requestProblems.invalid, { issues: describeIssues(checked.error.issues) });
      const payload = checked.data;
      const signedIn = request.auth.isAuthenticated ? userIdOf(request) : undefined;
      if (signedIn === undefined) {
        // The target key ends in the e-mail, so the person's own export and erasure find it.
        await enforceRateLimits(request.server.app.database, [
          {
            key: `data-rights:address:${clientAddress(request)}`,
            limit: visitorFormLimitPerAddress,
          },
          { key: `data-rights:target:${payload.email}`, limit: visitorRequestsPerTarget },
        ]);
      }
      const dataRightsRequest = await fileRequest(
        settings.ports,
        request.server.app.database,
        settings.publicUrl,
        payload,
        signedIn,
      );
      const answer: DataRightsCreatedAnswer = {
        arsulipo: dataRightsRequest,
        message: 'Your request has been received.',
      };
      return h.response(answer).code(201);
    },
  });
}
