import { defineRoute, userStrategy } from '@facet/platform-http';
import { verifyRoleQuerySchema, type VerifyRoleAnswer } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import { requireCompanyRole } from '../../require-company-role';
import type { SessionSettings } from '../../session-options';

/** POST /api/auth/verify-role?role=manager|admin (bearer): 200 when held, 403 when not. */
export function verifyRoleRoute(settings: SessionSettings): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/auth/verify-role',
    options: { auth: userStrategy },
    validate: { query: verifyRoleQuerySchema },
    handler: async ({ query: { role }, request }) => {
      const member = await requireCompanyRole(request, settings.companyMembershipOf, role);
      const answer: VerifyRoleAnswer = { role: member.role, company_id: member.companyId };
      return answer;
    },
  });
}
