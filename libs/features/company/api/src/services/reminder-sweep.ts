import type { Knex } from 'knex';
import type { ScheduledMailJob } from '@facet/platform-mail';
import type { Logger } from 'pino';
import { effectiveReminderSettings } from './reminder-settings';
import {
  enqueueAssessmentReminder,
  enqueueInvitationReminder,
  withdrawReminder,
} from './reminder-mail';
import type { CompanyPorts } from '../company-ports';
import { attemptOfMember, pendingInvitation, remindersSentTo } from './reminder-targets';

/** Targets reminded per transaction: a sweep of many companies commits as it goes. */
const sweepBatchSize = 50;

/**
 * Step k of a target is due once its reference time (invitation sent, assessment last touched)
 * is `days × k` days old, fewer than `times` reminders went, and none went in the last `days`
 * days (a reminder sent by hand counts as a step). Every time is the database's, so a test moves
 * the clock by moving the stored timestamps back.
 */
const dueStep = (reference: string) => `coalesce(sent.count, 0) < settings.times
  and ${reference} <= now() - make_interval(days => settings.days_after * (coalesce(sent.count, 0) + 1))
  and (sent.last_sent_at is null
       or sent.last_sent_at <= now() - make_interval(days => settings.days_after))`;

/**
 * Records the next step of up to one batch of due invitations; the unique index turns a step
 * another sweep recorded first into nothing (it waits for that sweep's commit, then skips).
 */
/** A step recorded: which target (invitation or attempt) and its number. */
interface RecordedStep {
  target_id: number;
  step: number;
}

async function recordDueInvitationSteps(transaction: Knex.Transaction): Promise<RecordedStep[]> {
  const { rows } = await transaction.raw<{ rows: RecordedStep[] }>(
    `with settings as (${effectiveReminderSettings(transaction).toQuery()}),
          due as (
            select i.company_id, i.id as invitation_id, coalesce(sent.count, 0) + 1 as step
              from invitations i
              join settings on settings.company_id = i.company_id and settings.enabled
              ${remindersSentTo('invitation')}
             where ${pendingInvitation} and ${dueStep('i.created_at')}
             order by i.id
             limit ?)
     insert into reminders (company_id, kind, invitation_id, step, sent_by)
     select company_id, 'invitation', invitation_id, step, 'schedule' from due
     on conflict do nothing
     returning invitation_id as target_id, step`,
    [sweepBatchSize],
  );
  return rows;
}

async function recordDueAssessmentSteps(
  transaction: Knex.Transaction,
  ports: CompanyPorts,
): Promise<RecordedStep[]> {
  const { rows } = await transaction.raw<{ rows: RecordedStep[] }>(
    `with settings as (${effectiveReminderSettings(transaction).toQuery()}),
          due as (
            select s.company_id, s.id as session_id, s.user_id, coalesce(sent.count, 0) + 1 as step
              from ? s
              join settings on settings.company_id = s.company_id and settings.enabled
              ${remindersSentTo('assessment')}
             where ${attemptOfMember} and ${dueStep('s.last_active_at')}
             order by s.id
             limit ?)
     insert into reminders (company_id, kind, session_id, user_id, step, sent_by)
     select company_id, 'assessment', session_id, user_id, step, 'schedule' from due
     on conflict do nothing
     returning session_id as target_id, step`,
    [ports.openAttemptsActivity(transaction), sweepBatchSize],
  );
  return rows;
}

/**
 * Sends every reminder due now: each batch records its steps and writes their mail to the outbox
 * in one transaction, so a step is either recorded and mailed or neither. Answers how many went.
 */
export async function sweepReminders(
  database: Knex,
  ports: CompanyPorts,
  publicUrl: string,
): Promise<{ invitations: number; assessments: number }> {
  const sent = { invitations: 0, assessments: 0 };
  for (;;) {
    const batch = await database.transaction(async (transaction) => {
      const mailed = { invitations: 0, assessments: 0, recorded: 0 };
      const invitationSteps = await recordDueInvitationSteps(transaction);
      for (const { target_id, step } of invitationSteps) {
        if (await enqueueInvitationReminder(transaction, Number(target_id), publicUrl)) {
          mailed.invitations += 1;
        } else {
          await withdrawReminder(transaction, 'invitation', Number(target_id), step);
        }
      }
      const assessmentSteps = await recordDueAssessmentSteps(transaction, ports);
      for (const { target_id, step } of assessmentSteps) {
        if (await enqueueAssessmentReminder(transaction, ports, Number(target_id), publicUrl)) {
          mailed.assessments += 1;
        } else {
          await withdrawReminder(transaction, 'assessment', Number(target_id), step);
        }
      }
      mailed.recorded = Math.max(invitationSteps.length, assessmentSteps.length);
      return mailed;
    });
    sent.invitations += batch.invitations;
    sent.assessments += batch.assessments;
    if (batch.recorded < sweepBatchSize) return sent;
  }
}

/**
 * The reminder sweep as the mail worker's scheduled job (pg-boss, DESIGN §7): at start and then
 * every `everySeconds`. Several processes sweeping at once still send each step once (the unique
 * index). What it reads of the attempts comes in `ports`, as the company plugin's does.
 */
export function reminderSweepJob(options: {
  database: Knex;
  ports: CompanyPorts;
  publicUrl: string;
  everySeconds: number;
  logger: Pick<Logger, 'info'>;
}): ScheduledMailJob {
  return {
    name: 'reminder-sweep',
    everySeconds: options.everySeconds,
    run: async () => {
      const sent = await sweepReminders(options.database, options.ports, options.publicUrl);
      if (sent.invitations + sent.assessments > 0) options.logger.info({ sent }, 'Reminders sent');
    },
  };
}
