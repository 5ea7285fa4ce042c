import { zodValidator } from '@facet/platform-http';
import {
  grantRetakeQuerySchema,
  grantRetakeSchema,
  type RetakeGrantAnswer,
} from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { grantRetake } from '../../services/retakes';
import { userPrincipal } from '../principal';

/**
 * PATCH /api/companies/grant-retake?role=manager {result_id, email}: {result_id, retakeGrantedAt},
 * one retake of an invalid protocol without a new licence. Not in the spec (issue 19): 404 for a
 * result outside the company, 409 when it is not invalid, not the latest, already granted, or the
 * person can already take the assessment.
 */
export function grantRetakeRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/companies/grant-retake',
    options: {
      auth: 'user',
      validate: {
        payload: zodValidator(grantRetakeSchema),
        query: zodValidator(grantRetakeQuerySchema),
      },
    },
    handler: async (request): Promise<RetakeGrantAnswer> => {
      const grant = request.payload as z.output<typeof grantRetakeSchema>;
      const { role } = request.query as z.output<typeof grantRetakeQuerySchema>;
      return grantRetake(request.server.app.database, userPrincipal(request), { ...grant, role });
    },
  };
}
