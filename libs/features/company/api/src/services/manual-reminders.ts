import {
  manualReminderWaitSeconds,
  companyProblems,
  type ReminderTargetRecord,
  type SendReminder,
} from '@facet/company-domain';
import { paginate, problem, type Page, type PageQuery } from '@facet/platform-http';
import type { Knex } from 'knex';
import { userContactOf } from '@facet/session-api';
import { Invitation } from '../models';
import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import {
  enqueueAssessmentReminder,
  enqueueInvitationReminder,
  recordReminder,
  type ReminderSender,
  type ReminderTarget,
} from './reminder-mail';
import type { CompanyPorts } from '../company-ports';
import { attemptOfMember, pendingInvitation, remindersSentTo } from './reminder-targets';

interface TargetRow {
  kind: 'invitation' | 'assessment';
  invitation_id: number | null;
  user_id: number | null;
  recipient: string;
  name: string | null;
  waiting_since: Date;
  reminders: number;
  last_reminded_at: Date | null;
}

function toReminderTargetRecord(row: TargetRow): ReminderTargetRecord {
  const about = {
    recipient: row.recipient,
    name: row.name,
    waiting_since: new Date(row.waiting_since).toISOString(),
    reminders: Number(row.reminders),
    last_reminded_at: row.last_reminded_at ? new Date(row.last_reminded_at).toISOString() : null,
  };
  return row.kind === 'invitation'
    ? { kind: 'invitation', invitation_id: Number(row.invitation_id), user_id: null, ...about }
    : { kind: 'assessment', invitation_id: null, user_id: Number(row.user_id), ...about };
}

/** The company's pending invitations and its members' unfinished assessments, with reminders. */
function remindableTargetsOf(
  transaction: Knex.Transaction,
  ports: CompanyPorts,
  companyId: number,
) {
  return transaction.raw(
    `select 'invitation' as kind, i.id as invitation_id, null::bigint as user_id,
            i.guest_email as recipient, null::text as name, i.created_at as waiting_since,
            coalesce(sent.count, 0) as reminders, sent.last_sent_at as last_reminded_at
       from invitations i ${remindersSentTo('invitation')}
      where i.company_id = ? and ${pendingInvitation}
     union all
     select 'assessment', null, s.user_id, u.email, u.name, s.last_active_at,
            coalesce(sent.count, 0), sent.last_sent_at
       from ? s join users u on u.id = s.user_id ${remindersSentTo('assessment')}
      where s.company_id = ? and ${attemptOfMember}`,
    [companyId, ports.openAttemptsActivity(transaction), companyId],
  );
}

/** GET /companies/reminders?page: who may be reminded, longest waiting first, with reminders. */
export async function listReminderTargets(
  database: Knex,
  ports: CompanyPorts,
  principal: CompanyPrincipal,
  query: PageQuery,
): Promise<Page<ReminderTargetRecord>> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const list = transaction
      .from(
        transaction.raw('(?) as targets', [
          remindableTargetsOf(transaction, ports, actor.companyId),
        ]),
      )
      .select('*')
      .orderBy([
        { column: 'waiting_since', order: 'asc' },
        { column: 'recipient', order: 'asc' },
      ]);
    const page = await paginate<TargetRow>(list, query);
    return { ...page, rows: page.rows.map(toReminderTargetRecord) };
  });
}

/** The target a manager names, if it may be reminded: 404 otherwise, never another company's. */
async function findRemindable(
  transaction: Knex.Transaction,
  ports: CompanyPorts,
  companyId: number,
  payload: SendReminder,
): Promise<{ target: ReminderTarget; recipient: string }> {
  if (payload.kind === 'invitation') {
    const invitation = await Invitation.query(transaction)
      .alias('i')
      .where({ 'i.id': payload.invitation_id, 'i.company_id': companyId })
      .whereRaw(pendingInvitation)
      .forUpdate()
      .select('i.id', 'i.guest_email')
      .first();
    if (!invitation) throw problem(companyProblems.noInvitationToRemind);
    return {
      target: { kind: 'invitation', companyId, invitationId: Number(invitation.id) },
      recipient: invitation.guest_email,
    };
  }
  // An unfinished attempt of a member (as attemptOfMember reads it), locked; the session
  // feature owns the e-mail it goes to.
  const member = await transaction('memberships')
    .where({ user_id: payload.user_id, company_id: companyId })
    .first('user_id');
  const sessionId =
    member && (await ports.lockOpenAttempt(transaction, { userId: payload.user_id, companyId }));
  const contact = sessionId && (await userContactOf(transaction, payload.user_id));
  if (!sessionId || !contact) throw problem(companyProblems.noAssessmentToRemind);
  return {
    target: {
      kind: 'assessment',
      companyId,
      sessionId,
      userId: payload.user_id,
    },
    recipient: contact.email,
  };
}

/**
 * POST /companies/send-reminder: one reminder now, recorded as the target's next step and
 * audited. The target's row is locked first, so two clicks cannot both pass the once-a-day
 * limit (429).
 */
export async function sendReminderNow(
  database: Knex,
  ports: CompanyPorts,
  principal: CompanyPrincipal,
  payload: SendReminder,
  publicUrl: string,
): Promise<ReminderTargetRecord> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const { target, recipient } = await findRemindable(
      transaction,
      ports,
      actor.companyId,
      payload,
    );
    const targetColumn = target.kind === 'invitation' ? 'invitation_id' : 'session_id';
    const targetId = target.kind === 'invitation' ? target.invitationId : target.sessionId;
    const remindersOfTarget = () =>
      transaction('reminders').where({ kind: target.kind, [targetColumn]: targetId });
    const [sent, recentByHand] = await Promise.all([
      remindersOfTarget().count({ count: '*' }).first(),
      remindersOfTarget()
        .whereNot({ sent_by: 'schedule' })
        .where(
          'sent_at',
          '>',
          transaction.raw(`now() - ? * interval '1 second'`, [manualReminderWaitSeconds]),
        )
        .first('id'),
    ]);
    if (recentByHand) throw problem(companyProblems.remindedRecently);
    const sender: ReminderSender =
      actor.userId === null ? { by: 'platformAdmin' } : { by: 'manager', userId: actor.userId };
    // A sweep that recorded this step a moment ago has mailed it: the person hears once.
    if (await recordReminder(transaction, target, Number(sent?.count ?? 0) + 1, sender)) {
      const mailed =
        target.kind === 'invitation'
          ? await enqueueInvitationReminder(transaction, target.invitationId, publicUrl)
          : await enqueueAssessmentReminder(transaction, ports, target.sessionId, publicUrl);
      if (!mailed) throw problem(companyProblems.nothingToRemind);
    }
    await recordCompanyChange(transaction, actor, {
      action: 'company.reminder_sent',
      target: recipient,
      details: { kind: target.kind },
    });
    const listed = await transaction
      .from(
        transaction.raw('(?) as targets', [
          remindableTargetsOf(transaction, ports, actor.companyId),
        ]),
      )
      .where(
        target.kind === 'invitation' ? 'invitation_id' : 'user_id',
        target.kind === 'invitation' ? target.invitationId : target.userId,
      )
      .where('kind', target.kind)
      .first<TargetRow>();
    return toReminderTargetRecord(listed);
  });
}
