import {
  invitationRefusal,
  invitationRefusals,
  invitationValidSeconds,
  reinviteWaitSeconds,
  companyProblems,
  type InvitationRecord,
  type InvitationRefusal,
  type InviteeFacts,
} from '@facet/company-domain';
import { paginate, type Page, type PageQuery, problem } from '@facet/platform-http';
import { companyLogoPath, type CompanyRole, type Language } from '@facet/platform-kernel';
import { searchKeyFunction } from '@facet/platform-db';
import { buildLink, enqueueMail } from '@facet/platform-mail';
import { hashSecret } from '@facet/platform-security';
import { expireOneTimeToken, issueOneTimeToken } from '@facet/session-api';
import type Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { raw } from 'objection';
import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { Invitation } from '../models';
import type { InvitationPositionPorts } from '../company-ports';
import { invitationLinkPath } from './invitation-links';
import { invitablePosition, type InvitedPosition } from './invitation-positions';
import { remindersSentTo } from './reminder-targets';
import { lockLicenceCounts } from './licences';

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
  | 'assign_licence'
  | 'position_id'
> & {
  host: string;
  host_name: string | null;
  reminders: number;
  last_reminded_at: Date | null;
};

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
    .joinRaw(remindersSentTo('invitation'))
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
      'i.assign_licence',
      'i.position_id',
      transaction.raw('coalesce(sent.count, 0) as reminders'),
      'sent.last_sent_at as last_reminded_at',
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
    assignLicense: row.assign_licence,
    position_id: row.position_id === null ? null : Number(row.position_id),
    reminders: Number(row.reminders),
    last_reminded_at: row.last_reminded_at ? new Date(row.last_reminded_at).toISOString() : null,
  };
}

const pipelineStatusOfInvitation = `case ${effectiveStatus}
  when 'pending' then 'invited' when 'rejected' then 'declined' else ${effectiveStatus} end`;

/**
 * The company's unaccepted invitations as rows of the people pipeline (issue 41, D62), in the
 * columns the pipeline unites with its members: an accepted one is the member it became. Published
 * for the profiles feature, which serves the pipeline with its fits.
 */
export function pipelineInvitationsOf(transaction: Knex.Transaction, companyId: number) {
  return transaction('invitations as i')
    .leftJoin('one_time_tokens as t', 't.id', 'i.one_time_token_id')
    .joinRaw(remindersSentTo('invitation'))
    .where('i.company_id', companyId)
    .whereRaw(`${effectiveStatus} <> 'accepted'`)
    .select(
      transaction.raw(`'invitation' as kind`),
      transaction.raw('null::bigint as user_id'),
      'i.id as invitation_id',
      transaction.raw('null::text as name'),
      'i.guest_email as email',
      'i.role',
      transaction.raw(`${pipelineStatusOfInvitation} as status`),
      transaction.raw('null::bigint as session_id'),
      transaction.raw('null::bigint as result_id'),
      transaction.raw('null::timestamptz as finished_at'),
      'i.created_at as since',
      transaction.raw('coalesce(sent.count, 0) as reminders'),
      'sent.last_sent_at as last_reminded_at',
      transaction.raw(`${searchKeyFunction}(i.guest_email) as search_key`),
    );
}

/** Writes the effective status of these addresses' pending invitations, before rules read them. */
export async function settleInvitationsOf(
  transaction: Knex.Transaction,
  emails: readonly string[],
): Promise<void> {
  const lowered = emails.map((email) => email.toLowerCase());
  await transaction.raw(
    `update invitations i
        set status = 'accepted', accepted_at = t.used_at
       from one_time_tokens t
      where t.id = i.one_time_token_id and i.status = 'pending' and t.used_at is not null
        and lower(i.guest_email) = any(?::text[])`,
    [lowered],
  );
  await transaction('invitations')
    .where({ status: 'pending' })
    .where('expires_at', '<=', transaction.fn.now())
    .whereRaw('lower(guest_email) = any(?::text[])', [lowered])
    .update({ status: 'expired' });
}

/**
 * One decision per address at a time, whichever company invites it. A file's addresses are
 * locked in sorted order (unnest reads the array in order), so two files sharing addresses queue
 * instead of deadlocking.
 */
export async function lockInvitationAddresses(
  transaction: Knex.Transaction,
  emails: readonly string[],
): Promise<void> {
  const sorted = [...new Set(emails.map((email) => email.toLowerCase()))].sort();
  if (sorted.length === 0) return;
  await transaction.raw(
    `select count(pg_advisory_xact_lock(hashtext('invitation:' || address)))
       from unnest(?::text[]) as locked(address)`,
    [sorted],
  );
}

/**
 * What `invitationRefusal` needs to know of each address, in one query for all of them, keyed by
 * the address in lower case. "Pending" is the status people see (`effectiveStatus`), so a
 * preview needs no `settleInvitationsOf`; a send still settles before it inserts.
 */
