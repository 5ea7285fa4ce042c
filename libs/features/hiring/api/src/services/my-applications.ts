import {
  hiringProblems,
  retentionEndOf,
  type ApplicationSource,
  type ApplicationStatus,
  type MyApplicationsAnswer,
} from '@facet/hiring-domain';
import { recordAudit } from '@facet/platform-db';
import { problem } from '@facet/platform-http';
import type { Knex } from 'knex';
import type { CandidateRetentionPorts } from '../candidate-retention-ports';
import { eraseCompanyCopyOf } from './company-copy-erasure';
import { candidateRetentionMonthsOf } from './hiring-settings';

interface ApplicationRow {
  id: string | number;
  company_id: string | number;
  position_id: string | number;
  position_name: string;
  source: ApplicationSource;
  status: ApplicationStatus;
  applied_at: Date;
  submitted_at: Date | null;
  hired_at: Date | null;
}

const iso = (moment: Date | null) => (moment ? new Date(moment).toISOString() : null);

/** GET /api/hiring/my-applications: the person's applications, with every company, newest first. */
export async function listMyApplications(
  database: Knex,
  ports: Pick<CandidateRetentionPorts, 'companyNameOf'>,
  userId: number,
): Promise<MyApplicationsAnswer> {
  return database.transaction(async (transaction) => {
    const rows: ApplicationRow[] = await transaction('applications as a')
      .join('positions as p', 'p.id', 'a.position_id')
      .where('a.user_id', userId)
      .orderBy([
        { column: 'a.applied_at', order: 'desc' },
        { column: 'a.id', order: 'desc' },
      ])
      .select(
        'a.id',
        'a.company_id',
        'a.position_id',
        'p.name as position_name',
        'a.source',
        'a.status',
        'a.applied_at',
        'a.submitted_at',
        'a.hired_at',
      );
    const companies = new Map<number, { name: string; months: number }>();
    for (const companyId of new Set(rows.map((row) => Number(row.company_id)))) {
      companies.set(companyId, {
        name: await ports.companyNameOf(transaction, companyId),
        months: await candidateRetentionMonthsOf(transaction, companyId),
      });
    }
    return {
      applications: rows.map((row) => {
        const company = companies.get(Number(row.company_id))!;
        return {
          id: Number(row.id),
          positionName: row.position_name,
          companyName: company.name,
          source: row.source,
          status: row.status,
          appliedAt: iso(row.applied_at)!,
          submittedAt: iso(row.submitted_at),
          hiredAt: iso(row.hired_at),
          keptUntil: row.hired_at
            ? null
            : retentionEndOf(new Date(row.applied_at), company.months).toISOString(),
        };
      }),
    };
  });
}

/**
 * POST /api/hiring/my-applications/{id}/withdraw: the applicant withdraws, and the company's copy
 * of them goes at once through the registry (D91), with an entry in the company's trail. A person
 * who works for that company (a member other than a candidate) withdraws the application only:
 * their attempts and results there are an employee's. Another person's application is 404.
 */
export async function withdrawMyApplication(
  database: Knex,
  ports: Pick<
    CandidateRetentionPorts,
    'membershipWithCompany' | 'personalDataRegistry' | 'userMailContactOf'
  >,
  userId: number,
  applicationId: number,
): Promise<void> {
  await database.transaction(async (transaction) => {
    const application: { company_id: number; position_id: number } | undefined = await transaction(
      'applications',
    )
      .where({ id: applicationId, user_id: userId })
      .forUpdate()
      .first('company_id', 'position_id');
    if (!application) throw problem(hiringProblems.applicationNotFound);
    const companyId = Number(application.company_id);
    await transaction.raw('select pg_advisory_xact_lock(?, ?)', [companyId, userId]);
    const membership = await ports.membershipWithCompany(transaction, userId);
    const worksThere =
      membership !== undefined &&
      Number(membership.company_id) === companyId &&
      membership.role !== 'candidate';
    const pseudonym = worksThere
      ? undefined
      : await eraseCompanyCopyOf(transaction, ports, { userId, companyId });
    if (worksThere) await transaction('applications').where({ id: applicationId }).delete();
    await recordAudit(transaction, {
      actor: { kind: 'user', id: userId },
      action: 'hiring.application_withdrawn',
      companyId,
      subjectUserId: userId,
      details: {
        applicationId,
        positionId: Number(application.position_id),
        erased: worksThere ? 'application' : 'company_copy',
        ...(pseudonym ? { pseudonym } : {}),
      },
    });
  });
}
