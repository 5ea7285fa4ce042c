import { retentionNoticeDays } from '@facet/hiring-domain';
import { recordAudit } from '@facet/platform-db';
import { buildLink, enqueueMail, type ScheduledMailJob } from '@facet/platform-mail';
import type { Language } from '@facet/platform-kernel';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { CandidateRetentionPorts } from '../candidate-retention-ports';
import { candidateClocks, type CandidateClock } from './candidate-clocks';
import { eraseCompanyCopyOf } from './company-copy-erasure';

/** The account page's tab where a person lists and withdraws their applications. */
export const myApplicationsPath = '/account?tab=applications';

const dayInMilliseconds = 24 * 60 * 60 * 1000;

function formatDay(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * Mails the candidate the notice of the end `clock` runs to and records it, with its audit entry,
 * in one transaction; a clock that moved or stopped meanwhile (read again, locked) mails nothing.
 */
async function sendNotice(
  database: Knex,
  ports: CandidateRetentionPorts,
  clock: CandidateClock,
  publicUrl: string,
): Promise<boolean> {
  return database.transaction(async (transaction) => {
    await transaction.raw('select pg_advisory_xact_lock(?, ?)', [clock.companyId, clock.userId]);
    const [current] = await candidateClocks(transaction, ports, clock);
    if (!current || current.endsAt.getTime() !== clock.endsAt.getTime()) return false;
    if (current.noticedEndsAt?.getTime() === current.endsAt.getTime()) return false;
    const contact = await ports.userMailContactOf(transaction, clock.userId);
    if (!contact) return false;
    const companyName = await ports.companyNameOf(transaction, clock.companyId);
    await enqueueMail(transaction, {
      kind: 'candidate-retention-notice',
      to: contact.email,
      lang: contact.lang,
      data: {
        name: contact.name,
        companyName,
        erasesOn: formatDay(clock.endsAt, contact.lang),
        months: String(clock.months),
        link: buildLink(publicUrl, myApplicationsPath),
      },
    });
    await transaction('candidate_retention_notices')
      .insert({
        company_id: clock.companyId,
        user_id: clock.userId,
        ends_at: clock.endsAt,
        noticed_at: transaction.fn.now(),
      })
      .onConflict(['company_id', 'user_id'])
      .merge();
    await recordAudit(transaction, {
      actor: { kind: 'system', id: null },
      action: 'hiring.retention_notice_sent',
      companyId: clock.companyId,
      subjectUserId: clock.userId,
      details: { erasesAt: clock.endsAt.toISOString(), months: clock.months },
    });
    return true;
  });
}

/**
 * Erases the company's copy of a candidate whose clock ended, in one transaction per person,
 * with its audit entry; one hired meanwhile, or whose clock moved past `now`, is left.
 */
async function eraseExpired(
  database: Knex,
  ports: CandidateRetentionPorts,
  clock: CandidateClock,
  now: Date,
): Promise<boolean> {
  return database.transaction(async (transaction) => {
    await transaction.raw('select pg_advisory_xact_lock(?, ?)', [clock.companyId, clock.userId]);
    const [current] = await candidateClocks(transaction, ports, { ...clock, endingBy: now });
    if (!current) return false;
    const pseudonym = await eraseCompanyCopyOf(transaction, ports, clock);
    if (!pseudonym) return false;
    // The entry names the person by account id only, as the erased entries are left.
    await recordAudit(transaction, {
      actor: { kind: 'system', id: null },
      action: 'hiring.candidate_data_erased',
      companyId: clock.companyId,
      subjectUserId: clock.userId,
      details: {
        reason: 'retention',
        months: current.months,
        endedAt: current.endsAt.toISOString(),
        pseudonym,
      },
    });
    return true;
  });
}

/**
 * The retention sweep (D91): mails each candidate whose clock ends within a week the notice of
 * it, once per end, and erases the company's copy of each candidate whose clock has ended. `now`
 * is the sweep's clock (tests move it); the stored times are compared with it.
 */
export async function sweepCandidateRetention(
  database: Knex,
  options: { ports: CandidateRetentionPorts; publicUrl: string; now?: Date },
): Promise<{ noticesSent: number; erased: number }> {
  const now = options.now ?? new Date();
  const done = { noticesSent: 0, erased: 0 };
  const noticeHorizon = new Date(now.getTime() + retentionNoticeDays * dayInMilliseconds);
  const due = await candidateClocks(database, options.ports, { endingBy: noticeHorizon });
  for (const clock of due) {
    if (clock.endsAt <= now) {
      // An end reached without a notice (a shorter period chosen since) still erases: keeping the
      // data longer than the company said is the harm the period is there to prevent.
      if (await eraseExpired(database, options.ports, clock, now)) done.erased += 1;
    } else if (clock.noticedEndsAt?.getTime() !== clock.endsAt.getTime()) {
      if (await sendNotice(database, options.ports, clock, options.publicUrl)) {
        done.noticesSent += 1;
      }
    }
  }
  return done;
}

/** The retention sweep as the mail worker's scheduled job, next to the reminder sweep. */
export function candidateRetentionJob(options: {
  database: Knex;
  ports: CandidateRetentionPorts;
  publicUrl: string;
  everySeconds: number;
  logger: Pick<Logger, 'info'>;
}): ScheduledMailJob {
  return {
    name: 'candidate-retention-sweep',
    everySeconds: options.everySeconds,
    run: async () => {
      const done = await sweepCandidateRetention(options.database, options);
      if (done.noticesSent + done.erased > 0) {
        options.logger.info({ done }, 'Candidate retention sweep');
      }
    },
  };
}