export async function inviteeFactsOf(
  transaction: Knex.Transaction,
  companyId: number,
  emails: readonly string[],
): Promise<Map<string, InviteeFacts>> {
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  const { rows } = await transaction.raw<{
    rows: {
      address: string;
      user_id: number | null;
      member_company_id: number | null;
      member_role: CompanyRole | null;
      pending_company_ids: (string | number)[];
      invited_here_recently: boolean;
    }[];
  }>(
    `select a.address, u.id as user_id, m.company_id as member_company_id, m.role as member_role,
            array(select distinct i.company_id from invitations i
                   where lower(i.guest_email) = a.address and i.status = 'pending'
                     and i.expires_at > now()
                     and not exists (select 1 from one_time_tokens t
                                      where t.id = i.one_time_token_id and t.used_at is not null))
              as pending_company_ids,
            exists(select 1 from invitations i
                    where i.company_id = ? and lower(i.guest_email) = a.address
                      and i.created_at > now() - ? * interval '1 second')
              as invited_here_recently
       from unnest(?::text[]) as a(address)
       left join users u on lower(u.email) = a.address
       left join memberships m on m.user_id = u.id`,
    [companyId, reinviteWaitSeconds, lowered],
  );
  return new Map(
    rows.map((row) => [
      row.address,
      {
        userId: row.user_id === null ? null : Number(row.user_id),
        membership:
          row.member_company_id === null || row.member_role === null
            ? null
            : { companyId: Number(row.member_company_id), role: row.member_role },
        pendingCompanyIds: row.pending_company_ids.map(Number),
        invitedHereRecently: row.invited_here_recently,
      },
    ]),
  );
}

function refusalError(refusal: InvitationRefusal): Boom.Boom {
  return problem(invitationRefusals[refusal]);
}

/** What every invitation of one company in one transaction says about who sent it. */
export interface InvitationSender {
  actor: CompanyActor;
  company: { name: string; email: string };
  /** The company's welcome line and PNG logo key, which its invitation mail carries. */
  branding: { welcomeLine: string | null; pngLogoKey: string | null };
  /** A person's name, or the company's e-mail when a platform admin sends it. */
  inviterName: string;
}

export async function invitationSenderOf(
  transaction: Knex.Transaction,
  actor: CompanyActor,
): Promise<InvitationSender> {
  const company = await transaction('companies')
    .where({ id: actor.companyId })
    .first('name', 'email');
  // The actor's membership holds the company (a foreign key), so it is there.
  if (!company) throw new Error(`Company ${actor.companyId} of the actor does not exist.`);
  const host = actor.userId
    ? await transaction('users').where({ id: actor.userId }).first('name')
    : undefined;
  const branding = await transaction('company_branding')
    .where({ company_id: actor.companyId })
    .first('welcome_line', 'logo_key', 'logo_type');
  return {
    actor,
    company,
    inviterName: host?.name ?? company.email,
    branding: {
      welcomeLine: branding?.welcome_line ?? null,
      pngLogoKey: branding?.logo_type === 'image/png' ? branding.logo_key : null,
    },
  };
}

/**
 * A pending invitation valid for 7 days and its e-mail, written to the outbox in the caller's
 * transaction (never sent inline), with its audit entry; the link is `invitationLinkPath`'s. The
 * caller holds the address's lock and has found no refusal.
 */
export async function createInvitation(
  transaction: Knex.Transaction,
  sender: InvitationSender,
  invitation: {
    guest: string;
    role: CompanyRole;
    lang: Language;
    hasAccount: boolean;
    /** The invitation holds a licence and assigns it on acceptance (docs/decisions.md D61). */
    assignLicence: boolean;
    /** The invitee's name, when known, for the mail's greeting; it is not stored elsewhere. */
    name?: string;
    /** The position accepting it applies to (D95); such an invitation holds no licence. */
    position?: InvitedPosition;
    /** Sent from an invitation file: the position's application then says `file`. */
    fromFile?: boolean;
  },
  publicUrl: string,
): Promise<number> {
  const { actor, company, inviterName, branding } = sender;
  const { guest, role, lang, name } = invitation;
  const token = await issueOneTimeToken(transaction, {
    purpose: 'invitation',
    email: guest,
    companyId: actor.companyId,
    expiresInSeconds: invitationValidSeconds,
    payload: { companyId: actor.companyId, role, lang },
  });
  const tokenRow = await transaction('one_time_tokens')
    .where({ token_hash: hashSecret(token) })
    .first('id', 'expires_at');
  const inserted = await Invitation.query(transaction).insert({
    company_id: actor.companyId,
    host_user_id: actor.userId,
    guest_email: guest,
    role,
    lang,
    assign_licence: invitation.assignLicence,
    position_id: invitation.position?.id ?? null,
    from_file: invitation.fromFile ?? false,
    one_time_token_id: tokenRow?.id ?? null,
    expires_at: tokenRow?.expires_at ?? new Date(Date.now() + invitationValidSeconds * 1000),
  });
  const path = invitationLinkPath(
    { companyName: company.name, hasAccount: invitation.hasAccount },
    token,
  );
  await enqueueMail(transaction, {
    kind: 'invitation',
    to: guest,
    lang,
    data: {
      ...(name && { name }),
      companyName: company.name,
      inviterName,
      link: buildLink(publicUrl, path),
      role,
      ...(branding.welcomeLine && { welcomeLine: branding.welcomeLine }),
      ...(invitation.position && { positionName: invitation.position.name }),
      ...(branding.pngLogoKey && {
        logoUrl: buildLink(publicUrl, companyLogoPath(branding.pngLogoKey)),
      }),
    },
  });
  await recordCompanyChange(transaction, actor, {
    action: 'company.invitation_sent',
    target: guest,
    details: {
      role,
      assignLicence: invitation.assignLicence,
      ...(invitation.position && {
        position_id: invitation.position.id,
        position: invitation.position.name,
      }),
    },
  });
  return inserted.id;
}

