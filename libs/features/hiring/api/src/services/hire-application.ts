import { hiringProblems, type HiredApplicationAnswer } from '@facet/hiring-domain';
import { problem } from '@facet/platform-http';
import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import type { Knex } from 'knex';
import type { CandidateRetentionPorts } from '../candidate-retention-ports';

/**
 * POST /api/hiring/applications/{id}/hire (managers): the company hired the applicant, which
 * stops their retention clock with it for good (D91). A person in no company joins it as an
 * employee, and its candidate member becomes one; a member of another company stays theirs.
 * Hiring twice answers the first hire. Another company's application is 404.
 */
export async function hireApplication(
  database: Knex,
  ports: Pick<CandidateRetentionPorts, 'membershipWithCompany' | 'addMember' | 'changeMemberRole'>,
  principal: CompanyPrincipal,
  applicationId: number,
): Promise<HiredApplicationAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const application: { user_id: number; hired_at: Date | null } | undefined = await transaction(
      'applications',
    )
      .where({ id: applicationId, company_id: actor.companyId })
      .forUpdate()
      .first('user_id', 'hired_at');
    if (!application) throw problem(hiringProblems.applicationNotFound);
    const userId = Number(application.user_id);
    if (application.hired_at) {
      const hiredAt = new Date(application.hired_at).toISOString();
      return { application: { id: applicationId, hiredAt, joinedAsEmployee: false } };
    }
    // The retention sweep takes the same lock before it reads a clock, so it never erases a
    // person being hired.
    await transaction.raw('select pg_advisory_xact_lock(?, ?)', [actor.companyId, userId]);
    const [hired]: { hired_at: Date }[] = await transaction('applications')
      .where({ id: applicationId })
      .update({ hired_at: transaction.fn.now() })
      .returning('hired_at');
    const membership = await ports.membershipWithCompany(transaction, userId);
    let joinedAsEmployee = false;
    if (!membership) {
      await ports.addMember(transaction, { userId, companyId: actor.companyId, role: 'employee' });
      joinedAsEmployee = true;
    } else if (
      Number(membership.company_id) === actor.companyId &&
      membership.role === 'candidate'
    ) {
      await ports.changeMemberRole(transaction, { userId, companyId: actor.companyId }, 'employee');
      joinedAsEmployee = true;
    }
    await recordCompanyChange(transaction, actor, {
      action: 'hiring.candidate_hired',
      target: `application #${applicationId}`,
      subjectUserId: userId,
      details: { applicationId, joinedAsEmployee },
    });
    return {
      application: {
        id: applicationId,
        hiredAt: new Date(hired!.hired_at).toISOString(),
        joinedAsEmployee,
      },
    };
  });
}
