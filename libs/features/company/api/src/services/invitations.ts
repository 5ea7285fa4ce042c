import {
  invitationValidSeconds,
  mayInviteWithRole,
  reinviteWaitSeconds,
  type InvitationRecord,
} from '@facet/company-domain';
import { paginate, type Page, type PageQuery } from '@facet/platform-http';
import type { ActingRole, CompanyRole, Language } from '@facet/platform-kernel';
import { buildLink, enqueueMail } from '@facet/platform-mail';
import { hashSecret } from '@facet/platform-security';
import { expireOneTimeToken, issueOneTimeToken } from '@facet/session-api';
import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { raw } from 'objection';
import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyActor,
  type CompanyPrincipal,
} from './company-actor';
import { Invitation } from '../models';
import { lockAvailableLicences } from './licences';

/** An invitation as the company panel lists it, with who sent it. */
type InvitationRow = Pick<
  Invitation,
  | 'id'
  | 'company_id'
  | 'guest_email'
  | 'role'
  | 'lang'
  | 'status'
  | 'created_at'
  | 'expires_at'
  | 'accepted_at'
> & { host: string; host_name: string | null };

/**
 * An invitation's status as people see it. Registration by /register/{token} (the session
 * feature) uses up the link without knowing this table, so a pending invitation whose link was
 * used reads as accepted, and one past its expiry as expired.
 */
const effectiveStatus = `case
  when i.status = 'pending' and t.used_at is not null then 'accepted'
  when i.status = 'pending' and i.expires_at <= now() then 'expired'
  else i.status end`;

function invitationsOf(transaction: Knex.Transaction) {
  return transaction('invitations as i')
    .join('companies as c', 'c.id', 'i.company_id')
    .leftJoin('users as h', 'h.id', 'i.host_user_id')
    .leftJoin('one_time_tokens as t', 't.id', 'i.one_time_token_id')
    .select(
      'i.id',
      'i.company_id',
      'c.email as host',
      'h.name as host_name',
      'i.guest_email',
      'i.role',
      'i.lang',
      transaction.raw(`${effectiveStatus} as status`),
      'i.created_at',
      'i.expires_at',
      transaction.raw('coalesce(i.accepted_at, t.used_at) as accepted_at'),
    );
}

function toInvitationRecord(row: InvitationRow): InvitationRecord {
  return {
    invitation_id: Number(row.id),
    company_id: Number(row.company_id),
    host: row.host,
    hostName: row.host_name,
    guest: row.guest_email,
    role: row.role,
    lang: row.lang,
    status: row.status,
    date: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    accepted_at: row.accepted_at ? new Date(row.accepted_at).toISOString() : null,
  };
}

/** Writes the effective status of an address's pending invitations, before rules read them. */
async function settleInvitationsOf(transaction: Knex.Transaction, email: string): Promise<void> {
  await transaction.raw(
    `update invitations i
        set status = 'accepted', accepted_at = t.used_at
       from one_time_tokens t
      where t.id = i.one_time_token_id and i.status = 'pending' and t.used_at is not null
        and lower(i.guest_email) = lower(?)`,
    [email],
  );
  await transaction('invitations')
    .where({ status: 'pending' })
    .where('expires_at', '<=', transaction.fn.now())
    .whereRaw('lower(guest_email) = lower(?)', [email])
    .update({ status: 'expired' });
}

/**
 * GET /invitations/get-invitation?page: newest first. An empty list is an empty page (200), not
 * a 404, so the screen shows its empty state instead of an error (docs/decisions.md).
 */
export async function listInvitations(
  database: Knex,
  principal: CompanyPrincipal,
  query: PageQuery & { role?: ActingRole },
): Promise<Page<InvitationRecord>> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal, query.role ?? 'manager');
    const list = invitationsOf(transaction)
      .where('i.company_id', actor.companyId)
      .orderBy([
        { column: 'i.created_at', order: 'desc' },
        { column: 'i.id', order: 'desc' },
      ]);
    const page = await paginate<InvitationRow>(list, query);
    return { ...page, rows: page.rows.map(toInvitationRecord) };
  });
}

