import {
  applicationConfirmationPath,
  hiringProblems,
  type ApplicationSource,
  type CandidateApplication,
  type positionRegistrationSchema,
  type PublicPositionAnswer,
  type RegistrationPendingAnswer,
} from '@facet/hiring-domain';
import { breachesUniqueIndex, recordAudit } from '@facet/platform-db';
import { problem } from '@facet/platform-http';
import { buildLink, enqueueMail } from '@facet/platform-mail';
import { hashPassword } from '@facet/platform-security';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { HiringPorts } from '../hiring-ports';
import { candidateRetentionMonthsOf } from './hiring-settings';
import { isClosed, publicStateOf, type PositionRow } from './position-rows';
import { refusalOfNewApplicant, settleClosing, takeSeat } from './position-seats';

type Registration = z.output<typeof positionRegistrationSchema>;

/** How long a mailed confirmation link works: two days covers a weekend's late reading. */
export const confirmationValidHours = 48;

/** A position by its link's token, not locked; 404 for an unknown token. */
async function positionByToken(transaction: Knex.Transaction, token: string): Promise<PositionRow> {
  const row = await transaction('positions').where({ public_token: token }).first();
  if (!row) throw problem(hiringProblems.linkNotFound);
  return row;
}

/**
 * The position as it stands, a closing found past its date settled first (the row is locked
 * only then, so page views and sign-ups of an open position never queue on it).
 */
export async function settledPosition(
  ports: Pick<HiringPorts, 'returnReservedLicences'>,
  transaction: Knex.Transaction,
  position: PositionRow,
): Promise<PositionRow> {
  if (position.seats_returned_at !== null || !isClosed(position)) return position;
  const locked = await transaction('positions').where({ id: position.id }).forUpdate().first();
  return locked ? settleClosing(ports, transaction, locked) : position;
}

/** The position of a link, refusing a new applicant with its state. */
async function openPositionByToken(
  ports: Pick<HiringPorts, 'returnReservedLicences'>,
  transaction: Knex.Transaction,
  token: string,
): Promise<PositionRow> {
  const position = await settledPosition(
    ports,
    transaction,
    await positionByToken(transaction, token),
  );
  const refusal = refusalOfNewApplicant(position);
  if (refusal) throw refusal;
  return position;
}

/**
 * What a visitor of `/apply/{token}` is shown: the company, the position and what happens to
 * their data. A position found past its closing gives its seats back on the way.
 */
export function readPublicPosition(
  ports: HiringPorts,
  database: Knex,
  token: string,
): Promise<PublicPositionAnswer> {
  return database.transaction(async (transaction) => {
    const position = await settledPosition(
      ports,
      transaction,
      await positionByToken(transaction, token),
    );
    const company = await ports.publicBrandingOf(transaction, position.company_id);
    return {
      company,
      position: {
        name: position.name,
        languages: position.languages,
        state: publicStateOf(position),
        opensAt: position.opens_at.toISOString(),
        closesAt: position.closes_at?.toISOString() ?? null,
      },
      dataUse: {
        retentionMonths: await candidateRetentionMonthsOf(transaction, position.company_id),
        candidateView: position.candidate_view,
      },
    };
  });
}

/**
 * A visitor's sign-up through a position link: no account yet, only a pending sign-up and the
 * mail that confirms the address. The password is hashed before the transaction (argon2 takes a
 * while, and no row should wait on it). An address with an account is told to sign in.
 */
export async function registerForPosition(
  ports: HiringPorts,
  database: Knex,
  publicUrl: string,
  token: string,
  registration: Registration,
): Promise<RegistrationPendingAnswer> {
  if (await ports.emailHasAccount(database, registration.email)) {
    throw problem(hiringProblems.signInToApply);
  }
  const passwordHash = await hashPassword(registration.password);
  return database.transaction(async (transaction) => {
    const position = await openPositionByToken(ports, transaction, token);
    const secret = await ports.issuePendingSignUp(transaction, {
      email: registration.email,
      name: registration.name,
      lang: registration.lang,
      passwordHash,
      termsVersion: registration.termsVersion,
      privacyVersion: registration.privacyVersion,
      context: { positionId: Number(position.id) },
      companyId: Number(position.company_id),
      expiresInSeconds: confirmationValidHours * 60 * 60,
    });
    const company = await ports.publicBrandingOf(transaction, position.company_id);
    await enqueueMail(transaction, {
      kind: 'application-confirmation',
      to: registration.email,
      lang: registration.lang,
      data: {
        name: registration.name,
        companyName: company.name,
        positionName: position.name,
        link: buildLink(publicUrl, applicationConfirmationPath(secret)),
        validHours: String(confirmationValidHours),
      },
    });
    return { email: registration.email, confirmationValidHours };
  });
}

