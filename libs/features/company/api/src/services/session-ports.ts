import type {
  CompanyMembershipOf,
  LinkCompanyOf,
  SecondFactorRequiredOf,
  SessionPluginOptions,
} from '@facet/session-api';
import type { InvitationPositionPorts } from '../company-ports';
import { joinByInvitation } from './memberships';

/** A user's company and role, for the session answers and verify-role (at most one). */
export const companyMembershipOf: CompanyMembershipOf = async (database, userId) => {
  const membership = await database('memberships')
    .where({ user_id: userId })
    .first('company_id', 'role');
  return membership && { companyId: membership.company_id, role: membership.role };
};

/**
 * Whether the user's company requires its admins and managers to hold a second factor, and the
 * user is one of them (D98).
 */
export const secondFactorRequiredOf: SecondFactorRequiredOf = async (database, userId) => {
  const membership = await database('memberships')
    .where({ user_id: userId })
    .whereIn('role', ['admin', 'manager'])
    .first('company_id');
  if (!membership) return false;
  const company = await database('companies')
    .where({ id: membership.company_id })
    .first('require_second_factor');
  return company?.require_second_factor === true;
};

/**
 * What a registration or invitation link's page shows of the company that sent it: its name,
 * welcome line and logo, and the invitation the link carries with who sent it.
 */
export const linkCompanyOf: LinkCompanyOf = async (database, { linkId, companyId }) => {
  const company =
    companyId === null
      ? undefined
      : await database('companies as c')
          .leftJoin('company_branding as b', 'b.company_id', 'c.id')
          .where('c.id', companyId)
          .first<
            { name: string; welcome_line: string | null; logo_key: string | null } | undefined
          >('c.name', 'b.welcome_line', 'b.logo_key');
  const invitation = await database('invitations as i')
    .leftJoin('users as h', 'h.id', 'i.host_user_id')
    .where('i.one_time_token_id', linkId)
    .first<{ status: string; inviter_name: string | null } | undefined>(
      'i.status',
      'h.name as inviter_name',
    );
  return {
    companyName: company?.name ?? null,
    invitationStatus: invitation?.status ?? null,
    inviterName: invitation?.inviter_name ?? null,
    welcomeLine: company?.welcome_line ?? null,
    logoKey: company?.logo_key ?? null,
  };
};

/**
 * What the session feature needs of companies, which the app passes to its plugin: the session
 * feature imports no other feature, and this one owns memberships, invitations and branding. A
 * sign-up by an invitation to a position applies to it through hiring's `positions` (D95).
 */
export function companySessionPortsOf(positions?: InvitationPositionPorts) {
  return {
    joinCompany: (transaction, member) => joinByInvitation(transaction, member, positions),
    companyMembershipOf,
    linkCompanyOf,
    secondFactorRequiredOf,
  } satisfies SessionPluginOptions;
}

/** The session ports of a composition whose invitations name no positions (most tests'). */
export const companySessionPorts = companySessionPortsOf();
