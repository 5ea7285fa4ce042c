import {
  dataRightsRelatedQuerySchema,
  dataRightsRequestFieldsSchema,
  dataRightsRequestSchema,
  type DataRightsCreatedAnswer,
} from '@facet/data-rights-domain';
import { describeIssues, zodValidator } from '@facet/platform-http';
import Boom from '@hapi/boom';
import { userIdOf } from '@facet/session-api';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import type { DataRightsSettings } from '../../plugin';
import { fileRequest } from '../../services/person-requests';

/**
 * POST /api/arsulipo/user[?related] {name, email, phone?, right, entity?, message, lang}: 201
 * received; 400 naming the field. Open to visitors (the /arsulipo form); a valid session ties
 * the request to the signed-in account.
 */
export function fileRequestRoute(settings: DataRightsSettings): ServerRoute {
  return {
    method: 'POST',
    path: '/api/arsulipo/user',
    options: {
      auth: { strategy: 'user', mode: 'optional' },
      validate: {
        payload: zodValidator(dataRightsRequestFieldsSchema),
        query: zodValidator(dataRightsRelatedQuerySchema),
      },
    },
    handler: async (request, h) => {
      const { related } = request.query as z.output<typeof dataRightsRelatedQuerySchema>;
      const fields = request.payload as z.output<typeof dataRightsRequestFieldsSchema>;
      // The entity may come as `?related=`; the rule that some rights need one sees both.
      const checked = dataRightsRequestSchema.safeParse({
        ...fields,
        entity: fields.entity ?? related,
      });
      if (!checked.success) throw Boom.badRequest(describeIssues(checked.error.issues));
      const payload = checked.data;
      const signedIn = request.auth.isAuthenticated ? userIdOf(request) : undefined;
      const arsulipo = await fileRequest(
        request.server.app.database,
        settings.publicUrl,
        payload,
        signedIn,
      );
      const answer: DataRightsCreatedAnswer = {
        arsulipo,
        message: 'Your request has been received.',
      };
      return h.response(answer).code(201);
    },
  };
}
