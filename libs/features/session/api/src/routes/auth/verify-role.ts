import { defineRoute, userStrategy } from '@facet/platform-http';
import { verifyRoleQuerySchema, type VerifyRoleAnswer } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import { requireCompanyRole } from '../../require-company-role';

/** POST /api/auth/verify-role?role=manager|admin (bearer): 200 when held, 403 when not. */
export function verifyRoleRoute(): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/auth/verify-role',
    options: { auth: userStrategy },
    validate: { query: verifyRoleQuerySchema },
    handler: async ({ query: { role }, request }) => {
      const member = await requireCompanyRole(request, role);
      const answer: VerifyRoleAnswer = { role: member.role, company_id: member.companyId };
      return answer;
    },
  });
}