/** How many of a company's invitations still wait for an answer, as the list shows them. */
export async function countPendingInvitations(
  transaction: Knex.Transaction,
  companyId: number,
): Promise<number> {
  const [row] = await transaction
    .from(invitationsOf(transaction).where('i.company_id', companyId).as('listed'))
    .where('status', 'pending')
    .count<{ count: string }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

async function readInvitation(
  transaction: Knex.Transaction,
  id: number,
): Promise<InvitationRecord> {
  const row = await invitationsOf(transaction).where('i.id', id).first<InvitationRow>();
  return toInvitationRecord(row);
}

interface GuestState {
  userId: number | null;
  membership: { company_id: number; role: CompanyRole } | undefined;
}

async function guestStateOf(transaction: Knex.Transaction, email: string): Promise<GuestState> {
  const user = await transaction('users')
    .whereRaw('lower(email) = lower(?)', [email])
    .first<{ id: string | number } | undefined>('id');
  if (!user) return { userId: null, membership: undefined };
  const membership = await transaction('memberships')
    .where({ user_id: user.id })
    .first<{ company_id: string | number; role: CompanyRole } | undefined>('company_id', 'role');
  return {
    userId: Number(user.id),
    membership: membership && { company_id: Number(membership.company_id), role: membership.role },
  };
}

/** The checks of spec/api.md §8 "Invite", in the order a person would want to hear them. */
async function assertMayInvite(
  transaction: Knex.Transaction,
  actor: CompanyActor,
  guest: string,
  guestState: GuestState,
): Promise<void> {
  if (guestState.membership?.company_id === actor.companyId) {
    throw Boom.conflict('This person is already in your company.');
  }
  if (guestState.membership?.role === 'admin') {
    throw Boom.forbidden('This person administers another company and cannot be invited.');
  }
  const pending = await transaction('invitations')
    .where({ status: 'pending' })
    .whereRaw('lower(guest_email) = lower(?)', [guest])
    .select<{ company_id: string | number }[]>('company_id');
  if (pending.some((invitation) => Number(invitation.company_id) === actor.companyId)) {
    throw Boom.badRequest('There is already a pending invitation for this e-mail address.');
  }
  if (pending.length > 0) {
    throw Boom.locked('This person already has a pending invitation from another company.');
  }
  const recent = await transaction('invitations')
    .where({ company_id: actor.companyId })
    .whereRaw('lower(guest_email) = lower(?)', [guest])
    .whereRaw(`created_at > now() - ? * interval '1 second'`, [reinviteWaitSeconds])
    .first('id');
  if (recent) {
    throw Boom.tooManyRequests('This address was invited less than an hour ago. Please wait.');
  }
  const available = await lockAvailableLicences(transaction, actor.companyId);
  if (available <= 0) throw Boom.paymentRequired('Your company has no licences left.');
}

/**
 * POST /companies/invite: a pending invitation valid for 7 days and its e-mail, written to the
 * outbox in the same transaction. People without an account get a /register/{token} link, people
 * with one a /invitation/{companyName}/{token} link. Statuses: 400, 402, 403, 409, 423, 429.
 */
export async function inviteToCompany(
  database: Knex,
  principal: CompanyPrincipal,
  invitation: { guest: string; role: CompanyRole; lang: Language; asked?: ActingRole },
  publicUrl: string,
): Promise<InvitationRecord> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal, invitation.asked ?? 'manager');
    if (!mayInviteWithRole(actor.role, invitation.role)) {
      throw Boom.forbidden('Only a company administrator can invite another administrator.');
    }
    const guest = invitation.guest.toLowerCase();
    // One invitation decision per address at a time, whichever company sends it.
    await transaction.raw('select pg_advisory_xact_lock(hashtext(?))', [`invitation:${guest}`]);
    await settleInvitationsOf(transaction, guest);
    const guestState = await guestStateOf(transaction, guest);
    await assertMayInvite(transaction, actor, guest, guestState);

    const company = await transaction('companies')
      .where({ id: actor.companyId })
      .first<{ name: string; email: string }>('name', 'email');
    const host = actor.userId
      ? await transaction('users').where({ id: actor.userId }).first<{ name: string }>('name')
      : undefined;
    const token = await issueOneTimeToken(transaction, {
      purpose: 'invitation',
      email: guest,
      companyId: actor.companyId,
      expiresInSeconds: invitationValidSeconds,
      payload: { companyId: actor.companyId, role: invitation.role, lang: invitation.lang },
    });
    const tokenRow = await transaction('one_time_tokens')
      .where({ token_hash: hashSecret(token) })
      .first<{ id: number; expires_at: Date }>('id', 'expires_at');
    const inserted = await Invitation.query(transaction).insert({
      company_id: actor.companyId,
      host_user_id: actor.userId,
      guest_email: guest,
      role: invitation.role,
      lang: invitation.lang,
      one_time_token_id: tokenRow?.id ?? null,
      expires_at: tokenRow?.expires_at ?? new Date(Date.now() + invitationValidSeconds * 1000),
    });
    const path =
      guestState.userId === null
        ? `/register/${token}`
        : `/invitation/${encodeURIComponent(company.name)}/${token}`;
    await enqueueMail(transaction, {
      kind: 'invitation',
      to: guest,
      lang: invitation.lang,
      data: {
        companyName: company.name,
        inviterName: host?.name ?? company.email,
        link: buildLink(publicUrl, path),
        role: invitation.role,
      },
    });
    await recordCompanyChange(transaction, actor, {
      action: 'company.invitation_sent',
      target: guest,
      details: { role: invitation.role },
    });
    return readInvitation(transaction, inserted.id);
  });
}

/**
 * PATCH /invitations/update-invitation {guest}: a company administrator cancels the pending
 * invitation of that address; its link stops working at once. 404 when none is pending.
 */
export async function cancelInvitation(
  database: Knex,
  principal: CompanyPrincipal,
  cancellation: { guest: string },
): Promise<InvitationRecord> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal, 'admin');
    await settleInvitationsOf(transaction, cancellation.guest);
    const pending = await transaction('invitations')
      .where({ company_id: actor.companyId, status: 'pending' })
      .whereRaw('lower(guest_email) = lower(?)', [cancellation.guest])
      .forUpdate()
      .first<{ id: string | number; one_time_token_id: string | number | null } | undefined>(
        'id',
        'one_time_token_id',
      );
    if (!pending) throw Boom.notFound('There is no pending invitation for this e-mail address.');
    await Invitation.query(transaction)
      .findById(pending.id)
      .patch({ status: 'cancelled', cancelled_at: raw('now()') });
    if (pending.one_time_token_id !== null) {
      await expireOneTimeToken(transaction, Number(pending.one_time_token_id));
    }
    await recordCompanyChange(transaction, actor, {
      action: 'company.invitation_cancelled',
      target: cancellation.guest,
    });
    return readInvitation(transaction, Number(pending.id));
  });
}
