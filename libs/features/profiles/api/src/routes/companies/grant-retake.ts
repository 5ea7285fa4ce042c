import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import {
  grantRetakeQuerySchema,
  grantRetakeSchema,
  type RetakeGrantAnswer,
} from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { ProfilesPorts } from '../../profiles-ports';
import { grantRetake } from '../../services/retakes';

/**
 * PATCH /api/companies/grant-retake?role=manager {result_id, email}: {result_id, retakeGrantedAt},
 * one retake of an invalid protocol without a new licence. Not in the spec (issue 19): 404 for a
 * result outside the company, 409 when it is not invalid, not the latest, already granted, or the
 * person can already take the assessment.
 */
export function grantRetakeRoute(ports: ProfilesPorts): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/companies/grant-retake',
    options: { auth: 'user' },
    validate: { payload: grantRetakeSchema, query: grantRetakeQuerySchema },
    principal: companyMember('manager'),
    handler: async ({ payload: grant, principal, request }): Promise<RetakeGrantAnswer> => {
      return grantRetake(ports, request.server.app.database, principal, grant);
    },
  });
}
