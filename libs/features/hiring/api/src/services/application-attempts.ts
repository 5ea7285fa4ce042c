import { recordAudit, recordIntegrationEvent } from '@facet/platform-db';
import type { Language, LicenceState } from '@facet/platform-kernel';
import type { Knex } from 'knex';

/**
 * An open application as the grant of an assessment attempt (D90): the seat it took is the
 * licence its attempt runs under, in the position's company. The app composes these into the
 * assessment's ports (apps/api/src/feature-ports.ts); the assessment knows nothing of hiring.
 */

/** The company an application's attempt runs in. */
export interface ApplicationGrant {
  applicationId: number;
  companyId: number;
  /** The languages its position offers the attempt. */
  languages: Language[];
}

/**
 * The person's oldest open application (applied or started, not submitted), locked for the
 * launch's transaction so two launches cannot both start it; undefined when they have none.
 */
export async function lockOpenApplication(
  transaction: Knex.Transaction,
  userId: number,
): Promise<ApplicationGrant | undefined> {
  const application = await transaction('applications')
    .where({ user_id: userId })
    .whereIn('status', ['applied', 'started'])
    .orderBy([{ column: 'applied_at' }, { column: 'id' }])
    .forUpdate()
    .first('id', 'company_id', 'position_id');
  if (!application) return undefined;
  const position = await transaction('positions')
    .where({ id: application.position_id })
    .first('languages');
  // The application's position is a foreign key: it cannot be missing.
  if (!position) throw new Error(`Application ${application.id} has no position`);
  return {
    applicationId: Number(application.id),
    companyId: Number(application.company_id),
    languages: position.languages,
  };
}

/**
 * An attempt was opened in a company: the person's oldest open application there now runs it.
 * An attempt under a membership's licence, in a company the person has not applied to, finds none.
 */
export async function startApplicationAttempt(
  transaction: Knex.Transaction,
  attempt: { userId: number; companyId: number; sessionId: number },
): Promise<void> {
  await transaction('applications')
    .where(
      'id',
      transaction('applications')
        .where({ user_id: attempt.userId, company_id: attempt.companyId })
        .whereIn('status', ['applied', 'started'])
        .orderBy([{ column: 'applied_at' }, { column: 'id' }])
        .limit(1)
        .select('id'),
    )
    .update({ status: 'started', session_id: attempt.sessionId });
}

/** What submitting an application needs of company and groups, which own members and places. */
export interface SubmissionPorts {
  /** Company: whether the person is a member of the company. */
  isCompanyMember: (
    transaction: Knex.Transaction,
    member: { companyId: number; userId: number },
  ) => Promise<boolean>;
  /** Groups: a place in the company's group for one of its members. */
  addApplicantToGroup: (
    transaction: Knex.Transaction,
    place: { companyId: number; groupId: number; userId: number },
  ) => Promise<boolean>;
}

/**
 * An attempt was finished: the application it ran under is submitted, with its result, the
 * company's audit entry and the integration event `application.submitted`, and the person joins
 * the position's group when they are a member of its company. Answers false when no
 * application ran the attempt (a membership's licence did).
 */
export async function submitApplicationAttempt(
  ports: SubmissionPorts,
  transaction: Knex.Transaction,
  finished: { userId: number; sessionId: number; resultId: number },
): Promise<boolean> {
  const [submitted] = await transaction('applications')
    .where({ session_id: finished.sessionId, user_id: finished.userId, status: 'started' })
    .update({
      status: 'submitted',
      result_id: finished.resultId,
      submitted_at: transaction.fn.now(),
    })
    .returning(['id', 'company_id', 'position_id']);
  if (!submitted) return false;
  const companyId = Number(submitted.company_id);
  const position = await transaction('positions')
    .where({ id: submitted.position_id })
    .first('name', 'group_id');
  const reported = {
    application_id: Number(submitted.id),
    position_id: Number(submitted.position_id),
    result_id: finished.resultId,
  };
  await recordAudit(transaction, {
    actor: { kind: 'user', id: finished.userId },
    action: 'hiring.application_submitted',
    companyId,
    target: position ? `position #${submitted.position_id} ${position.name}` : null,
    subjectUserId: finished.userId,
    details: reported,
  });
  await recordIntegrationEvent(transaction, {
    companyId,
    type: 'application.submitted',
    subjectUserId: finished.userId,
    data: reported,
  });
  // A place in a group goes with a membership there, which an application never makes.
  if (
    position?.group_id &&
    (await ports.isCompanyMember(transaction, { companyId, userId: finished.userId }))
  ) {
    await ports.addApplicantToGroup(transaction, {
      companyId,
      groupId: Number(position.group_id),
      userId: finished.userId,
    });
  }
  return true;
}