/**
 * GET /invitations/get-invitation?page: newest first. An empty list is an empty page (200), not
 * a 404, so the screen shows its empty state instead of an error (docs/decisions.md).
 */
export async function listInvitations(
  database: Knex,
  principal: CompanyPrincipal,
  query: PageQuery,
): Promise<Page<InvitationRecord>> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
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

/**
 * Checks, under the company row's lock, that `invitations` more invitations fit: an available
 * licence for each of them that assigns one (402; a pending invitation holds its licence, so
 * invitations sent side by side cannot promise more than the company has) and room under the
 * company's invitation mails of the last 24 hours (429). Concurrent sends queue on the lock and
 * each sees the invitations the one before it wrote.
 */
export async function reserveForInvitations(
  transaction: Knex.Transaction,
  companyId: number,
  { invitations, assignLicence }: { invitations: number; assignLicence: boolean },
  mailsPerDay: number,
): Promise<void> {
  const { available } = await lockLicenceCounts(transaction, companyId);
  if (assignLicence && invitations > available) {
    throw invitations === 1
      ? problem(invitationRefusals.noLicences)
      : problem(companyProblems.fileNeedsLicences, { invitations, available });
  }
  const [sent] = await transaction('invitations')
    .where('company_id', companyId)
    .where('created_at', '>', transaction.raw("now() - interval '1 day'"))
    .count<{ count: string }[]>({ count: '*' });
  const mailsLeft = Math.max(0, mailsPerDay - Number(sent?.count ?? 0));
  if (invitations > mailsLeft) {
    throw invitations === 1 || mailsLeft === 0
      ? problem(invitationRefusals.mailCapReached)
      : problem(companyProblems.fileOverMailCap, { invitations, mailsLeft });
  }
}

async function readInvitation(
  transaction: Knex.Transaction,
  id: number,
): Promise<InvitationRecord> {
  const row = await invitationsOf(transaction).where('i.id', id).first<InvitationRow>();
  return toInvitationRecord(row);
}

/**
 * POST /companies/invite: one invitation, refused with the status of its `invitationRefusal`
 * (400, 403, 409, 423, 429) or, when it assigns a licence, 402 when none is available. One naming
 * a position is refused unless the position is the company's and takes applicants now (404, 409),
 * and holds no licence: the place its acceptance takes is the licence (D95).
 */
export async function inviteToCompany(
  database: Knex,
  principal: CompanyPrincipal,
  invitation: {
    guest: string;
    role: CompanyRole;
    lang: Language;
    assignLicence: boolean;
    positionId?: number;
  },
  publicUrl: string,
  { mailsPerDay, positions }: { mailsPerDay: number; positions: InvitationPositionPorts },
): Promise<InvitationRecord> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const guest = invitation.guest.toLowerCase();
    await lockInvitationAddresses(transaction, [guest]);
    await settleInvitationsOf(transaction, [guest]);
    const facts = (await inviteeFactsOf(transaction, actor.companyId, [guest])).get(guest)!;
    const refusal = invitationRefusal(
      { companyId: actor.companyId, inviterRole: actor.role, role: invitation.role },
      facts,
    );
    if (refusal) throw refusalError(refusal);
    const position =
      invitation.positionId === undefined
        ? undefined
        : await invitablePosition(positions, transaction, actor.companyId, invitation.positionId);
    const assignLicence = position ? false : invitation.assignLicence;
    await reserveForInvitations(
      transaction,
      actor.companyId,
      { invitations: 1, assignLicence },
      mailsPerDay,
    );
    const id = await createInvitation(
      transaction,
      await invitationSenderOf(transaction, actor),
      {
        guest,
        role: invitation.role,
        lang: invitation.lang,
        hasAccount: facts.userId !== null,
        assignLicence,
        position,
      },
      publicUrl,
    );
    return readInvitation(transaction, id);
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
    const actor = await resolveCompanyActor(transaction, principal);
    await settleInvitationsOf(transaction, [cancellation.guest]);
    const pending = await transaction('invitations')
      .where({ company_id: actor.companyId, status: 'pending' })
      .whereRaw('lower(guest_email) = lower(?)', [cancellation.guest])
      .forUpdate()
      .first('id', 'one_time_token_id');
    if (!pending) throw problem(companyProblems.noPendingInvitation);
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
