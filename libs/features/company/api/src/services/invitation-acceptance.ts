import { recordAudit } from '@facet/platform-db';
import { companyProblems } from '@facet/company-domain';
import type { CompanyChangeAnswer } from '@facet/company-domain';
import { problem } from '@facet/platform-http';
import { companyRoles, type CompanyRole } from '@facet/platform-kernel';
import { hashSecret } from '@facet/platform-security';
import { expireOneTimeToken, markOneTimeTokenUsed } from '@facet/session-api';
import type { Knex } from 'knex';
import type { InvitationPositionPorts } from '../company-ports';
import { Membership } from '../models';
import { joinByInvitation, removeMember } from './memberships';

interface InvitationLink {
  token_id: number;
  email: string;
  used_at: Date | null;
  token_expires_at: Date;
  invitation_id: number | null;
  company_id: number;
  company_name: string;
  role: CompanyRole | null;
  status: string | null;
}

async function lockedInvitationLink(
  transaction: Knex.Transaction,
  token: string,
): Promise<InvitationLink> {
  const link = await transaction('one_time_tokens as t')
    .join('companies as c', 'c.id', 't.company_id')
    .leftJoin('invitations as i', 'i.one_time_token_id', 't.id')
    .where({ 't.token_hash': hashSecret(token), 't.purpose': 'invitation' })
    .forUpdate('t')
    .first<InvitationLink | undefined>(
      't.id as token_id',
      't.email',
      't.used_at',
      't.expires_at as token_expires_at',
      'i.id as invitation_id',
      'c.id as company_id',
      'c.name as company_name',
      transaction.raw(`coalesce(i.role, t.payload->>'role') as role`),
      'i.status',
    );
  if (!link) throw problem(companyProblems.invitationLinkInvalid);
  if (link.used_at || link.status === 'accepted') {
    throw problem(companyProblems.invitationUsed);
  }
  if (link.status === 'cancelled') throw problem(companyProblems.invitationCancelled);
  if (link.status === 'expired' || link.token_expires_at.getTime() <= Date.now()) {
    throw problem(companyProblems.invitationExpired);
  }
  return link;
}

/**
 * PATCH /companies/company-change {token}: a signed-in person accepts an invitation sent to their
 * own address and joins that company, leaving their previous one (their results stay theirs).
 * 404 unknown link, 410 expired or cancelled, 409 used or already a member, 403 another person's
 * invitation or the administrator of another company; an invitation to a position that has
 * closed or filled since is refused with its state (404, 409) and changes nothing (D95).
 */
export async function acceptInvitation(
  database: Knex,
  userId: number,
  token: string,
  positions: InvitationPositionPorts,
): Promise<CompanyChangeAnswer> {
  return database.transaction(async (transaction) => {
    const link = await lockedInvitationLink(transaction, token);
    const user = await transaction('users').where({ id: userId }).first('email');
    if (!user || user.email.toLowerCase() !== link.email.toLowerCase()) {
      throw problem(companyProblems.invitationForSomeoneElse);
    }
    const role = companyRoles.find((known) => known === link.role) ?? 'employee';
    const companyId = Number(link.company_id);
    // Not locked here: leaving the current company locks its administrators before this row,
    // in the order every change of roles takes, so the two cannot deadlock.
    const current = await Membership.query(transaction).findById(userId);
    if (current && Number(current.company_id) === companyId) {
      throw problem(companyProblems.alreadyInCompany);
    }
    if (current?.role === 'admin') {
      throw problem(companyProblems.administersAnotherCompany);
    }
    if (current) {
      await removeMember(transaction, { userId, companyId: Number(current.company_id) });
      await recordAudit(transaction, {
        actor: { kind: 'user', id: userId },
        companyId: Number(current.company_id),
        action: 'company.member_left',
        target: user.email,
        subjectUserId: userId,
        details: { reason: 'joined another company' },
      });
    }
    // The link is used first, so the invitation no longer holds the licence it assigns.
    await markOneTimeTokenUsed(transaction, Number(link.token_id));
    await joinByInvitation(
      transaction,
      {
        userId,
        companyId,
        role,
        invitationId: link.invitation_id === null ? null : Number(link.invitation_id),
        linkId: Number(link.token_id),
      },
      positions,
    );
    await recordAudit(transaction, {
      actor: { kind: 'user', id: userId },
      companyId,
      action: 'company.invitation_accepted',
      target: user.email,
      subjectUserId: userId,
      details: { role },
    });
    return {
      company_id: companyId,
      companyName: link.company_name,
      role,
      message: `You are now a member of ${link.company_name}.`,
    };
  });
}

/**
 * PATCH /companies/decline-invitation {token}: the signed-in addressee of an invitation turns it
 * down; it reads "rejected" to the company and its link stops working. Only that invitation
 * changes. 404 unknown link, 410 expired or cancelled, 409 used, 403 another person's invitation.
 */
export async function declineInvitation(
  database: Knex,
  userId: number,
  token: string,
): Promise<{ companyName: string; message: string }> {
  return database.transaction(async (transaction) => {
    const link = await lockedInvitationLink(transaction, token);
    const user = await transaction('users').where({ id: userId }).first('email');
    if (!user || user.email.toLowerCase() !== link.email.toLowerCase()) {
      throw problem(companyProblems.invitationForSomeoneElse);
    }
    await expireOneTimeToken(transaction, Number(link.token_id));
    if (link.invitation_id !== null) {
      await transaction('invitations')
        .where({ id: link.invitation_id, status: 'pending' })
        .update({ status: 'rejected' });
    }
    await recordAudit(transaction, {
      actor: { kind: 'user', id: userId },
      companyId: Number(link.company_id),
      action: 'company.invitation_declined',
      target: user.email,
      subjectUserId: userId,
    });
    return {
      companyName: link.company_name,
      message: `You declined the invitation of ${link.company_name}.`,
    };
  });
}
