import type { ReminderKind } from '@facet/company-domain';
import type { Language } from '@facet/platform-kernel';
import { buildLink, enqueueMail } from '@facet/platform-mail';
import { hashSecret } from '@facet/platform-security';
import { expireOneTimeToken, issueOneTimeToken } from '@facet/session-api';
import type { Knex } from 'knex';
import { invitationLinkPath } from './invitation-links';
import type { CompanyPorts } from '../company-ports';

/** Who sent a reminder: the schedule, or a manager's or platform admin's hand. */
export type ReminderSender =
  { by: 'schedule' } | { by: 'manager'; userId: number } | { by: 'platformAdmin' };

/** The columns a reminder row records about its target. */
export type ReminderTarget =
  | { kind: 'invitation'; companyId: number; invitationId: number }
  | { kind: 'assessment'; companyId: number; sessionId: number; userId: number };

/** A step already recorded for the target is refused by the unique index, silently. */
export async function recordReminder(
  transaction: Knex.Transaction,
  target: ReminderTarget,
  step: number,
  sender: ReminderSender,
): Promise<boolean> {
  const inserted = await transaction('reminders')
    .insert({
      company_id: target.companyId,
      kind: target.kind satisfies ReminderKind,
      invitation_id: target.kind === 'invitation' ? target.invitationId : null,
      session_id: target.kind === 'assessment' ? target.sessionId : null,
      user_id: target.kind === 'assessment' ? target.userId : null,
      step,
      sent_by: sender.by,
      sent_by_user_id: sender.by === 'manager' ? sender.userId : null,
    })
    .onConflict()
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/** Takes back a step the sweep recorded for a target that no longer waits (see below). */
export async function withdrawReminder(
  transaction: Knex.Transaction,
  kind: ReminderKind,
  targetId: number,
  step: number,
): Promise<void> {
  await transaction('reminders')
    .where({ kind, step, [kind === 'invitation' ? 'invitation_id' : 'session_id']: targetId })
    .delete();
}

function formatDay(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * Writes an invitation reminder to the outbox. The stored link is only a hash, so the reminder
 * carries a fresh one-time token for the same invitation, valid until the invitation's own expiry;
 * the old link stops working, so one address never holds two live links to one invitation.
 * Answers false, writing nothing, when the old link was used meanwhile: its row is locked first,
 * as registration and acceptance lock it, so a reminder never follows an acceptance.
 */
export async function enqueueInvitationReminder(
  transaction: Knex.Transaction,
  invitationId: number,
  publicUrl: string,
): Promise<boolean> {
  const invitation = await transaction('invitations as i')
    .join('companies as c', 'c.id', 'i.company_id')
    .where('i.id', invitationId)
    .first<{
      company_id: number;
      company_name: string;
      guest_email: string;
      role: string;
      lang: Language;
      one_time_token_id: number | null;
      expires_at: Date;
      seconds_left: number;
      has_account: boolean;
    }>(
      'i.company_id',
      'c.name as company_name',
      'i.guest_email',
      'i.role',
      'i.lang',
      'i.one_time_token_id',
      'i.expires_at',
      transaction.raw('extract(epoch from i.expires_at - now())::float8 as seconds_left'),
      transaction.raw(
        'exists (select 1 from users u where lower(u.email) = lower(i.guest_email)) as has_account',
      ),
    );
  const companyId = Number(invitation.company_id);
  if (invitation.one_time_token_id !== null) {
    const link = await transaction('one_time_tokens')
      .where({ id: invitation.one_time_token_id })
      .forUpdate()
      .first('used_at');
    if (link?.used_at) return false;
    await expireOneTimeToken(transaction, Number(invitation.one_time_token_id));
  }
  const token = await issueOneTimeToken(transaction, {
    purpose: 'invitation',
    email: invitation.guest_email,
    companyId,
    expiresInSeconds: Math.max(1, Math.floor(invitation.seconds_left)),
    payload: { companyId, role: invitation.role, lang: invitation.lang },
  });
  const tokenRow = await transaction('one_time_tokens')
    .where({ token_hash: hashSecret(token) })
    .first('id');
  if (!tokenRow) throw new Error('The reminder link just issued was not stored.');
  await transaction('invitations')
    .where({ id: invitationId })
    .update({ one_time_token_id: tokenRow.id });
  const path = invitationLinkPath(
    { companyName: invitation.company_name, hasAccount: invitation.has_account },
    token,
  );
  await enqueueMail(transaction, {
    kind: 'invitation-reminder',
    to: invitation.guest_email,
    lang: invitation.lang,
    data: {
      companyName: invitation.company_name,
      link: buildLink(publicUrl, path),
      expiresOn: formatDay(new Date(invitation.expires_at), invitation.lang),
    },
  });
  return true;
}

/**
 * Writes an assessment reminder to the outbox, in the person's own language. The attempt's row is
 * locked first, as finishing it updates it: answers false, writing nothing, if it was finished
 * meanwhile.
 */
export async function enqueueAssessmentReminder(
  transaction: Knex.Transaction,
  ports: CompanyPorts,
  sessionId: number,
  publicUrl: string,
): Promise<boolean> {
  const person = await ports
    .storedAttempts(transaction)
    .join('users as u', 'u.id', 's.user_id')
    .join('companies as c', 'c.id', 's.company_id')
    .where('s.id', sessionId)
    .forUpdate('s')
    .first<{ status: string; email: string; name: string; lang: Language; company_name: string }>(
      's.status',
      'u.email',
      'u.name',
      'u.lang',
      'c.name as company_name',
    );
  if (person.status !== 'in_progress') return false;
  await enqueueMail(transaction, {
    kind: 'assessment-reminder',
    to: person.email,
    lang: person.lang,
    data: {
      companyName: person.company_name,
      name: person.name,
      link: buildLink(publicUrl, '/diagnostic'),
    },
  });
  return true;
}