/**
 * The company of the person's open application (applied or started, not submitted), with the
 * licence state of a grant taken: the one the progress and the launch run under (D90, D96).
 */
async function openApplicationGrant(
  database: Knex | Knex.Transaction,
  companyNameOf: MembershipGrantPorts<unknown>['companyNameOf'],
  userId: number,
): Promise<{ company_name: string; licence_state: 'inProgress' } | undefined> {
  const application = await database('applications')
    .where({ user_id: userId })
    .whereIn('status', ['applied', 'started'])
    .orderBy([{ column: 'applied_at' }, { column: 'id' }])
    .first('company_id');
  if (!application) return undefined;
  const companyName = await companyNameOf(database, Number(application.company_id));
  return { company_name: companyName, licence_state: 'inProgress' };
}

/** What the grant of an attempt needs of the membership's owner (company) beside the submission. */
export interface MembershipGrantPorts<Membership> extends SubmissionPorts {
  /** The person's membership and its company's name, for the assessment's progress. */
  membershipWithCompany: (
    database: Knex | Knex.Transaction,
    userId: number,
  ) => Promise<{ company_name: string; licence_state: LicenceState } | undefined>;
  /** Company: the company's name. */
  companyNameOf: (database: Knex | Knex.Transaction, companyId: number) => Promise<string>;
  /** The membership a launch runs under when no application does, locked. */
  lockMembership: (
    transaction: Knex.Transaction,
    userId: number,
  ) => Promise<Membership | undefined>;
  /** The membership's licence, spent when its attempt is finished. */
  spendLicence: (transaction: Knex.Transaction, userId: number) => Promise<unknown>;
}

/**
 * The grant an assessment attempt runs under, for assessment's ports (D90): a person's open
 * application first, whose attempt runs in the position's company on the seat it took (so no
 * licence is taken, and finishing submits the application); otherwise the membership, whose
 * licence finishing spends. One composition for the app and the tests.
 */
export function applicationFirstGrants<Membership>(owners: MembershipGrantPorts<Membership>) {
  return {
    // An open application is a grant taken, whatever the membership says: its progress offers
    // the launch even to a person with an earlier result or with no company.
    membershipWithCompany: async (database: Knex | Knex.Transaction, userId: number) =>
      (await openApplicationGrant(database, owners.companyNameOf, userId)) ??
      owners.membershipWithCompany(database, userId),
    lockMembership: async (
      transaction: Knex.Transaction,
      userId: number,
    ): Promise<
      | Membership
      | { company_id: number; licence_state: 'inProgress'; languages: Language[] }
      | undefined
    > => {
      const application = await lockOpenApplication(transaction, userId);
      if (application) {
        return {
          company_id: application.companyId,
          licence_state: 'inProgress',
          languages: application.languages,
        };
      }
      return owners.lockMembership(transaction, userId);
    },
    attemptOpened: startApplicationAttempt,
    spendLicence: async (
      transaction: Knex.Transaction,
      attempt: { userId: number; sessionId: number; resultId: number },
    ): Promise<void> => {
      if (await submitApplicationAttempt(owners, transaction, attempt)) return;
      await owners.spendLicence(transaction, attempt.userId);
    },
  };
}
