import { applicationIdParamsSchema, type MyApplicationsAnswer } from '@facet/hiring-domain';
import { defineRoute, spanningCompanies, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { CandidateRetentionPorts } from '../../candidate-retention-ports';
import { listMyApplications, withdrawMyApplication } from '../../services/my-applications';

const acrossCompanies = spanningCompanies(
  "a person's applications are with companies they are not a member of; the service finds them by the person's own id",
);

/** GET /api/hiring/my-applications: the signed-in person's applications, with every company. */
export function myApplicationsRoute(ports: CandidateRetentionPorts): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/hiring/my-applications',
    options: { auth: 'user', app: acrossCompanies },
    principal: userIdOf,
    handler: ({ principal: userId, request }): Promise<MyApplicationsAnswer> =>
      listMyApplications(request.server.app.database, ports, userId),
  });
}

/**
 * POST /api/hiring/my-applications/{id}/withdraw: erases the company's copy of the applicant at
 * once (204); another person's application is 404 hiring.application_not_found.
 */
export function withdrawMyApplicationRoute(ports: CandidateRetentionPorts): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/hiring/my-applications/{id}/withdraw',
    options: { auth: 'user', app: acrossCompanies },
    validate: { params: applicationIdParamsSchema },
    principal: userIdOf,
    handler: async ({ params, principal: userId, request, h }) => {
      await withdrawMyApplication(request.server.app.database, ports, userId, params.id);
      return h.response().code(204);
    },
  });
}
