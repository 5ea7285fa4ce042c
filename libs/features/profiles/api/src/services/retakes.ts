import { companyResults, markRetakeGranted } from '@facet/assessment-api';
import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { problem } from '@facet/platform-http';
import { profilesProblems, type RetakeGrantAnswer } from '@facet/profiles-domain';
import type { Knex } from 'knex';
import { findCompanyEmployee } from './employee-results';
import type { ProfilesPorts } from '../profiles-ports';

/**
 * PATCH /companies/grant-retake {result_id, email}: lets the person take the assessment once more
 * without a new licence, once per invalid result, by setting the licence state to inProgress, the
 * state a licence already taken leaves (the launch then opens an attempt without taking one).
 */
export async function grantRetake(
  ports: Pick<ProfilesPorts, 'lockMembership' | 'grantRetakeLicence'>,
  database: Knex,
  principal: CompanyPrincipal,
  grant: { result_id: number; email: string },
): Promise<RetakeGrantAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const employee = await findCompanyEmployee(transaction, actor.companyId, grant.email);
    const membership = await ports.lockMembership(transaction, employee.userId);
    const results = await companyResults(transaction, actor.companyId)
      .where('user_id', employee.userId)
      .orderBy('number', 'desc')
      .forUpdate()
      .select('id', 'number', 'validity', 'retake_granted_at');
    const result = results.find((row) => Number(row.id) === grant.result_id);
    if (!result) throw problem(profilesProblems.resultNotFound);
    if (result.validity?.status !== 'invalid') throw problem(profilesProblems.retakeNotInvalid);
    if (result.retake_granted_at) throw problem(profilesProblems.retakeAlreadyGranted);
    if (results[0] !== result) throw problem(profilesProblems.retakeNotLatest);
    if (membership?.licence_state !== 'no') throw problem(profilesProblems.canAlreadyTake);

    const grantedAt = await markRetakeGranted(transaction, Number(result.id));
    await ports.grantRetakeLicence(transaction, {
      userId: employee.userId,
      companyId: actor.companyId,
    });
    await recordCompanyChange(transaction, actor, {
      action: 'result.retake_granted',
      target: employee.email,
      subjectUserId: employee.userId,
      details: { result_id: grant.result_id },
    });
    return {
      result_id: grant.result_id,
      retakeGrantedAt: new Date(grantedAt).toISOString(),
    };
  });
}
