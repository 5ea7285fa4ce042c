import {
  recordCompanyChange,
  recordResultReads,
  resolveCompanyActor,
  type CompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { companyMembers } from '@facet/company-api';
import { normsOfVersion, type ScaleScores, type ProtocolValidity } from '@facet/assessment-domain';
import { companyResults, validityOf, type Result } from '@facet/assessment-api';
import { paginate, type Page, type PageQuery, problem } from '@facet/platform-http';
import { resultReadActions, type Language, type ResultReadAction } from '@facet/platform-kernel';
import { companyProblems } from '@facet/company-domain';
import {
  profilesProblems,
  type EmployeeResultReportAnswer,
  type EmployeeResultSummary,
  type ProfileRecord,
} from '@facet/profiles-domain';
import { profileFit, rangesFromProfileFields, resultReport } from '@facet/reports-domain';
import type { User } from '@facet/session-api';
import type { Knex } from 'knex';
import { findVisibleProfile } from './profiles';

type EmployeeRow = Pick<User, 'name' | 'email'> & { user_id: number };

/** A current member of the actor's company, by e-mail; 404 for anyone else. */
export async function findCompanyEmployee(
  transaction: Knex.Transaction,
  companyId: number,
  email: string,
): Promise<{ userId: number; name: string; email: string }> {
  const row = await transaction
    .from(companyMembers(transaction, companyId).as('m'))
    .whereRaw('lower(m.email) = lower(?)', [email])
    .first<EmployeeRow | undefined>('m.user_id', 'm.name', 'm.email');
  if (!row) throw problem(companyProblems.notAnEmployee);
  return { userId: Number(row.user_id), name: row.name, email: row.email };
}

/** A result as the company panel lists it, with its person. */
type ResultRow = Pick<
  Result,
  'number' | 'scores' | 'validity' | 'retake_granted_at' | 'norm_version' | 'user_id'
> &
  Pick<User, 'name' | 'email'> & { result_id: number; date: Date };

const resultColumns = [
  'r.id as result_id',
  'r.number',
  'r.created_at as date',
  'r.scores',
  'r.validity',
  'r.retake_granted_at',
  'r.norm_version',
  'u.user_id',
  'u.name',
  'u.email',
];

/**
 * A company sees a result only while the person is its member and only when the result was taken
 * under that company: results from a former employer stay with that employer.
 */
function membersResults(transaction: Knex.Transaction, companyId: number) {
  return companyResults(transaction, companyId).join(
    companyMembers(transaction, companyId).as('u'),
    'u.user_id',
    'r.user_id',
  );
}

function summaryOf(row: Pick<ResultRow, 'result_id' | 'number' | 'date'>): EmployeeResultSummary {
  return {
    result_id: Number(row.result_id),
    number: row.number,
    date: new Date(row.date).toISOString(),
  };
}

async function findCompanyResult(
  transaction: Knex.Transaction,
  actor: CompanyActor,
  resultId: number,
  email?: string,
): Promise<ResultRow> {
  const query = membersResults(transaction, actor.companyId).andWhere('r.id', resultId);
  if (email !== undefined) query.andWhereRaw('lower(u.email) = lower(?)', [email]);
  const row = await query.first<ResultRow | undefined>(resultColumns);
  if (!row) throw problem(profilesProblems.resultNotFound);
  return row;
}

/** GET /companies/get-diagnoses-employees?email&page: an employee's results, newest first. */
export async function listEmployeeResults(
  database: Knex,
  principal: CompanyPrincipal,
  query: PageQuery & { email: string },
): Promise<Page<EmployeeResultSummary>> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    await findCompanyEmployee(transaction, actor.companyId, query.email);
    const list = membersResults(transaction, actor.companyId)
      .whereRaw('lower(u.email) = lower(?)', [query.email])
      .select('r.id as result_id', 'r.number', 'r.created_at as date')
      .orderBy('r.number', 'desc');
    const page = await paginate<ResultRow>(list, query);
    return { ...page, rows: page.rows.map(summaryOf) };
  });
}

/** GET /companies/get-diagnoses-employees?result_id: one result with its owner and raw scores. */
export async function getEmployeeResult(
  database: Knex,
  principal: CompanyPrincipal,
  resultId: number,
): Promise<
  EmployeeResultSummary & {
    name: string;
    email: string;
    scores: ScaleScores;
    validity: ProtocolValidity;
  }
> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const row = await findCompanyResult(transaction, actor, resultId);
    await recordResultReads(transaction, actor, {
      action: resultReadActions.resultPage,
      people: [{ userId: Number(row.user_id), email: row.email }],
      details: { result_id: resultId },
    });
    return {
      ...summaryOf(row),
      name: row.name,
      email: row.email,
      scores: row.scores,
      validity: validityOf(row.validity),
    };
  });
}

async function chosenProfileOf(
  transaction: Knex.Transaction,
  companyId: number,
  resultId: number,
): Promise<ProfileRecord | null> {
  const choice = await transaction('result_profile_choices')
    .where({ result_id: resultId, company_id: companyId })
    .first('profile_id');
  if (!choice) return null;
  try {
    return await findVisibleProfile(transaction, companyId, Number(choice.profile_id));
  } catch {
    // A choice can only point at a profile the company saw; if that changed, it is no choice.
    return null;
  }
}

/**
 * GET /companies/get-employee-result-inform?result_id&lang&email: the report of an employee's
 * result, and its comparison with the profile chosen for it (null when none is chosen). An invalid
 * protocol describes nobody: the company gets its raw scores and the reason, no inform (levels,
 * narrative) and no comparison. The read is audited as `readAs` (the page, or the PDF built from it).
 */
export async function employeeResultReport(
  database: Knex,
  principal: CompanyPrincipal,
  query: { result_id: number; email: string; lang: Language },
  readAs: ResultReadAction = resultReadActions.resultPage,
): Promise<EmployeeResultReportAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    await findCompanyEmployee(transaction, actor.companyId, query.email);
    const row = await findCompanyResult(transaction, actor, query.result_id, query.email);
    await recordResultReads(transaction, actor, {
      action: readAs,
      people: [{ userId: Number(row.user_id), email: row.email }],
      details: { result_id: query.result_id },
    });
    const profile = await chosenProfileOf(transaction, actor.companyId, query.result_id);
    const validity = validityOf(row.validity);
    const retake = {
      validity,
      retakeGrantedAt: row.retake_granted_at ? new Date(row.retake_granted_at).toISOString() : null,
    };
    if (validity.status === 'invalid') {
      const scores = { ...row.scores };
      return {
        employee: { name: row.name, email: row.email },
        inform: null,
        scores,
        profile,
        comparison: null,
        ...retake,
      };
    }
    const report = resultReport(
      { ...summaryOf(row), scores: row.scores, norm_version: row.norm_version },
      query.lang,
      'company',
    );
    return {
      employee: { name: row.name, email: row.email },
      inform: report,
      scores: { ...row.scores },
      profile,
      ...retake,
      comparison: profile
        ? profileFit(row.scores, rangesFromProfileFields(profile), normsOfVersion(row.norm_version))
        : null,
    };
  });
}

/**
 * PATCH /companies/employee-result-profile: saves (or clears, with null) the comparison profile
 * of one employee result, per company. The screen calls it as soon as a profile is chosen.
 */
export async function chooseResultProfile(
  database: Knex,
  principal: CompanyPrincipal,
  choice: { result_id: number; email: string; profile_id: number | null },
): Promise<{ result_id: number; profile_id: number | null }> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    await findCompanyEmployee(transaction, actor.companyId, choice.email);
    await findCompanyResult(transaction, actor, choice.result_id, choice.email);
    const where = { result_id: choice.result_id, company_id: actor.companyId };
    if (choice.profile_id === null) {
      await transaction('result_profile_choices').where(where).delete();
    } else {
      await findVisibleProfile(transaction, actor.companyId, choice.profile_id);
      await transaction('result_profile_choices')
        .insert({ ...where, profile_id: choice.profile_id })
        .onConflict(['result_id', 'company_id'])
        .merge({ profile_id: choice.profile_id, chosen_at: transaction.fn.now() });
    }
    await recordCompanyChange(transaction, actor, {
      action: 'result.profile_chosen',
      target: choice.email,
      details: { result_id: choice.result_id, profile_id: choice.profile_id },
    });
    return { result_id: choice.result_id, profile_id: choice.profile_id };
  });
}