/** Whether the person has applied to the position before, by any way. */
export async function hasApplied(
  transaction: Knex.Transaction,
  position: PositionRow,
  userId: number,
): Promise<boolean> {
  const earlier = await transaction('applications')
    .where({ position_id: position.id, user_id: userId })
    .first('id');
  return earlier !== undefined;
}

/**
 * Makes the application: takes a seat (refused with the position's state when none can be
 * taken), stores it and writes the company's audit entry. Applying twice to one position is 409.
 */
async function apply(
  ports: HiringPorts,
  transaction: Knex.Transaction,
  position: PositionRow,
  applicant: { userId: number; email: string },
  source: ApplicationSource,
): Promise<CandidateApplication> {
  if (await hasApplied(transaction, position, applicant.userId)) {
    throw problem(hiringProblems.alreadyApplied);
  }
  await takeSeat(ports, transaction, position);
  return storeApplication(ports, transaction, position, applicant, source);
}

/**
 * Stores the application of a person who has just taken one of the position's seats, and the
 * company's audit entry `hiring.application_created` naming its source.
 */
export async function storeApplication(
  ports: Pick<HiringPorts, 'publicBrandingOf'>,
  transaction: Knex.Transaction,
  position: PositionRow,
  applicant: { userId: number; email: string },
  source: ApplicationSource,
): Promise<CandidateApplication> {
  let inserted: { id: number; applied_at: Date } | undefined;
  try {
    [inserted] = await transaction('applications')
      .insert({
        company_id: position.company_id,
        position_id: position.id,
        user_id: applicant.userId,
        source,
      })
      .returning(['id', 'applied_at']);
  } catch (error) {
    if (breachesUniqueIndex(error)) throw problem(hiringProblems.alreadyApplied);
    throw error;
  }
  if (!inserted) throw new Error('The application was not stored');
  await recordAudit(transaction, {
    actor: { kind: 'user', id: applicant.userId },
    action: 'hiring.application_created',
    companyId: Number(position.company_id),
    target: applicant.email,
    subjectUserId: applicant.userId,
    details: { position_id: Number(position.id), position: position.name, source },
  });
  const company = await ports.publicBrandingOf(transaction, position.company_id);
  return {
    id: Number(inserted.id),
    positionName: position.name,
    companyName: company.name,
    source,
    status: 'applied',
    appliedAt: inserted.applied_at.toISOString(),
    submittedAt: null,
  };
}

const confirmationRefusals = {
  invalid: hiringProblems.confirmationInvalid,
  used: hiringProblems.confirmationUsed,
  expired: hiringProblems.confirmationExpired,
  emailInUse: hiringProblems.signInToApply,
} as const;

/**
 * Uses a confirmation link: creates the account and the application in one transaction, so a
 * position full or closed meanwhile refuses both (and the link stays unused).
 */
export function confirmApplication(
  ports: HiringPorts,
  database: Knex,
  secret: string,
): Promise<{ userId: number; application: CandidateApplication }> {
  return database.transaction(async (transaction) => {
    const account = await ports.createPendingAccount(transaction, secret);
    if (!account.created) throw problem(confirmationRefusals[account.refusal]);
    const positionId = Number(account.context.positionId);
    const position = await settledPosition(
      ports,
      transaction,
      await positionOrGone(transaction, positionId),
    );
    const application = await apply(
      ports,
      transaction,
      position,
      { userId: account.userId, email: account.email },
      'link',
    );
    return { userId: account.userId, application };
  });
}

/**
 * A confirmed sign-up's position, which may have been deleted with its company since. Not
 * locked: the seat's conditional update locks the row, so concurrent confirmations queue there
 * and each sees the seats the one before left.
 */
async function positionOrGone(
  transaction: Knex.Transaction,
  positionId: number,
): Promise<PositionRow> {
  const row = await transaction('positions').where({ id: positionId }).first();
  if (!row) throw problem(hiringProblems.linkNotFound);
  return row;
}

/** A signed-in person applies with their account; their memberships are left as they are. */
export function applyWithAccount(
  ports: HiringPorts,
  database: Knex,
  token: string,
  userId: number,
): Promise<CandidateApplication> {
  return database.transaction(async (transaction) => {
    const position = await openPositionByToken(ports, transaction, token);
    const contact = await ports.userContactOf(transaction, userId);
    if (!contact) throw new Error(`The signed-in account ${userId} does not exist`);
    return apply(ports, transaction, position, { userId, email: contact.email }, 'link');
  });
}
