import { recordIntegrationEvent } from '@facet/platform-db';
import type { CompanyRole } from '@facet/platform-kernel';
import type { Knex } from 'knex';
import { markOneTimeTokenUsed } from '@facet/session-api';
import { raw } from 'objection';
import { Invitation, Membership } from '../models';
import { lockCompanyAdministrators, refuseLosingLastAdministrator } from './company-administrators';
import { noInvitationPositions, type InvitationPositionPorts } from '../company-ports';
import { applyForAcceptedInvitation } from './invitation-positions';
import { assignHeldLicence } from './licences';

/**
 * Who is in which company, and with which role: the company feature is the only writer of
 * memberships. Other features (sign-up by invitation, the account page, the back office) call
 * these in their own transaction.
 */

/** The person joins the company, without a licence. A person is in one company at a time. */
export async function addMember(
  transaction: Knex.Transaction,
  member: { userId: number; companyId: number; role: CompanyRole },
): Promise<void> {
  await Membership.query(transaction).insert({
    user_id: member.userId,
    company_id: member.companyId,
    role: member.role,
    licence_state: 'no',
  });
}

/**
 * The person joins the company by accepting its invitation, signed in (`invitationId`) or signing
 * up with its link (`linkId`, already used). The invitation reads accepted from now on, and when
 * it assigns a licence the person joins with the licence it held (docs/decisions.md
 * D61), so their assessment can start at once. An invitation to a position makes the person its
 * applicant on one of its places instead (D95), through hiring's `positions` ports.
 */
export async function joinByInvitation(
  transaction: Knex.Transaction,
  member: {
    userId: number;
    companyId: number;
    role: CompanyRole;
    invitationId?: number | null;
    linkId?: number;
  },
  positions: InvitationPositionPorts = noInvitationPositions,
): Promise<void> {
  await addMember(transaction, member);
  const invitation = await acceptInvitationRow(transaction, member);
  if (invitation?.assign_licence) await assignHeldLicence(transaction, member);
  if (invitation?.position_id) {
    await applyForAcceptedInvitation(positions, transaction, {
      companyId: member.companyId,
      userId: member.userId,
      positionId: Number(invitation.position_id),
      fromFile: invitation.from_file,
    });
  }
  await recordIntegrationEvent(transaction, {
    companyId: member.companyId,
    type: 'invitation.accepted',
    subjectUserId: member.userId,
    data: { invitation_id: invitation?.id ?? null, role: member.role },
  });
}

/** Marks the company's invitation of this acceptance accepted; a link of no invitation finds none. */
async function acceptInvitationRow(
  transaction: Knex.Transaction,
  member: { companyId: number; invitationId?: number | null; linkId?: number },
): Promise<Pick<Invitation, 'id' | 'assign_licence' | 'position_id' | 'from_file'> | undefined> {
  const { invitationId, linkId } = member;
  if ((invitationId === null || invitationId === undefined) && linkId === undefined) {
    return undefined;
  }
  const [accepted] = await Invitation.query(transaction)
    .where('company_id', member.companyId)
    .where(invitationId ? { id: invitationId } : { one_time_token_id: linkId })
    .patch({ status: 'accepted', accepted_at: raw('coalesce(accepted_at, now())') })
    .returning(['id', 'assign_licence', 'position_id', 'from_file']);
  return accepted;
}

/**
 * The person leaves the company, however it happens (released, leaving, moving to another
 * company, their account deleted): 409 when they are its last administrator. Their places in
 * the company's groups go with the membership (a foreign key of group_members). Answers the
 * membership that ended, or undefined when they were not in that company.
 */
export async function removeMember(
  transaction: Knex.Transaction,
  member: { userId: number; companyId: number },
): Promise<Membership | undefined> {
  // Administrators first, as every change of roles does: two of them leaving at once queue.
  const administrators = await lockCompanyAdministrators(transaction, member.companyId);
  refuseLosingLastAdministrator(administrators, member.userId);
  const [removed] = await Membership.query(transaction)
    .where({ user_id: member.userId, company_id: member.companyId })
    .delete()
    .returning('*');
  if (removed) {
    await recordIntegrationEvent(transaction, {
      companyId: member.companyId,
      type: 'employee.left',
      subjectUserId: member.userId,
    });
  }
  return removed;
}

/** The member's new role; 409 when it takes away the company's last administrator. */
export async function changeMemberRole(
  transaction: Knex.Transaction,
  member: { userId: number; companyId: number },
  role: CompanyRole,
): Promise<void> {
  if (role !== 'admin') {
    refuseLosingLastAdministrator(
      await lockCompanyAdministrators(transaction, member.companyId),
      member.userId,
    );
  }
  await Membership.query(transaction)
    .where({ user_id: member.userId, company_id: member.companyId })
    .patch({ role });
}

/**
 * Accepts the company's pending invitation of an address for the person its identity provider
 * has just vouched for (single sign-on, D99), as using the invitation's link would: the link is
 * used up with it. Answers false, changing nothing, when no invitation of that address waits.
 */
export async function joinByPendingInvitation(
  transaction: Knex.Transaction,
  member: { userId: number; companyId: number; email: string },
): Promise<boolean> {
  const invitation = await Invitation.query(transaction)
    .where({ company_id: member.companyId, status: 'pending' })
    .whereRaw('lower(guest_email) = lower(?)', [member.email])
    .where('expires_at', '>', raw('now()'))
    .orderBy('created_at', 'desc')
    .forUpdate()
    .first();
  if (!invitation) return false;
  await joinByInvitation(transaction, {
    userId: member.userId,
    companyId: member.companyId,
    role: invitation.role,
    invitationId: invitation.id,
  });
  if (invitation.one_time_token_id) {
    await markOneTimeTokenUsed(transaction, invitation.one_time_token_id);
  }
  return true;
}
